/**
 * Red flags: symptoms that need prompt medical attention, reported separately from scores and
 * plans and regardless of them. Advice follows Australian practice: call Triple Zero (000) for
 * emergencies, otherwise see a GP promptly. Wording is plain and does not diagnose.
 */
import type { RiskProfile, Symptom } from './profile.js';

export type RedFlagUrgency = 'emergency' | 'urgent' | 'prompt';

export type RedFlag = {
  symptom: Symptom;
  urgency: RedFlagUrgency;
  title: string;
  advice: string;
};

type RedFlagRule = Omit<RedFlag, 'symptom'>;

const RULES: Partial<Record<Symptom, RedFlagRule>> = {
  'chest-pain': {
    urgency: 'emergency',
    title: 'Chest pain',
    advice:
      'If you have chest pain or discomfort now, or it lasts more than 10 minutes, call Triple Zero (000). Otherwise see a GP as soon as possible.',
  },
  'sudden-weakness-or-speech-difficulty': {
    urgency: 'emergency',
    title: 'Sudden weakness, face drooping or speech difficulty',
    advice: 'These can be signs of a stroke (F.A.S.T.). Call Triple Zero (000) immediately.',
  },
  'coughing-blood': {
    urgency: 'urgent',
    title: 'Coughing up blood',
    advice:
      'See a GP within days. If it is more than a few streaks or you are short of breath, call Triple Zero (000).',
  },
  'shortness-of-breath': {
    urgency: 'urgent',
    title: 'Shortness of breath',
    advice:
      'See a GP soon. If breathlessness is severe, sudden, or comes with chest pain, call Triple Zero (000).',
  },
  'blood-in-stool': {
    urgency: 'prompt',
    title: 'Blood in your bowel motions',
    advice:
      'See a GP promptly for a check, even if you feel well or have done a bowel screening test.',
  },
  'unexplained-weight-loss': {
    urgency: 'prompt',
    title: 'Unexplained weight loss',
    advice: 'See a GP promptly: losing weight without trying needs a check.',
  },
  'blood-in-urine': {
    urgency: 'prompt',
    title: 'Blood in your urine',
    advice: 'See a GP promptly, even if it happened only once and there is no pain.',
  },
  'breast-lump': {
    urgency: 'prompt',
    title: 'A new breast lump or change',
    advice: 'See a GP promptly for an examination; do not wait for your next screening mammogram.',
  },
  'postmenopausal-bleeding': {
    urgency: 'prompt',
    title: 'Vaginal bleeding after menopause',
    advice: 'See a GP promptly: bleeding after menopause always needs a check.',
  },
  'persistent-cough': {
    urgency: 'prompt',
    title: 'A cough lasting more than 3 weeks',
    advice: 'See a GP: a cough that lasts more than 3 weeks needs a check.',
  },
  'changing-mole': {
    urgency: 'prompt',
    title: 'A new or changing mole or spot',
    advice: 'See a GP or skin clinic promptly for a skin check.',
  },
  'blurred-vision': {
    urgency: 'prompt',
    title: 'Blurred vision',
    advice:
      'See a GP or optometrist promptly. Sudden loss of vision is an emergency: call Triple Zero (000).',
  },
  'memory-problems': {
    urgency: 'prompt',
    title: 'Memory problems',
    advice: 'See a GP: many causes of memory problems are treatable.',
  },
};

const URGENCY_ORDER: Readonly<Record<RedFlagUrgency, number>> = {
  emergency: 0,
  urgent: 1,
  prompt: 2,
};

/** Extra combination: frequent urination with blurred vision or weight loss suggests high blood glucose. */
const GLUCOSE_COMBINATION: RedFlag = {
  symptom: 'frequent-urination',
  urgency: 'prompt',
  title: 'Frequent urination with blurred vision or weight loss',
  advice: 'These together can be signs of high blood glucose. See a GP promptly for a blood test.',
};

/** The red flags for a profile's symptoms, most urgent first. Independent of any score. */
export function findRedFlags(profile: RiskProfile): RedFlag[] {
  const symptoms = new Set(profile.symptoms ?? []);
  const flags: RedFlag[] = [];
  for (const symptom of symptoms) {
    const rule = RULES[symptom];
    if (rule !== undefined) flags.push({ symptom, ...rule });
  }
  if (
    symptoms.has('frequent-urination') &&
    (symptoms.has('blurred-vision') || symptoms.has('unexplained-weight-loss'))
  ) {
    flags.push(GLUCOSE_COMBINATION);
  }
  return flags.sort((a, b) => URGENCY_ORDER[a.urgency] - URGENCY_ORDER[b.urgency]);
}
