import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createScoredAssessment } from '../../../../testing/results-fixtures.ts';
import { HeartAgePanel } from './heart-age-panel.tsx';

/** A 55-year-old man who answered the medical questions but gave no check-up numbers. */
const noNumbers = {
  age: 55,
  biologicalSex: 'male',
  heightCm: 178,
  weightKg: 80,
  ethnicity: 'white',
  smokingStatus: 'never',
  medicalHistoryNone: true,
  takingBloodPressureMeds: false,
} as const;

describe('HeartAgePanel', () => {
  it('shows the range, the values used and the Heart Health Check prompt without numbers', () => {
    render(
      <HeartAgePanel
        assessment={createScoredAssessment({ answers: noNumbers, level: 'premium' })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your heart age' })).toBeInTheDocument();
    expect(screen.getByText(/Your 10-year cardiovascular risk is between/)).toHaveTextContent(
      /between 10\.13 % and 16\.85 %.*heart age between 55 and 66 years/,
    );
    expect(screen.getByText('Systolic blood pressure: 125 to 140 mmHg')).toBeInTheDocument();
    expect(screen.getByText(/Heart Health Check/)).toHaveTextContent(
      /Medicare items 699 and 177.*your blood pressure and a cholesterol test/,
    );
  });

  it('shows one heart age from the equation that scored when the numbers are given', () => {
    const answers = {
      ...noNumbers,
      labResults: {
        bloodPressureSystolic: 140,
        totalCholesterol: 5.5,
        hdlCholesterol: 1.3,
      },
    };
    render(<HeartAgePanel assessment={createScoredAssessment({ answers, level: 'premium' })} />);
    expect(screen.getByText(/Your heart age is/)).toHaveTextContent(
      /Your heart age is \d+ years \(you are 55\)/,
    );
    expect(screen.queryByText(/Heart Health Check/)).not.toBeInTheDocument();
  });
});
