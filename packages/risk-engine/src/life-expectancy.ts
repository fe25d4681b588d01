/**
 * Life expectancy from the Australian Bureau of Statistics life tables: the average number of
 * further years a person of a given single year of age and sex lives, at the death rates of the
 * reference period (period life tables; no adjustment for the person's own risks, as no published
 * source gives one that fits these answers).
 *
 * Data: ABS, Life expectancy, 2021–2023, released 8 November 2024, data cube 3302055001DO001_20212023
 * "Life tables, age and sex by state and territory of usual residence", Table 9 (Australia), column
 * e(x), rounded to 2 decimals. The ABS has since released 2022–2024 (11 November 2025; life
 * expectancy at birth unchanged at 81.1 males and 85.1 females) — its single-age table was not
 * available when this was written; replace the arrays below with it when it is.
 */
import type { BiologicalSex } from './profile.js';

export const ABS_LIFE_TABLE_SOURCE = {
  name: 'Australian Bureau of Statistics, Life expectancy, 2021–2023 (Life tables, Table 9: Australia)',
  url: 'https://www.abs.gov.au/statistics/people/population/life-expectancy/2021-2023',
  period: '2021–2023',
} as const;

/** e(x), further years of life at exact age x = 0…100 (100 is the open interval 100 and over). */
export const ABS_LIFE_TABLE: Readonly<Record<BiologicalSex, readonly number[]>> = {
  male: [
    81.07,
    80.35,
    79.37,
    78.38,
    77.39,
    76.4,
    75.41,
    74.42,
    73.42,
    72.43, // ages 0–9
    71.43,
    70.44,
    69.44,
    68.45,
    67.46,
    66.47,
    65.49,
    64.51,
    63.53,
    62.56, // ages 10–19
    61.6,
    60.63,
    59.66,
    58.7,
    57.73,
    56.77,
    55.8,
    54.84,
    53.87,
    52.91, // ages 20–29
    51.95,
    50.98,
    50.02,
    49.06,
    48.1,
    47.14,
    46.19,
    45.23,
    44.27,
    43.32, // ages 30–39
    42.37,
    41.42,
    40.48,
    39.54,
    38.6,
    37.67,
    36.74,
    35.82,
    34.89,
    33.98, // ages 40–49
    33.06,
    32.16,
    31.25,
    30.36,
    29.47,
    28.58,
    27.7,
    26.82,
    25.95,
    25.09, // ages 50–59
    24.24,
    23.39,
    22.55,
    21.72,
    20.89,
    20.08,
    19.27,
    18.47,
    17.68,
    16.9, // ages 60–69
    16.13,
    15.36,
    14.61,
    13.87,
    13.14,
    12.43,
    11.73,
    11.05,
    10.39,
    9.75, // ages 70–79
    9.13,
    8.53,
    7.95,
    7.39,
    6.85,
    6.34,
    5.86,
    5.4,
    4.97,
    4.56, // ages 80–89
    4.18,
    3.83,
    3.5,
    3.21,
    2.94,
    2.68,
    2.44,
    2.21,
    2.01,
    1.81, // ages 90–99
    1.64, // ages 100–100
  ],
  female: [
    85.11,
    84.37,
    83.38,
    82.39,
    81.4,
    80.41,
    79.42,
    78.42,
    77.43,
    76.43, // ages 0–9
    75.44,
    74.44,
    73.45,
    72.45,
    71.46,
    70.47,
    69.48,
    68.49,
    67.5,
    66.51, // ages 10–19
    65.53,
    64.54,
    63.56,
    62.57,
    61.59,
    60.6,
    59.62,
    58.63,
    57.65,
    56.66, // ages 20–29
    55.68,
    54.7,
    53.72,
    52.74,
    51.76,
    50.78,
    49.8,
    48.83,
    47.85,
    46.88, // ages 30–39
    45.91,
    44.95,
    43.98,
    43.02,
    42.06,
    41.1,
    40.15,
    39.2,
    38.25,
    37.3, // ages 40–49
    36.36,
    35.42,
    34.49,
    33.56,
    32.63,
    31.71,
    30.79,
    29.87,
    28.96,
    28.05, // ages 50–59
    27.15,
    26.25,
    25.35,
    24.47,
    23.58,
    22.7,
    21.83,
    20.97,
    20.11,
    19.26, // ages 60–69
    18.41,
    17.58,
    16.75,
    15.93,
    15.13,
    14.33,
    13.55,
    12.79,
    12.04,
    11.32, // ages 70–79
    10.61,
    9.92,
    9.26,
    8.61,
    8.0,
    7.4,
    6.84,
    6.3,
    5.79,
    5.32, // ages 80–89
    4.87,
    4.46,
    4.08,
    3.74,
    3.42,
    3.14,
    2.88,
    2.64,
    2.42,
    2.24, // ages 90–99
    2.06, // ages 100–100
  ],
};

export type LifeExpectancy = {
  /** Age used: the person's whole years, capped at 100 (the table's last row). */
  age: number;
  sex: BiologicalSex;
  /** Further years of life on average (ABS e(x)). */
  remainingYears: number;
  /** The age Australians of this age and sex live to on average: age + remaining years. */
  expectedAge: number;
  source: typeof ABS_LIFE_TABLE_SOURCE;
};

/**
 * "Australians of your age and sex live on average to N": the ABS life table's e(x) for the
 * person's whole age and sex. Null without an age or sex (the table is by both), or below 18.
 */
export function calculateLifeExpectancy(input: {
  age?: number | null;
  sex?: BiologicalSex | null;
}): LifeExpectancy | null {
  const { age, sex } = input;
  if (age === undefined || age === null || !Number.isFinite(age) || age < 18) return null;
  if (sex !== 'male' && sex !== 'female') return null;
  const whole = Math.min(100, Math.floor(age));
  const remainingYears = ABS_LIFE_TABLE[sex][whole] as number;
  return {
    age: whole,
    sex,
    remainingYears,
    expectedAge: whole + remainingYears,
    source: ABS_LIFE_TABLE_SOURCE,
  };
}
