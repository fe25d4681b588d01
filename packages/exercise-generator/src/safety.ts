/**
 * How injuries and medical limitations change a plan. Each rule names the exercises and exercise
 * types it leaves out (as lower-case words matched whole in an exercise's name), what to do
 * instead, and the guidance the plan then carries in `safetyGuidelines` and `modificationTips`.
 *
 * Sources: the exercise-adaptation advice of Exercise & Sports Science Australia (ESSA) fact
 * sheets, the Royal Australian and New Zealand College of Obstetricians and Gynaecologists'
 * exercise-in-pregnancy guidance, Asthma Australia, Diabetes Australia and Healthy Bones
 * Australia; summarised in the README. A wellness tool's defaults, not an individual prescription.
 */
import type { Injury } from './types.js';

export type SafetyRule = {
  /** Lower-case words: an exercise or type whose name contains one (as whole words) is left out. */
  avoid: readonly string[];
  /** Shown in safetyGuidelines. */
  guideline: string;
  /** Shown in modificationTips. */
  tip: string;
  /** Cap the intensity at moderate (no vigorous work). */
  capIntensity?: boolean;
};

export const INJURY_RULES: Readonly<Record<Injury, SafetyRule>> = {
  'Lower back pain': {
    avoid: ['deadlifts', 'sit-ups', 'rowing', 'kettlebell swings', 'hiit'],
    guideline:
      'Lower back pain: no deadlifts, sit-ups, rowing, kettlebell swings or HIIT in this plan.',
    tip: 'Lower back pain: core work is bird dog, glute bridges and forearm side holds; keep the spine neutral and stop if pain spreads into a leg.',
  },
  'Knee pain or injury': {
    avoid: [
      'running',
      'jogging',
      'lunges',
      'step-ups',
      'hiit',
      'team sports',
      'dancing',
      'skipping',
      'squats',
    ],
    guideline:
      'Knee pain: no running, jogging, lunges, step-ups, squats, jumping or team sports in this plan.',
    tip: 'Knee pain: cardio is cycling or swimming; leg strength is glute bridges, sit-to-stand from a high chair and straight-leg raises, in a pain-free range.',
  },
  'Shoulder injury': {
    avoid: ['overhead press', 'push-ups', 'chest press', 'swimming', 'rowing', 'pull-ups'],
    guideline:
      'Shoulder injury: no overhead pressing, push-ups, chest presses, pull-ups, swimming or rowing in this plan.',
    tip: 'Shoulder injury: keep the arms below shoulder height; lower-body strength and walking or cycling carry the plan while the shoulder recovers.',
  },
  'Neck pain': {
    avoid: ['overhead press', 'sit-ups', 'swimming'],
    guideline: 'Neck pain: no overhead pressing, sit-ups or swimming in this plan.',
    tip: 'Neck pain: keep the chin tucked and the head in line with the spine; dead bug replaces sit-ups.',
  },
  'Hip pain': {
    avoid: ['running', 'jogging', 'lunges', 'deadlifts', 'hiit', 'skipping'],
    guideline: 'Hip pain: no running, jogging, lunges, deadlifts, skipping or HIIT in this plan.',
    tip: 'Hip pain: cycling and swimming are the cardio; strengthen with glute bridges and side-lying leg raises in a pain-free range.',
  },
  'Ankle or foot injury': {
    avoid: [
      'running',
      'jogging',
      'walking',
      'lunges',
      'step-ups',
      'calf raises',
      'hiit',
      'team sports',
      'dancing',
      'skipping',
    ],
    guideline:
      'Ankle or foot injury: no running, walking workouts, lunges, step-ups, calf raises, jumping, dancing or team sports in this plan.',
    tip: 'Ankle or foot injury: cardio is cycling, swimming or the rowing machine; strength work is done seated or lying down.',
  },
  'Wrist or hand injury': {
    avoid: ['push-ups', 'plank', 'chest press', 'rowing', 'kettlebell swings', 'pull-ups'],
    guideline:
      'Wrist or hand injury: no push-ups, planks on the hands, chest presses, pull-ups, kettlebells or rowing in this plan.',
    tip: 'Wrist or hand injury: forearm side holds replace planks; leg and core work need no grip.',
  },
  'Elbow pain': {
    avoid: ['push-ups', 'chest press', 'rows', 'pull-ups', 'rowing'],
    guideline: 'Elbow pain: no push-ups, chest presses, rows, pull-ups or rowing in this plan.',
    tip: 'Elbow pain: train the legs and core; reintroduce arm work with light bands once gripping is pain-free.',
  },
  Arthritis: {
    avoid: ['running', 'jogging', 'hiit', 'skipping', 'lunges'],
    guideline:
      'Arthritis: no running, jogging, skipping, lunges or HIIT in this plan; low-impact movement helps arthritic joints.',
    tip: 'Arthritis: some discomfort during exercise is normal, but pain that lasts more than 2 hours afterwards means do less next time.',
    capIntensity: true,
  },
  'Recent surgery': {
    avoid: [
      'deadlifts',
      'overhead press',
      'sit-ups',
      'hiit',
      'running',
      'team sports',
      'rowing',
      'kettlebell swings',
    ],
    guideline:
      'Recent surgery: only start once your surgeon or GP has cleared you to exercise; no heavy lifting, sit-ups, running, rowing or HIIT in this plan.',
    tip: 'Recent surgery: start with the shortest sessions and add time only when the previous week felt easy.',
    capIntensity: true,
  },
  Pregnancy: {
    avoid: ['sit-ups', 'deadlifts', 'hiit', 'team sports', 'skipping', 'plank'],
    guideline:
      'Pregnancy: no sit-ups, planks, heavy lifting, jumping, HIIT or contact sports in this plan; avoid lying flat on your back after the first trimester. Check with your midwife, obstetrician or GP.',
    tip: 'Pregnancy: you should be able to talk while exercising; stop with bleeding, dizziness, chest pain, calf swelling or contractions.',
    capIntensity: true,
  },
};

