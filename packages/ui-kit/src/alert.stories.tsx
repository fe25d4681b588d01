import type { Meta, StoryObj } from '@storybook/react-vite';

import { Alert } from './alert.tsx';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { title: 'Coming soon', children: 'This part of HealthScreen is being built.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { tone: 'success', title: 'Profile Updated' } };
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Not for emergencies',
    children: 'This form is not monitored for urgent medical situations.',
  },
};
export const ErrorTone: Story = {
  args: {
    tone: 'error',
    title: 'Access Denied',
    children: 'Admin privileges required to access this page.',
  },
};
