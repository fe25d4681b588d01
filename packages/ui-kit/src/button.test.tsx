import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Button } from './button.tsx';

describe('Button', () => {
  it('does not submit a form unless asked to', () => {
    render(
      <form>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('renders its child element in its place when asChild is set, passing its handlers on', async () => {
    const onClick = vi.fn((event: MouseEvent<HTMLElement>) => event.preventDefault());
    render(
      <Button asChild onClick={onClick}>
        <a href="/assessment">Start Health Assessment</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Start Health Assessment' });
    expect(link).toHaveAttribute('href', '/assessment');
    // one control: the link itself, not a button wrapped around or inside it
    expect(screen.queryByRole('button')).toBeNull();

    const user = userEvent.setup();
    await user.tab();
    expect(link).toHaveFocus();
    await user.click(link);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
