/**
 * AUSDRISK (`calculateAusdrisk`) for type 2 diabetes.
 */
import { AUSDRISK_INFO, calculateAusdrisk } from '../../models/ausdrisk.js';
import type { Ethnicity } from '../../profile.js';
import { hasFamilyHistory } from '../derived-factors.js';
import { toModelReference } from '../model-reference.js';
import type { RiskThresholds } from '../types.js';
import { eatsFruitOrVegetablesDaily, hasHadHighGlucose } from './method-helpers.js';
import { type Method, skip } from './method-outcome.js';

export const AUSDRISK_THRESHOLDS: RiskThresholds = {
  high: 12,
  moderate: 6,
  source:
    'AUSDRISK bands: 6–11 intermediate, 12 or more high (Baker Institute / Queensland Health form)',
};

const ASIAN_OR_FIRST_NATIONS: readonly Ethnicity[] = [
  'east-asian',
  'southeast-asian',
  'south-asian',
  'asian',
  'aboriginal-torres-strait-islander',
];
const AUSDRISK_DESCENT: readonly Ethnicity[] = [
  'aboriginal-torres-strait-islander',
  'pacific-islander',
  'maori',
];
const AUSDRISK_BIRTH_REGIONS = ['asia', 'middle-east', 'north-africa', 'southern-europe'];

export const runAusdrisk: Method = (p, d) => {
  const descent =
    p.firstNationsOrPacificDescent ??
    (p.ethnicity === undefined ? null : AUSDRISK_DESCENT.includes(p.ethnicity));
  const r = calculateAusdrisk({
    age: p.age ?? null,
    sex: p.sex ?? null,
    aboriginalTorresStraitIslanderPacificIslanderOrMaori: descent,
    bornInAsiaMiddleEastNorthAfricaOrSouthernEurope:
      p.birthRegion === undefined ? null : AUSDRISK_BIRTH_REGIONS.includes(p.birthRegion),
    parentOrSiblingWithDiabetes: hasFamilyHistory(p, 'diabetes'),
    everHighBloodGlucose: hasHadHighGlucose(p),
    onBpMedication: p.onBpTreatment ?? null,
    dailySmoker: d.currentSmoker,
    eatsVegetablesOrFruitEveryDay: eatsFruitOrVegetablesDaily(p),
    activeAtLeast150MinutesPerWeek: d.lowActivity === null ? null : !d.lowActivity,
    waistCm: p.waistCm ?? null,
    asianOrAboriginalTorresStraitIslanderDescent:
      p.ethnicity === undefined ? null : ASIAN_OR_FIRST_NATIONS.includes(p.ethnicity),
  });
  if (!r.applicable) return skip(AUSDRISK_INFO, r);
  const { points, band, fiveYearRiskOneIn } = r.value;
  return {
    kind: 'scored',
    tier: 'A',
    model: toModelReference(AUSDRISK_INFO),
    score: points,
    scoreUnit: 'points',
    scoreRange: [0, 38],
    thresholds: AUSDRISK_THRESHOLDS,
    keyFactors: [
      `AUSDRISK ${points} points (${band}): about 1 in ${fiveYearRiskOneIn} people with this score develop diabetes within 5 years`,
    ],
    steps: r.steps,
    notes: ['Current smoking is taken as daily smoking for AUSDRISK question 8.'],
    missing: [],
  };
};
