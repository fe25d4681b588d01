import type { Meta, StoryObj } from '@storybook/react-vite';

import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Message', placeholder: 'How can we help?', rows: 6 },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixRows: Story = {};
export const Invalid: Story = { args: { 'aria-invalid': true } };
