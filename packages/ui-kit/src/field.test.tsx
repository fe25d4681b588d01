import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Field, getFieldDescribedBy } from './field.tsx';
import { Input } from './input.tsx';

describe('Field', () => {
  it('labels its control and announces the error message', () => {
    const error = 'Passwords do not match';
    render(
      <Field id="confirm" label="Confirm password" error={error}>
        <Input
          id="confirm"
          aria-invalid
          aria-describedby={getFieldDescribedBy('confirm', { error })}
        />
      </Field>,
    );
    const input = screen.getByLabelText('Confirm password');
    expect(screen.getByRole('alert')).toHaveTextContent(error);
    expect(input).toHaveAccessibleDescription(error);
  });

  it('renders no alert without an error', () => {
    render(
      <Field id="email" label="Email">
        <Input id="email" />
      </Field>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getFieldDescribedBy('email', {})).toBeUndefined();
  });
});
