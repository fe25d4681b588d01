import type { Meta, StoryObj } from '@storybook/react-vite';

import { Field, getFieldDescribedBy } from './field.tsx';
import { Input } from './input.tsx';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: { id: 'password', label: 'Password', children: null },
  render: (args) => (
    <Field {...args}>
      <Input
        id={args.id}
        type="password"
        aria-invalid={args.error ? true : undefined}
        aria-describedby={getFieldDescribedBy(args.id, {
          error: args.error,
          hint: args.hint !== undefined,
        })}
      />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'At least 8 characters.' } };
export const WithError: Story = {
  args: { error: 'Password must be at least 8 characters long' },
};
