import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import { type Maybe, notApplicableMissing, requireInputs } from './model-helpers.js';

export type FraminghamStrokeInput = {
  /** Years: men 55–85, women 55–84 (the chart's rows). */
  age: Maybe<number>;
  sex: Maybe<'female' | 'male'>;
  /** mmHg: men 97–205, women 95–216 (the chart's rows). */
  systolicBp: Maybe<number>;
  /** Taking blood-pressure medicine (selects the treated SBP row). */
  onBpTreatment: Maybe<boolean>;
  diabetes: Maybe<boolean>;
  /** Smokes cigarettes now. */
  currentSmoker: Maybe<boolean>;
  /** History of heart disease (coronary heart disease, heart failure or intermittent claudication). */
  cardiovascularDisease: Maybe<boolean>;
  atrialFibrillation: Maybe<boolean>;
  /** Left ventricular hypertrophy on an ECG. */
  leftVentricularHypertrophy: Maybe<boolean>;
};

export type FraminghamStrokeValue = {
  points: number;
  /** 10-year probability of stroke from the published chart, fraction 0..1. */
  tenYearRisk: number;
  /** The points are beyond the chart's last row, whose probability is given (88 % men, 84 % women). */
  aboveChart: boolean;
  /** 0 points (men only): below the chart's first row (1 point, 3 %), whose probability is given. */
  belowChart: boolean;
};

export const FRAMINGHAM_STROKE_INFO: ModelInfo = {
  id: 'framingham-stroke',
  name: 'Framingham Stroke Risk Profile (10-year)',
  citation:
    "D'Agostino RB, Wolf PA, Belanger AJ, Kannel WB. Stroke risk profile: adjustment for antihypertensive medication. The Framingham Study. Stroke. 1994;25(1):40-43.",
  doi: '10.1161/01.str.25.1.40',
  population:
    'Framingham Heart Study original cohort, aged 55–84, free of stroke (US); points chart published by the NINDS ("Do you know your stroke risk?")',
  ageRange: [55, 85],
  horizonYears: 10,
  units: 'systolic blood pressure mmHg',
  inputs:
    'age, sex, SBP, BP treatment, diabetes, smoking, heart disease, atrial fibrillation, LVH on ECG',
};

type SexChart = {
  /** Lowest age of each row, points 0, 1, 2 …; the last row ends at `maxAge`. */
  ageRows: readonly number[];
  maxAge: number;
  /** Lowest SBP of each row for points `firstSbpPoints`, `firstSbpPoints + 1` …; last row ends at `maxSbp`. */
  untreatedSbpRows: readonly number[];
  treatedSbpRows: readonly number[];
  firstSbpPoints: number;
  maxSbp: number;
  diabetes: number;
  smoking: number;
  cardiovascularDisease: number;
  atrialFibrillation: number;
  leftVentricularHypertrophy: number;
  /** Percent, for 1, 2, 3 … points. */
  tenYearPercent: readonly number[];
};

/*
 * D'Agostino 1994 score sheets as the NINDS worksheet prints them (US government, public domain).
 * Men: checked against the worksheet's text, which has two misprints fixed here from the paper's
 * row boundaries: treated SBP +1 is 106–112 (printed "106-115", overlapping the next row 113–117)
 * and age +9 is 82–84 (printed "83-84", leaving 82 without a row). Women: the age, SBP and
 * probability rows agree with the women's tables of Synthea's Framingham calculator (MITRE,
 * Apache-2.0; data compared, no code copied). Women's LVH is 4 points, the value of
 * D'Agostino 1994's women's sheet; the women's worksheet text was not available to check it here
 * (Synthea adds 5 for both sexes, which was not followed), so it is the one value to re-check
 * against the paper.
 */
const CHARTS: Readonly<Record<'male' | 'female', SexChart>> = {
  male: {
    ageRows: [55, 57, 60, 63, 66, 69, 73, 76, 79, 82, 85],
    maxAge: 85,
    untreatedSbpRows: [97, 106, 116, 126, 136, 146, 156, 166, 176, 186, 196],
    treatedSbpRows: [97, 106, 113, 118, 124, 130, 136, 143, 151, 162, 177],
    firstSbpPoints: 0,
    maxSbp: 205,
    diabetes: 2,
    smoking: 3,
    cardiovascularDisease: 4,
    atrialFibrillation: 4,
    leftVentricularHypertrophy: 5,
    tenYearPercent: [
      3, 3, 4, 4, 5, 5, 6, 7, 8, 10, 11, 13, 15, 17, 20, 22, 26, 29, 33, 37, 42, 47, 52, 57, 63, 68,
      74, 79, 84, 88,
    ],
  },
  female: {
    ageRows: [55, 57, 60, 63, 65, 68, 71, 74, 77, 79, 82],
    maxAge: 84,
    untreatedSbpRows: [95, 107, 119, 131, 144, 156, 168, 181, 193, 205],
    treatedSbpRows: [95, 107, 114, 120, 126, 132, 140, 149, 161, 205],
    firstSbpPoints: 1,
    maxSbp: 216,
    diabetes: 3,
    smoking: 3,
    cardiovascularDisease: 2,
    atrialFibrillation: 6,
    leftVentricularHypertrophy: 4,
    tenYearPercent: [
      1, 1, 2, 2, 2, 3, 4, 4, 5, 6, 8, 9, 11, 13, 16, 19, 23, 27, 32, 37, 43, 50, 57, 64, 71, 78,
      84,
    ],
  },
};

