import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { CONDITIONS } from './conditions/catalogue.js';
import {
  normalizeTable,
  readConditionsTable,
  renderConditionsTable,
  replaceConditionsTable,
} from './testing/conditions-table.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README condition table', () => {
  it('is the one the catalogue generates (run `pnpm readme:update` after changing a model)', () => {
    expect(readConditionsTable(readme)).toBe(normalizeTable(renderConditionsTable()));
  });

  it('has one row per condition, with each condition’s best tier and first method', () => {
    const rows = normalizeTable(renderConditionsTable()).split('\n').slice(2);
    expect(rows).toHaveLength(35);
    const cvd = rows[0]?.split(' | ') ?? [];
    expect(cvd.slice(1, 5)).toEqual(['Cardiovascular Disease', 'Heart', 'all', 'B']);
    expect(cvd[5]).toBe('Validated (relative score if answers are missing)');
    expect(cvd[6]).toMatch(/^AHA PREVENT base equations \(10-year\) → /);
    expect(cvd[7]).toContain('Khan 2024, doi:10.1161/CIRCULATIONAHA.123.067626');
    const thyroid = rows.find((row) => row.includes('| Thyroid Disease |'))?.split(' | ') ?? [];
    expect(thyroid[5]).toBe('Relative score — no validated model');
  });

  it('notices a catalogue change (a different tier changes the table)', () => {
    const changed = CONDITIONS.map((c, i) => (i === 2 ? { ...c, tier: 'A' as const } : c));
    const drifted = replaceConditionsTable(readme, renderConditionsTable(changed));
    expect(readConditionsTable(drifted)).not.toBe(readConditionsTable(readme));
  });
});
