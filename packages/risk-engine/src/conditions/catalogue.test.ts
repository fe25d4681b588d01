import { describe, expect, it } from 'vitest';
import { CONDITIONS, getConditionDefinition } from './catalogue.js';
import {
  CONDITION_IDS,
  CONDITION_NAMES,
  findConditionIdByName,
  getConditionName,
} from './condition-names.js';
import { POINTS_FACTORS } from './points-factors.js';
import { calculateMaxPoints, calculatePointsFromRelativeRisk } from './points-score.js';

// 1-product.md §3, copied verbatim.
const SPEC_LIST =
  "Cardiovascular Disease, Type 2 Diabetes, Hypertension, Stroke, Breast Cancer, Colorectal Cancer, Lung Cancer, Prostate Cancer, Depression, Anxiety Disorders, Alzheimer's Disease, Osteoporosis, Chronic Kidney Disease, Liver Disease, COPD, Asthma, Rheumatoid Arthritis, Osteoarthritis, Thyroid Disease, Atrial Fibrillation, Deep Vein Thrombosis, Peripheral Artery Disease, Heart Failure, Metabolic Syndrome, Sleep Apnea, Gout, Inflammatory Bowel Disease, Celiac Disease, Skin Cancer, Pancreatic Cancer, Ovarian Cancer, Cervical Cancer, Endometrial Cancer, Bladder Cancer, Kidney Cancer";

describe('the 35 conditions', () => {
  it("are the spec's exact names in the spec's order", () => {
    expect(CONDITION_NAMES).toEqual(SPEC_LIST.split(', '));
    expect(CONDITIONS.map((c) => c.name)).toEqual(SPEC_LIST.split(', '));
    expect(new Set(CONDITION_IDS).size).toBe(35);
  });

  it('map names to ids and back, case-insensitively', () => {
    expect(findConditionIdByName("alzheimer's disease")).toBe('alzheimers-disease');
    expect(findConditionIdByName('Back Pain')).toBeUndefined();
    for (const id of CONDITION_IDS) expect(findConditionIdByName(getConditionName(id))).toBe(id);
  });

  it('use only the six dashboard categories, each at least once', () => {
    expect(new Set(CONDITIONS.map((c) => c.category))).toEqual(
      new Set(['Brain', 'Heart', 'Liver', 'Kidney', 'Bone', 'Immune System']),
    );
  });

  it('mark the sex-specific cancers', () => {
    const female = CONDITIONS.filter((c) => c.sex === 'female').map((c) => c.id);
    const male = CONDITIONS.filter((c) => c.sex === 'male').map((c) => c.id);
    expect(female.sort()).toEqual([
      'breast-cancer',
      'cervical-cancer',
      'endometrial-cancer',
      'ovarian-cancer',
    ]);
    expect(male).toEqual(['prostate-cancer']);
  });

  it.each([
    ['type-2-diabetes', 10, 5],
    ['cardiovascular-disease', 12, 6],
    ['lung-cancer', 15, 8],
    ['breast-cancer', 12, 6],
    ['skin-cancer', 8, 4],
    ['alzheimers-disease', 10, 5],
    ['thyroid-disease', 6, 3],
    ['kidney-cancer', 8, 4],
    ['stroke', 8, 4],
    ['gout', 8, 4],
  ] as const)("%s carries the spec's %d/%d thresholds", (id, high, moderate) => {
    expect(getConditionDefinition(id).thresholds).toMatchObject({ high, moderate });
  });

  it('give tiers A–D, with a validated model for every A/B condition and the points score last', () => {
    for (const c of CONDITIONS) {
      expect(['A', 'B', 'C', 'D']).toContain(c.tier);
      expect(c.models.at(-1)?.id).toBe('healthscreen-points');
      if (c.tier === 'A' || c.tier === 'B' || c.tier === 'D')
        expect(c.models.length).toBeGreaterThan(1);
      for (const m of c.models) expect(m.citation.length).toBeGreaterThan(20);
    }
    expect(getConditionDefinition('type-2-diabetes').tier).toBe('A');
    expect(getConditionDefinition('metabolic-syndrome').tier).toBe('D');
  });
});

describe('tier C points factors', () => {
  it('exist for every condition, each with a relative risk above 1 and a source', () => {
    for (const id of CONDITION_IDS) {
      const factors = POINTS_FACTORS[id];
      expect(factors.length).toBeGreaterThan(2);
      for (const f of factors) {
        expect(f.relativeRisk).toBeGreaterThan(1);
        expect(f.source).toMatch(/\d{4}|guideline|Australia/i);
      }
    }
  });

  it.each([
    [1.2, 1],
    [1.5, 1],
    [1.7, 2],
    [2, 2],
    [3, 3],
    [4, 4],
    [16, 8],
  ])('RR %d gives %d points (2 per doubling, at least 1)', (rr, points) => {
    expect(calculatePointsFromRelativeRisk(rr)).toBe(points);
  });

  it('count one tier per group in the maximum', () => {
    // Lung: pack-year tiers max 9 (RR 20), current 2, former 1, age tiers max 4, COPD 2, family 1, asbestos 2, radiation 1
    expect(calculateMaxPoints(POINTS_FACTORS['lung-cancer'])).toBe(9 + 2 + 1 + 4 + 2 + 1 + 2 + 1);
  });
});
