/**
 * Inputs a person cannot simply answer — a test result or a clinician's finding — with how to
 * find the value out (issue 30): someone who answered "I don't know" to "Thickened heart muscle
 * on an ECG" is told to ask their GP, not to "add" it.
 */
const HOW_TO_FIND: readonly { matches: RegExp; how: string; onlyByAsking?: true }[] = [
  {
    matches: /ventricular hypertrophy/i,
    how: 'ask your GP whether an ECG (heart tracing) has shown left ventricular hypertrophy (LVH, a thickened heart muscle)',
    onlyByAsking: true,
  },
  {
    matches: /cholesterol|triglycerides/i,
    how: 'a cholesterol (lipid) blood test from your GP gives these values',
  },
  {
    matches: /\bGGT\b|gamma-GT/i,
    how: 'a liver function blood test (LFT) from your GP gives this value: it is the GGT (gamma-GT) line of your pathology report',
  },
  {
    matches: /egfr|kidney function/i,
    how: 'a kidney function blood test (eGFR) from your GP gives this value',
  },
  {
    matches: /albumin-to-creatinine/i,
    how: 'a urine test (albumin-to-creatinine ratio) from your GP gives this value',
  },
  {
    matches: /glucose|hba1c|diabetes status/i,
    how: 'an HbA1c or fasting glucose blood test from your GP shows whether you have diabetes',
  },
  {
    matches: /^(systolic |diastolic )?blood pressure( \(systolic and diastolic\))?$/i,
    how: 'a blood pressure check at your GP or a pharmacy gives this reading',
  },
  {
    matches: /sun damage on your shoulders/i,
    how: 'a skin check with your GP can tell you whether the skin on your shoulders shows severe sun damage',
    onlyByAsking: true,
  },
  {
    matches: /moles \(.*\) on your back|freckling on your back/i,
    how: 'use a mirror or ask someone to look at your back (a skin check with your GP also shows it)',
  },
  {
    matches: /\bPSA\b/,
    how: 'your latest PSA blood test result is on the pathology report from your GP (ask your GP or the pathology lab for the number, in ng/mL)',
  },
  {
    matches: /atypical hyperplasia|breast biopsies/i,
    how: 'your GP or your biopsy report says this',
    onlyByAsking: true,
  },
];

export type HowToFind = {
  /** How to find the value out, in lower case (to follow "If you don't know it: "). */
  how: string;
  /** A clinician's finding the person learns only by asking: not to be asked to "add" it. */
  onlyByAsking: boolean;
};

/**
 * How to find out an input named in `missingData` or an upgrade's inputs, when it comes from a
 * test or a clinician; undefined for an input the person can answer themselves.
 */
export function describeHowToFindInput(input: string): HowToFind | undefined {
  for (const { matches, how, onlyByAsking } of HOW_TO_FIND) {
    if (matches.test(input)) return { how, onlyByAsking: onlyByAsking === true };
  }
  return undefined;
}
