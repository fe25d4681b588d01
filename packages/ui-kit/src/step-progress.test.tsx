import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { StepProgress } from './step-progress.tsx';

const steps = ['Demographics', 'Medical History', 'Lifestyle'];

describe('StepProgress', () => {
  it('shows the current step out of the total and the bar value', () => {
    render(<StepProgress steps={steps} currentStep={1} label="Assessment progress" />);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    expect(screen.getByText('Medical History').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('renders plain labels when no click action is supplied', () => {
    render(<StepProgress steps={steps} currentStep={0} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls the click action with the step index when one is supplied', async () => {
    const onStepClick = vi.fn();
    render(<StepProgress steps={steps} currentStep={0} onStepClick={onStepClick} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lifestyle' }));
    expect(onStepClick).toHaveBeenCalledWith(2);
  });
});
