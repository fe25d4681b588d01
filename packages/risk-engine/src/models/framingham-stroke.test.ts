import { describe, expect, it } from 'vitest';
import { type FraminghamStrokeInput, calculateFraminghamStroke } from './framingham-stroke.js';

// Sources: the NINDS worksheet "Do you know your stroke risk?" (US National Institute of
// Neurological Disorders and Stroke, public domain), which prints D'Agostino 1994's men's score
// sheet and probability rows, and the women's rows as in Synthea's Framingham calculator (MITRE,
// Apache-2.0). Points are exact; probabilities are the chart's whole percentages.
const man70: FraminghamStrokeInput = {
  age: 70,
  sex: 'male',
  systolicBp: 150,
  onBpTreatment: false,
  diabetes: false,
  currentSmoker: true,
  cardiovascularDisease: false,
  atrialFibrillation: false,
  leftVentricularHypertrophy: false,
};

const woman66: FraminghamStrokeInput = {
  ...man70,
  age: 66,
  sex: 'female',
  systolicBp: 140,
  currentSmoker: false,
  diabetes: true,
};

function run(input: FraminghamStrokeInput) {
  const r = calculateFraminghamStroke(input);
  if (!r.applicable) throw new Error(r.reason);
  return r.value;
}

describe('calculateFraminghamStroke — published chart', () => {
  it('man, 70 (+5), untreated SBP 150 (+5), smoker (+3): 13 points → 15 %', () => {
    expect(run(man70)).toEqual({
      points: 13,
      tenYearRisk: 0.15,
      aboveChart: false,
      belowChart: false,
    });
  });

  it('man with the same SBP treated (146–155 treated is 143–150: +7): 15 points → 20 %', () => {
    expect(run({ ...man70, onBpTreatment: true })).toMatchObject({ points: 15, tenYearRisk: 0.2 });
  });

  it('man, adding diabetes (+2), heart disease (+4), AF (+4) and LVH (+5): 28 points → 79 %', () => {
    expect(
      run({
        ...man70,
        diabetes: true,
        cardiovascularDisease: true,
        atrialFibrillation: true,
        leftVentricularHypertrophy: true,
      }),
    ).toMatchObject({ points: 28, tenYearRisk: 0.79 });
  });

  it('woman, 66 (+4), untreated SBP 140 (+4), diabetes (+3): 11 points → 8 %', () => {
    expect(run(woman66)).toMatchObject({ points: 11, tenYearRisk: 0.08 });
  });

  it('woman, adding AF (+6), heart disease (+2) and LVH (+4): 23 points → 57 %', () => {
    expect(
      run({
        ...woman66,
        atrialFibrillation: true,
        cardiovascularDisease: true,
        leftVentricularHypertrophy: true,
      }),
    ).toMatchObject({ points: 23, tenYearRisk: 0.57 });
  });

  it('reads the row boundaries as printed (men: age 57 → +1, 82 → +9; treated SBP 106–112 → +1, 113 → +2)', () => {
    const lowest = { ...man70, currentSmoker: false, systolicBp: 97 };
    expect(run({ ...lowest, age: 57 }).points).toBe(1);
    expect(run({ ...lowest, age: 82 }).points).toBe(9);
    expect(run({ ...lowest, age: 55, onBpTreatment: true, systolicBp: 112 }).points).toBe(1);
    expect(run({ ...lowest, age: 55, onBpTreatment: true, systolicBp: 113 }).points).toBe(2);
  });

  it('gives the first row (3 %) for 0 points and the last row beyond the chart, flagged', () => {
    expect(run({ ...man70, age: 55, systolicBp: 100, currentSmoker: false })).toEqual({
      points: 0,
      tenYearRisk: 0.03,
      aboveChart: false,
      belowChart: true,
    });
    const top = run({
      ...man70,
      age: 85,
      systolicBp: 200,
      diabetes: true,
      cardiovascularDisease: true,
      atrialFibrillation: true,
      leftVentricularHypertrophy: true,
    });
    expect(top).toMatchObject({ points: 38, tenYearRisk: 0.88, aboveChart: true });
  });
});

