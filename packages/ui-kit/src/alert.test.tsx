import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Alert } from './alert.tsx';
import { FullScreenSpinner, Spinner } from './spinner.tsx';

describe('Alert', () => {
  it('announces errors at once and other tones politely', () => {
    const { rerender } = render(<Alert tone="error" title="Access Denied" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Access Denied');
    rerender(<Alert tone="info" title="Coming soon" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Coming soon');
  });
});

describe('Spinner', () => {
  it('has a status role with its label for screen readers', () => {
    render(<Spinner label="Loading results" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading results');
  });

  it('the full-screen variant announces one status with its label, "Loading" by default', () => {
    const { rerender } = render(<FullScreenSpinner label="Loading your session" />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading your session$/);
    rerender(<FullScreenSpinner />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading$/);
  });
});
