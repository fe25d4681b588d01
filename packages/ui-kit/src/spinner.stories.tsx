import type { Meta, StoryObj } from '@storybook/react-vite';

import { FullScreenSpinner, Spinner } from './spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', label: 'Loading your account' } };
export const FullScreen: Story = {
  render: () => <FullScreenSpinner />,
  parameters: { layout: 'fullscreen' },
};
