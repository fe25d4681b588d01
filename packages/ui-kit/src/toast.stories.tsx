import type { Meta, StoryObj } from '@storybook/react-vite';

import { Toast, ToastProvider, ToastViewport } from './toast.tsx';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: {
    title: 'Message Sent',
    description: "Thank you for contacting us. We'll get back to you within 24 hours.",
    open: true,
  },
  render: (args) => (
    <ToastProvider duration={Number.POSITIVE_INFINITY}>
      <Toast {...args} />
      <ToastViewport />
    </ToastProvider>
  ),
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Success: Story = {
  args: { variant: 'success', title: 'Profile Updated', description: undefined },
};
export const Destructive: Story = {
  args: { variant: 'destructive', title: 'Login Failed', description: 'Invalid email or password' },
};
