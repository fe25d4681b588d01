import type { Meta, StoryObj } from '@storybook/react-vite';

import { Select } from './select.tsx';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    'aria-label': 'Category',
    options: [
      { value: 'general', label: 'General Inquiry' },
      { value: 'technical', label: 'Technical Support' },
      { value: 'billing', label: 'Billing & Subscriptions' },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = {
  args: { placeholder: 'Choose a category', defaultValue: '' },
};
