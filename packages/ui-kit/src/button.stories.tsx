import type { Meta, StoryObj } from '@storybook/react-vite';

import { Button } from './button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Start Health Assessment' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Learn More' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Log In' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Delete' } };
export const Link: Story = { args: { variant: 'link', children: 'Sign up for free trial' } };
export const Large: Story = { args: { size: 'lg' } };
export const Disabled: Story = { args: { disabled: true, children: 'Sending Message...' } };
export const AsChildLink: Story = {
  args: { asChild: true, children: <a href="#assessment">Rendered as a link</a> },
};
