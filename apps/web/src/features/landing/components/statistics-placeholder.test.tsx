import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StatisticsPlaceholder } from './statistics-placeholder.tsx';

describe('StatisticsPlaceholder', () => {
  it('shows three placeholders while the statistics block loads', () => {
    render(<StatisticsPlaceholder />);
    expect(screen.getAllByTestId('skeleton')).toHaveLength(3);
  });
});