/*
 * Whole-chart vectors, transcribed independently of the model's tables.
 *
 * Men: the NINDS worksheet "Do you know your stroke risk? Score your stroke risk for the next
 * 10 years — MEN" (US government, public domain), read in two stored reproductions:
 * http://www.rxlist.com/stroke_prevention/page4.htm and https://commanet.org/article-83.html.
 * Printed rows: age 55-56 | 57-59 | 60-62 | 63-65 | 66-68 | 69-72 | 73-75 | 76-78 | 79-81 | 83-84
 * | 85 (0 … +10); SBP untreated 97-105 | 106-115 | … | 196-205; SBP treated 97-105 | 106-115 |
 * 113-117 | 118-123 | 124-129 | 130-135 | 136-142 | 143-150 | 151-161 | 162-176 | 177-205;
 * diabetes +2, cigarettes +3, CVD +4, AF +4, LVH +5; 10-year probability for 1 … 30 points below.
 * The two misprints (age "83-84" leaves 82 without a row; treated "106-115" overlaps "113-117")
 * are avoided here by testing each row's printed lower bound and, for treated +1, 112.
 *
 * Women: the women's worksheet text was not in any stored source, so the rows come from Synthea's
 * Framingham calculator (synthetichealth/synthea, src/main/java/org/mitre/synthea/modules/
 * calculators/Framingham.java at 20baedec9e77f61305bea7539524266c4c66d11d, Apache-2.0; numbers
 * only). Synthea's range lookup treats each row's lower bound inclusively on both sides, so only
 * values strictly inside a row are tested. LVH is left out: Synthea adds 5 for both sexes from one
 * shared constant, which is not evidence for the women's sheet (see framingham-stroke.ts).
 */
const MEN_SHEET = {
  ageLower: [55, 57, 60, 63, 66, 69, 73, 76, 79, 83, 85],
  ageUpper: [56, 59, 62, 65, 68, 72, 75, 78, 81, 84, 85],
  untreatedLower: [97, 106, 116, 126, 136, 146, 156, 166, 176, 186, 196],
  untreatedUpper: [105, 115, 125, 135, 145, 155, 165, 175, 185, 195, 205],
  treatedLower: [97, 106, 113, 118, 124, 130, 136, 143, 151, 162, 177],
  treatedUpper: [105, 112, 117, 123, 129, 135, 142, 150, 161, 176, 205],
  percent: [
    3, 3, 4, 4, 5, 5, 6, 7, 8, 10, 11, 13, 15, 17, 20, 22, 26, 29, 33, 37, 42, 47, 52, 57, 63, 68,
    74, 79, 84, 88,
  ],
} as const;

const WOMEN_SYNTHEA = {
  // Rows 0 … 10 (Synthea lower bounds 54, 57, 60, 63, 65, 68, 71, 74, 77, 79, 82), inside each row.
  age: [56, 58, 61, 64, 66, 69, 72, 75, 78, 80, 83],
  // SBP points +1 … +10 (Synthea lower bounds 95, 107, 119, 131, 144, 156, 168, 181, 193, 205).
  untreated: [96, 108, 120, 132, 145, 157, 169, 182, 194, 206],
  // Treated lower bounds 95, 107, 114, 120, 126, 132, 140, 149, 161, 205.
  treated: [96, 108, 115, 121, 127, 133, 141, 150, 162, 206],
  percent: [
    1, 1, 2, 2, 2, 3, 4, 4, 5, 6, 8, 9, 11, 13, 16, 19, 23, 27, 32, 37, 43, 50, 57, 64, 71, 78, 84,
  ],
} as const;

