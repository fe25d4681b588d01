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
      onClear={() => setAge(undefined)}
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
    expect(slider).toHaveAttribute('aria-valuetext', '30 years');
    expect(screen.getByRole('spinbutton', { name: 'Age in years, typed' })).toHaveValue(30);
    expect(screen.queryByText('Not answered')).not.toBeInTheDocument();
  });

  it('draws an untouched slider faded and a touched one in the brand colour', async () => {
    const user = userEvent.setup();
    render(<AgeSlider />);
    const slider = screen.getByRole('slider', { name: 'Age' });
    expect(slider).toHaveClass('opacity-60');
    slider.focus();
    await user.keyboard('{Enter}');
    expect(slider).not.toHaveClass('opacity-60');
    expect(slider).toHaveClass('accent-brand-700');
  });

  it('takes a typed number in range: the slider moves and the answer is stored', async () => {
    const user = userEvent.setup();
    render(<AgeSlider />);
    const box = screen.getByRole('spinbutton', { name: 'Age in years, typed' });
    await user.type(box, '47');
    const slider = screen.getByRole('slider', { name: 'Age' });
    expect(slider).toHaveValue('47');
    expect(slider).toHaveAttribute('aria-valuetext', '47 years');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a typed number out of range, says the range and does not store it', async () => {
    const user = userEvent.setup();
    render(<AgeSlider />);
    const box = screen.getByRole('spinbutton', { name: 'Age in years, typed' });
    await user.type(box, '15');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number from 18 to 100 years');
    expect(box).toHaveValue(15);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('slider', { name: 'Age' })).toHaveAttribute(
      'aria-valuetext',
      'Not answered (30)',
    );
  });

  it('clears the answer when the box is emptied', async () => {
    const user = userEvent.setup();
    render(<AgeSlider />);
    const box = screen.getByRole('spinbutton', { name: 'Age in years, typed' });
    await user.type(box, '52');
    await user.clear(box);
    await user.tab();
    expect(screen.getByText('Not answered')).toBeInTheDocument();
    expect(box).toHaveValue(null);
  });
});
