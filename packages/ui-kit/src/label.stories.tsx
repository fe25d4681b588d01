import type { Meta, StoryObj } from '@storybook/react-vite';

import { Label } from './label.tsx';

const meta = {
  title: 'Components/Label',
  component: Label,
  args: { children: 'Email address', htmlFor: 'label-story-input' },
  render: (args) => (
    <div className="space-y-1.5">
      <Label {...args} />
      <input id="label-story-input" className="block rounded border border-slate-300 px-2 py-1" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
