import type { Report, ReportCvdGuideline, ReportMeasurement } from '@healthscreen/api-client';
import { toInlineFrequency } from '@healthscreen/risk-engine';

/**
 * "Questions for your GP": generated from a report's results by the rules below, one table, read
 * top to bottom. Each rule says when it asks and what; the questions come out in the table's order
 * (red flags first), without repeats. Only what the report shows is read: a condition the access
 * level locks never reaches these rules, so no question names it.
 */

/**
 * What the rules read: the report's red flags, the conditions it shows (high first, with their
 * missing data even when a summary leaves it out), their screening plan and the national programs.
 */
export type GpQuestionInput = Pick<
  Report,
  'redFlags' | 'conditions' | 'screening' | 'nationalPrograms'
> &
  Partial<Pick<Report, 'measurements' | 'cvdGuideline'>>;

export interface GpQuestionRule {
  id:
    | 'red-flag'
    | 'measured-value'
    | 'existing-condition'
    | 'high-risk'
    | 'cvd-guideline'
    | 'missing-number'
    | 'national-program';
  /** When the rule asks, in words (printed nowhere; it documents the rule). */
  when: string;
  ask: (input: GpQuestionInput) => string[];
}

/**
 * Numbers a clinic or a blood test gives, which the simpler (tier C and D) results lack most
 * often: what the person does not know, and the test that tells them. `matches` reads the
 * engine's missing-data names ("Total cholesterol", "Fasting glucose or HbA1c", "eGFR", …).
 */
export const CLINIC_NUMBERS = [
  {
    matches: /cholesterol|lipid/i,
    /** The measured values that answer it: a number entered is never asked about. */
    measured: ['totalCholesterol', 'hdlCholesterol', 'ldlCholesterol'],
    unknown: 'my cholesterol',
    test: 'a cholesterol (lipid) blood test',
  },
  {
    matches: /blood pressure|systolic|diastolic/i,
    measured: ['bloodPressure'],
    unknown: 'my blood pressure',
    test: 'a blood pressure check',
  },
  {
    matches: /glucose|hba1c/i,
    measured: ['fastingGlucose', 'hba1c'],
    unknown: 'my blood glucose',
    test: 'an HbA1c or fasting glucose test',
  },
  {
    matches: /egfr|kidney function/i,
    measured: ['egfr'],
    unknown: 'my kidney function (eGFR)',
    test: 'a kidney function blood test',
  },
] as const;

/** A model's name as a sentence can carry it: "AUSDRISK", "HealthScreen points score". */
export function shortenModelName(modelName: string): string {
  if (modelName.startsWith('HealthScreen points score')) return 'HealthScreen points score';
  const cut = modelName.indexOf(' (');
  return cut > 0 ? modelName.slice(0, cut) : modelName;
}

/** "a, b and c". */
function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A red flag's title as the person says it ("Blood in your urine" → "Blood in my urine"). */
function inFirstPerson(text: string): string {
  return text.replace(/\byour\b/g, 'my').replace(/\bYour\b/g, 'My');
}

/** Tests a measured value already answers (a check for a number the person entered). */
const MEASURED_TESTS = [...CLINIC_NUMBERS, { matches: /waist/i, measured: ['waist'] }] as const;

/** Whether a screening test only measures what the person already entered. */
function isAnsweredByMeasurement(test: string, measured: ReadonlySet<string>): boolean {
  return MEASURED_TESTS.some(
    (number) => number.matches.test(test) && number.measured.some((key) => measured.has(key)),
  );
}

/** What to ask about the checks the screening plan lists for a condition. */
function askAboutChecks(
  tests: readonly string[] | undefined,
  measured: ReadonlySet<string>,
): string {
  const real = (tests ?? []).filter((test) => !test.startsWith('Review with your GP'));
  const open = real.filter((test) => !isAnsweredByMeasurement(test, measured));
  if (real.length > 0 && open.length === 0) {
    return 'Given my numbers above, what should be checked or treated next?';
  }
  if (open.length === 0) return 'What should I watch for, and is any check worth doing?';
  return `Should I have ${open.length === 1 ? 'this check' : 'any of these checks'}: ${open.join('; ')}?`;
}

/** A label inside a sentence: "Fasting glucose" → "fasting glucose"; "HbA1c", "eGFR" kept. */
function inSentence(label: string): string {
  return /^[A-Z][a-z]*(?=\s|$)/.test(label)
    ? `${label.charAt(0).toLowerCase()}${label.slice(1)}`
    : label;
}