/** The index of the last row whose lower bound is at or below the value (rows ascending). */
function rowIndex(rows: readonly number[], value: number): number {
  let index = 0;
  for (let i = 0; i < rows.length; i++) {
    const bound = rows[i];
    if (bound !== undefined && value >= bound) index = i;
  }
  return index;
}

const REQUIRED = [
  'age',
  'sex',
  'systolicBp',
  'onBpTreatment',
  'diabetes',
  'currentSmoker',
  'cardiovascularDisease',
  'atrialFibrillation',
  'leftVentricularHypertrophy',
] as const;

const LABELS = {
  sex: 'biological sex',
  systolicBp: 'systolic blood pressure',
  onBpTreatment: 'whether you take blood-pressure medicine',
  diabetes: 'whether you have diabetes',
  currentSmoker: 'smoking status',
  cardiovascularDisease: 'whether you have heart disease',
  atrialFibrillation: 'whether you have atrial fibrillation',
  leftVentricularHypertrophy: 'whether an ECG showed a thickened heart muscle (LVH)',
} as const;

/**
 * Framingham Stroke Risk Profile: 10-year probability of stroke from a points chart.
 *
 * Citation: D'Agostino RB, Wolf PA, Belanger AJ, Kannel WB. Stroke. 1994;25(1):40-43.
 * doi:10.1161/01.str.25.1.40 (updating Wolf PA et al. Stroke. 1991;22:312-318)
 * Population: Framingham original cohort aged 55–84, free of stroke (US, not Australian; stroke
 * rates have fallen since, so the chart tends to overestimate today's risk). Horizon: 10 years.
 * Points by sex for age, systolic BP (treated or untreated row), diabetes, smoking, heart disease,
 * atrial fibrillation and ECG left ventricular hypertrophy; the total reads off a published
 * probability row. Declines outside the chart's ages or SBP rows.
 *
 * @example
 * calculateFraminghamStroke({ age: 70, sex: 'male', systolicBp: 150, onBpTreatment: false,
 *   diabetes: false, currentSmoker: true, cardiovascularDisease: false, atrialFibrillation: false,
 *   leftVentricularHypertrophy: false });
 * // → { applicable: true, value: { points: 13, tenYearRisk: 0.15, aboveChart: false, belowChart: false }, steps }
 */
export function calculateFraminghamStroke(
  input: FraminghamStrokeInput,
): ModelResult<FraminghamStrokeValue> {
  const name = FRAMINGHAM_STROKE_INFO.name;
  const required = requireInputs(input, REQUIRED);
  if (required.missing) return notApplicableMissing(name, required.missing, LABELS);
  const v = required.values;
  const chart = CHARTS[v.sex];
  const minAge = chart.ageRows[0] ?? 55;
  if (v.age < minAge || v.age > chart.maxAge) {
    return {
      applicable: false,
      reason: `Age ${v.age} years is outside the ${minAge}–${chart.maxAge} years of the ${v.sex === 'male' ? "men's" : "women's"} chart of ${name}, so no estimate is given.`,
    };
  }
  const sbpRows = v.onBpTreatment ? chart.treatedSbpRows : chart.untreatedSbpRows;
  const minSbp = sbpRows[0] ?? 95;
  if (v.systolicBp < minSbp || v.systolicBp > chart.maxSbp) {
    return {
      applicable: false,
      reason: `Systolic blood pressure ${v.systolicBp} mmHg is outside the ${minSbp}–${chart.maxSbp} mmHg rows of the ${v.sex === 'male' ? "men's" : "women's"} chart of ${name}, so no estimate is given.`,
    };
  }

  const steps: CalculationStep[] = [];
  let points = 0;
  const add = (step: string, value: string | number, itemPoints: number): void => {
    points += itemPoints;
    steps.push({ step, value, points: itemPoints, runningTotal: points });
  };
  const yesNo = (b: boolean): string => (b ? 'yes' : 'no');
  add('Age (years)', v.age, rowIndex(chart.ageRows, v.age));
  add(
    v.onBpTreatment ? 'Systolic BP, treated (mmHg)' : 'Systolic BP, untreated (mmHg)',
    v.systolicBp,
    chart.firstSbpPoints + rowIndex(sbpRows, v.systolicBp),
  );
  add('Diabetes', yesNo(v.diabetes), v.diabetes ? chart.diabetes : 0);
  add('Smokes cigarettes', yesNo(v.currentSmoker), v.currentSmoker ? chart.smoking : 0);
  add(
    'Heart disease',
    yesNo(v.cardiovascularDisease),
    v.cardiovascularDisease ? chart.cardiovascularDisease : 0,
  );
  add(
    'Atrial fibrillation',
    yesNo(v.atrialFibrillation),
    v.atrialFibrillation ? chart.atrialFibrillation : 0,
  );
  add(
    'Left ventricular hypertrophy (ECG)',
    yesNo(v.leftVentricularHypertrophy),
    v.leftVentricularHypertrophy ? chart.leftVentricularHypertrophy : 0,
  );

  const rows = chart.tenYearPercent;
  const row = Math.min(Math.max(points, 1), rows.length);
  const percent = rows[row - 1] ?? 0;
  const tenYearRisk = percent / 100;
  steps.push({
    step: `10-year stroke probability for ${row} point${row === 1 ? '' : 's'} (%)`,
    value: percent,
  });
  return {
    applicable: true,
    value: {
      points,
      tenYearRisk,
      aboveChart: points > rows.length,
      belowChart: points < 1,
    },
    steps,
  };
}
