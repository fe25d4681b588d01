import type { Meta, StoryObj } from '@storybook/react-vite';

import { Input } from './input.tsx';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { 'aria-label': 'Email', placeholder: 'you@example.com', type: 'email' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'not-an-email' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada@example.com' } };
