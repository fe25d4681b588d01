import type { Meta, StoryObj } from '@storybook/react-vite';

import { ProgressBar } from './progress-bar.tsx';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { value: 33, label: 'Step 1 of 3' },
  render: (args) => (
    <div className="max-w-md">
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneThird: Story = {};
export const Complete: Story = { args: { value: 100 } };
