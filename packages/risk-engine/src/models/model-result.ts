/**
 * Shared result types for every published model in `src/models/`.
 *
 * A model either applies to the input (`applicable: true`, with its value and the calculation
 * steps a user can read) or it does not (`applicable: false`, with a plain reason and, where the
 * cause is missing data, the names of the missing inputs). Models never extrapolate outside the
 * population and ages they were validated in.
 */

/** One line of a model's calculation, shown to the user as "step / value / points / running total". */
export type CalculationStep = {
  step: string;
  value: string | number | null;
  points?: number;
  runningTotal?: number;
};

/** Citation and validity metadata for a published model. */
export type ModelInfo = {
  id: string;
  name: string;
  citation: string;
  doi: string;
  population: string;
  ageRange: readonly [number, number];
  horizonYears: number | null;
  units: string;
  /** The model's inputs in words, for the README's condition table (scripts: readme:update). */
  inputs: string;
};

/** The outcome of running one model on one input. */
export type ModelResult<T> =
  | { applicable: true; value: T; steps: CalculationStep[] }
  | { applicable: false; reason: string; missing?: string[] };