/** Free-text medical limitations: a keyword (lower case) → the rule it brings. */
export const MEDICAL_LIMITATION_RULES: readonly {
  keywords: readonly string[];
  label: string;
  rule: SafetyRule;
}[] = [
  {
    keywords: ['asthma'],
    label: 'Asthma',
    rule: {
      avoid: [],
      guideline:
        'Asthma: keep your reliever inhaler with you and use your asthma action plan; a longer, gradual warm-up lowers the chance of exercise-induced symptoms.',
      tip: 'Asthma: in cold or dry air, exercise indoors or cover your mouth and nose.',
    },
  },
  {
    keywords: ['heart', 'angina', 'cardiac'],
    label: 'Heart condition',
    rule: {
      avoid: ['hiit', 'interval running', 'skipping'],
      guideline:
        'Heart condition: talk to your GP before starting vigorous exercise; no HIIT or intervals in this plan.',
      tip: 'Heart condition: stop at once with chest pain, unusual breathlessness, dizziness or palpitations.',
      capIntensity: true,
    },
  },
  {
    keywords: ['blood pressure', 'hypertension'],
    label: 'High blood pressure',
    rule: {
      avoid: ['deadlifts', 'overhead press', 'hiit'],
      guideline:
        'High blood pressure: no heavy lifting, overhead pressing or HIIT in this plan; never hold your breath while lifting.',
      tip: 'High blood pressure: breathe out on the effort and use lighter weights with more repetitions.',
      capIntensity: true,
    },
  },
  {
    keywords: ['diabetes', 'diabetic'],
    label: 'Diabetes',
    rule: {
      avoid: [],
      guideline:
        'Diabetes: if you use insulin or a sulfonylurea, check your glucose before and after exercise and carry fast-acting carbohydrate.',
      tip: 'Diabetes: check your feet after exercise and wear well-fitting shoes.',
    },
  },
  {
    keywords: ['osteoporosis', 'osteopenia'],
    label: 'Osteoporosis',
    rule: {
      avoid: ['sit-ups', 'deadlifts'],
      guideline:
        'Osteoporosis: no sit-ups or loaded forward bending in this plan; weight-bearing and strength exercise help bones.',
      tip: 'Osteoporosis: bend from the hips with a straight back, and add balance work to prevent falls.',
    },
  },
  {
    keywords: ['arthritis'],
    label: 'Arthritis',
    rule: INJURY_RULES.Arthritis,
  },
  {
    keywords: ['pregnan'],
    label: 'Pregnancy',
    rule: INJURY_RULES.Pregnancy,
  },
  {
    keywords: ['back'],
    label: 'Back problem',
    rule: INJURY_RULES['Lower back pain'],
  },
  {
    keywords: ['knee'],
    label: 'Knee problem',
    rule: INJURY_RULES['Knee pain or injury'],
  },
];

/** A rule with the name of what brought it (the injury, or the limitation's label). */
export type LabelledSafetyRule = { label: string; rule: SafetyRule };

/**
 * The rules that apply to these injuries and free-text limitations, each once, in a stable
 * order, each with the label of the first answer that brought it (e.g. 'Knee pain or injury',
 * 'High blood pressure').
 */
export function collectLabelledSafetyRules(
  injuries: readonly Injury[],
  medicalLimitations: readonly string[],
): LabelledSafetyRule[] {
  const rules: LabelledSafetyRule[] = [];
  const add = (label: string, rule: SafetyRule) => {
    if (!rules.some((entry) => entry.rule === rule)) rules.push({ label, rule });
  };
  for (const injury of injuries) add(injury, INJURY_RULES[injury]);
  const text = medicalLimitations.join('\n').toLowerCase();
  for (const { keywords, label, rule } of MEDICAL_LIMITATION_RULES) {
    if (keywords.some((keyword) => text.includes(keyword))) add(label, rule);
  }
  return rules;
}

/** The rules that apply to these injuries and free-text limitations, each once, in a stable order. */
export function collectSafetyRules(
  injuries: readonly Injury[],
  medicalLimitations: readonly string[],
): SafetyRule[] {
  return collectLabelledSafetyRules(injuries, medicalLimitations).map((entry) => entry.rule);
}

/** "knee pain or injury and high blood pressure": the labels as one phrase, in lower case. */
export function joinSafetyLabels(labels: readonly string[]): string {
  const words = labels.map((label) => label.toLowerCase());
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** Safe movements that fill a strength session when injuries leave out too many. */
export const SAFE_MOVEMENTS = [
  'Glute bridges',
  'Bird dog',
  'Dead bug',
  'Seated leg extensions',
  'Side-lying leg raises',
  'Forearm side holds',
  'Seated marching',
] as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** True when `name` contains one of the words (whole words, any letter case). */
export function isExcludedExercise(name: string, avoid: readonly string[]): boolean {
  return avoid.some((word) =>
    new RegExp(`(^|[^a-z])${escapeRegExp(word)}($|[^a-z])`, 'i').test(name),
  );
}
