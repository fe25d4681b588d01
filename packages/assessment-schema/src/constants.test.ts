import { describe, expect, it } from 'vitest';

import { getAutoSaveDelayMs, getLowRiskDrinksPerWeek } from './constants.js';

describe('business constants', () => {
  it('auto-saves 3 s after a yes/no change and 1 s after any other change', () => {
    expect(getAutoSaveDelayMs(true)).toBe(3000);
    expect(getAutoSaveDelayMs(false)).toBe(3000);
    expect(getAutoSaveDelayMs(42)).toBe(1000);
    expect(getAutoSaveDelayMs('white')).toBe(1000);
  });

  it('gives the NHMRC 2020 low-risk alcohol limit, the same for every sex', () => {
    expect(getLowRiskDrinksPerWeek('female')).toBe(10);
    expect(getLowRiskDrinksPerWeek('male')).toBe(10);
  });
});