/** What to ask about a measured value outside its healthy band. */
function askAboutMeasurement(measurement: ReportMeasurement): string {
  const entered = measurement.entered ? `, entered as ${measurement.entered}` : '';
  const said = `My ${inSentence(measurement.label)} was ${measurement.value}${entered}: ${measurement.reading}.`;
  if (measurement.key === 'bloodPressure' && measurement.value.includes('medicine')) {
    return `${said} Should my treatment be reviewed?`;
  }
  if (measurement.key === 'bloodPressure') {
    return `${said} Should it be confirmed with repeat or home readings?`;
  }
  return `${said} What follow-up does it need?`;
}

/** The guideline's high-risk rules the answers meet, as a list ("a; b"). */
function listMetRules(guideline: ReportCvdGuideline): string[] {
  return guideline.highRiskRules.filter((rule) => rule.status === 'met').map((rule) => rule.rule);
}

export const GP_QUESTION_RULES: readonly GpQuestionRule[] = [
  {
    id: 'red-flag',
    when: 'A symptom that needs medical attention was reported (each red flag, most urgent first).',
    ask: ({ redFlags }) =>
      redFlags.map(
        (flag) =>
          `I reported this symptom: ${inFirstPerson(flag.title)}. How soon should it be checked, and what should I watch for?`,
      ),
  },
  {
    id: 'measured-value',
    when: 'A value the person entered is outside its healthy band (its Australian threshold).',
    ask: ({ measurements = [] }) =>
      measurements.filter((m) => m.flag !== 'in-range').map(askAboutMeasurement),
  },
  {
    id: 'existing-condition',
    when: 'A condition the person said a doctor has diagnosed.',
    ask: ({ conditions }) =>
      conditions
        .filter((condition) => condition.riskLevel === 'existing')
        .map(
          (condition) =>
            `I have ${condition.condition} (already diagnosed). Is my monitoring and treatment up to date?`,
        ),
  },
  {
    id: 'high-risk',
    when: 'A condition came out high: its model and score, and the checks its screening plan lists.',
    ask: ({ conditions, screening, measurements = [] }) =>
      conditions
        .filter((condition) => condition.riskLevel === 'high')
        .map((condition) => {
          const plan = screening.find((item) => item.disease === condition.condition);
          return `My ${condition.condition} risk came out high (${shortenModelName(condition.modelName)}, ${condition.scoreText}). ${askAboutChecks(plan?.tests, new Set(measurements.map((m) => m.key)))}`;
        }),
  },
  {
    id: 'cvd-guideline',
    when: 'No known CVD: the 2023 Australian guideline finds high risk without a calculation, or the person is of an age it assesses.',
    ask: ({ cvdGuideline }) => {
      if (!cvdGuideline || cvdGuideline.knownCvd) return [];
      const met = listMetRules(cvdGuideline);
      if (met.length > 0) {
        return [
          `The Australian cardiovascular guideline counts me at high risk without a calculation (${met.join('; ')}). What treatment does that mean for me?`,
        ];
      }
      if (cvdGuideline.inAssessmentAges !== true) return [];
      return [
        'Could you work out my 5-year cardiovascular risk with the Australian calculator (Aus CVD Risk)?',
      ];
    },
  },
  {
    id: 'missing-number',
    when: 'A result from a simpler score (tier C or D) lacks a number a clinic or blood test gives, and the person entered no such number.',
    ask: ({ conditions, measurements = [] }) =>
      CLINIC_NUMBERS.flatMap((number) => {
        const known = measurements.some((m) =>
          (number.measured as readonly string[]).includes(m.key),
        );
        if (known) return [];
        const lacking = conditions.filter(
          (condition) =>
            (condition.tier === 'C' || condition.tier === 'D') &&
            condition.riskLevel !== 'existing' &&
            condition.missingData.some((item) => number.matches.test(item)),
        );
        if (lacking.length === 0) return [];
        const names = joinAnd(lacking.map((condition) => condition.condition));
        const results = lacking.length === 1 ? 'result was' : 'results were';
        return [
          `I don't know ${number.unknown}: should I have ${number.test}? (My ${names} ${results} estimated without it.)`,
        ];
      }),
  },
  {
    id: 'national-program',
    when: 'The person is eligible for an Australian national screening program.',
    ask: ({ nationalPrograms }) =>
      nationalPrograms
        .filter((program) => program.eligible === true)
        .map(
          (program) =>
            `Am I up to date with ${program.name.startsWith('National') ? 'the ' : ''}${program.name} (${toInlineFrequency(program.interval)})?`,
        ),
  },
];

/** The questions for the GP, rule by rule (the table's order), each once. */
export function listGpQuestions(input: GpQuestionInput): string[] {
  return [...new Set(GP_QUESTION_RULES.flatMap((rule) => rule.ask(input)))];
}
