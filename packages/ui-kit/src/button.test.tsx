import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

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

  it('renders its child element with button styles when asChild is set', () => {
    render(
      <Button asChild>
        <a href="/assessment">Start Health Assessment</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Start Health Assessment' });
    expect(link).toHaveAttribute('href', '/assessment');
    expect(link.className).toContain('bg-brand-700');
  });
});
