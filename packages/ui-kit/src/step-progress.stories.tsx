import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { StepProgress } from './step-progress.tsx';

const steps = [
  'Demographics',
  'Medical History',
  'Lifestyle',
  'Family History',
  'Symptoms',
  'Lab Results',
  'Risk Factors',
] as const;

const meta = {
  title: 'Components/StepProgress',
  component: StepProgress,
  args: { steps, currentStep: 2, label: 'Assessment progress' },
} satisfies Meta<typeof StepProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {};
export const Clickable: Story = { args: { onStepClick: fn() } };
export const FirstStep: Story = { args: { currentStep: 0 } };
