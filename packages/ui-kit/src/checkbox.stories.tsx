import type { Meta, StoryObj } from '@storybook/react-vite';

import { Checkbox } from './checkbox.tsx';
import { Label } from './label.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { id: 'terms' },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox {...args} />
      <Label htmlFor={args.id}>I agree to the Terms and Conditions</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
