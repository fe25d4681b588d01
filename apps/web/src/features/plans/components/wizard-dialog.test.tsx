import { Button } from '@healthscreen/ui-kit/button';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { WizardDialog } from './wizard-dialog.tsx';

const STEPS = ['First', 'Second', 'Third', 'Your plan'] as const;

function TestWizard({ failed = false, onGenerate = () => {} }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  return (
    <WizardDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Open wizard</Button>}
      title="Test wizard"
      description="A wizard for the test."
      steps={STEPS}
      step={step}
      progressLabel="Test progress"
      generateError={failed ? { title: 'Could not generate', message: 'Try again.' } : null}
      success={{ title: 'Ready', message: 'Your plan is ready.', details: <p>The plan</p> }}
      navigation={{
        pending: false,
        onPrevious: () => setStep(step - 1),
        onNext: () => setStep(step + 1),
        onGenerate: () => {
          onGenerate();
          setStep(3);
        },
      }}
      planActions={<Button onClick={() => setStep(0)}>Start Over</Button>}
    >
      <label>
        Answer for {STEPS[step]}
        <input />
      </label>
    </WizardDialog>
  );
}

describe('WizardDialog', () => {
  it('is a dialog named by its title that says the step and moves focus to a new step', async () => {
    const user = userEvent.setup();
    render(<TestWizard />);
    await user.click(screen.getByRole('button', { name: 'Open wizard' }));
    const dialog = screen.getByRole('dialog', { name: 'Test wizard' });
    expect(within(dialog).getByText('Step 1 of 4: First')).toHaveAttribute('aria-live', 'polite');
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 2 of 4: Second')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Answer for Second').closest('div')).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(within(dialog).getByLabelText('Answer for Second')).toHaveFocus();
  });

  it('shows Generate on the last question step, then the plan and its actions', async () => {
    const user = userEvent.setup();
    const onGenerate = vi.fn();
    render(<TestWizard onGenerate={onGenerate} />);
    await user.click(screen.getByRole('button', { name: 'Open wizard' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Generate My Plan' }));

    expect(onGenerate).toHaveBeenCalledOnce();
    expect(within(dialog).getByText('Your plan is ready.')).toBeVisible();
    expect(within(dialog).getByText('The plan')).toBeVisible();
    expect(within(dialog).queryByLabelText(/Answer for/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start Over' }));
    expect(within(dialog).getByLabelText('Answer for First')).toBeInTheDocument();
  });

  it('shows the generate error on the last question step only', async () => {
    const user = userEvent.setup();
    render(<TestWizard failed />);
    await user.click(screen.getByRole('button', { name: 'Open wizard' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByText('Could not generate')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Could not generate')).toBeVisible();
  });
});
