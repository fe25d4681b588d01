import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { SliderField } from './slider-field.tsx';

function AgeSlider() {
  const [age, setAge] = useState<number | undefined>(undefined);
  return (
    <SliderField
      id="age"
      label="Age"
      value={age}
      onChange={setAge}
      min={18}
      max={100}
      startAt={30}
      unit="years"
    />
  );
}

describe('SliderField', () => {
  it('rests at the spec default without answering, and says so', () => {
    render(<AgeSlider />);
    const slider = screen.getByRole('slider', { name: 'Age' });
    expect(slider).toHaveValue('30');
    expect(slider).toHaveAttribute('aria-valuetext', 'Not answered (30)');
    expect(screen.getByText('Not answered')).toBeInTheDocument();
  });

  it.each(['{Enter}', ' '])('answers the resting value with %s from the keyboard', async (key) => {
    const user = userEvent.setup();
    render(<AgeSlider />);
    const slider = screen.getByRole('slider', { name: 'Age' });
    slider.focus();
    await user.keyboard(key);
    expect(screen.getByText('30 years')).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuetext', '30 years');
  });
});