/** Each subset of the yes/no factors (without LVH when `withLvh` is false) with its points. */
function factorSubsets(
  points: { diabetes: number; smoking: number; cvd: number; af: number; lvh: number },
  withLvh: boolean,
) {
  const out: { flags: Partial<FraminghamStrokeInput>; points: number }[] = [];
  for (let mask = 0; mask < (withLvh ? 32 : 16); mask++) {
    const on = (bit: number): boolean => (mask & bit) !== 0;
    out.push({
      flags: {
        diabetes: on(1),
        currentSmoker: on(2),
        cardiovascularDisease: on(4),
        atrialFibrillation: on(8),
        leftVentricularHypertrophy: on(16),
      },
      points:
        (on(1) ? points.diabetes : 0) +
        (on(2) ? points.smoking : 0) +
        (on(4) ? points.cvd : 0) +
        (on(8) ? points.af : 0) +
        (on(16) ? points.lvh : 0),
    });
  }
  return out;
}

describe('calculateFraminghamStroke — every cell of the printed charts', () => {
  const menFactors = factorSubsets({ diabetes: 2, smoking: 3, cvd: 4, af: 4, lvh: 5 }, true);

  it('men: every age row × SBP row (untreated and treated, both printed bounds) × factor combination gives the NINDS worksheet total and probability', () => {
    let checked = 0;
    for (const treated of [false, true]) {
      const sbpBounds = treated
        ? [MEN_SHEET.treatedLower, MEN_SHEET.treatedUpper]
        : [MEN_SHEET.untreatedLower, MEN_SHEET.untreatedUpper];
      for (const ages of [MEN_SHEET.ageLower, MEN_SHEET.ageUpper]) {
        for (const sbps of sbpBounds) {
          ages.forEach((age, agePoints) => {
            sbps.forEach((systolicBp, sbpPoints) => {
              for (const f of menFactors) {
                const expected = agePoints + sbpPoints + f.points;
                const v = run({ ...man70, age, systolicBp, onBpTreatment: treated, ...f.flags });
                expect(v.points).toBe(expected);
                if (expected >= 1 && expected <= 30) {
                  expect(v.tenYearRisk).toBe((MEN_SHEET.percent[expected - 1] ?? NaN) / 100);
                }
                checked++;
              }
            });
          });
        }
      }
    }
    expect(checked).toBe(2 * 2 * 2 * 11 * 11 * 32);
  });

  it("women (without LVH): every age row × SBP row × factor combination gives Synthea's women's total and probability", () => {
    const womenFactors = factorSubsets({ diabetes: 3, smoking: 3, cvd: 2, af: 6, lvh: 0 }, false);
    for (const treated of [false, true]) {
      const sbps = treated ? WOMEN_SYNTHEA.treated : WOMEN_SYNTHEA.untreated;
      WOMEN_SYNTHEA.age.forEach((age, agePoints) => {
        sbps.forEach((systolicBp, index) => {
          for (const f of womenFactors) {
            const expected = agePoints + index + 1 + f.points;
            const v = run({
              ...woman66,
              age,
              systolicBp,
              onBpTreatment: treated,
              ...f.flags,
            });
            expect(v.points).toBe(expected);
            if (expected <= 27) {
              expect(v.tenYearRisk).toBe((WOMEN_SYNTHEA.percent[expected - 1] ?? NaN) / 100);
            }
          }
        });
      });
    }
  });
});

describe('calculateFraminghamStroke — limits', () => {
  it('declines ages and systolic pressures outside the chart', () => {
    expect(calculateFraminghamStroke({ ...man70, age: 54 }).applicable).toBe(false);
    expect(calculateFraminghamStroke({ ...woman66, age: 85 }).applicable).toBe(false);
    expect(calculateFraminghamStroke({ ...man70, age: 85 }).applicable).toBe(true);
    expect(calculateFraminghamStroke({ ...woman66, systolicBp: 94 }).applicable).toBe(false);
    expect(calculateFraminghamStroke({ ...man70, systolicBp: 206 }).applicable).toBe(false);
  });

  it('reports missing inputs, including LVH, instead of assuming "no"', () => {
    expect(
      calculateFraminghamStroke({
        ...man70,
        leftVentricularHypertrophy: undefined,
        atrialFibrillation: null,
      }),
    ).toMatchObject({
      applicable: false,
      missing: ['atrialFibrillation', 'leftVentricularHypertrophy'],
    });
  });
});
