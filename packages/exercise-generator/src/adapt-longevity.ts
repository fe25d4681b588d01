/**
 * A longevity program for a person with injuries or conditions: the same safety rules as the AI
 * wizard (safety.ts, from ESSA, Heart Foundation and the other sources named there) are applied to
 * the program. A cardio activity that a rule rules out (or a hard one, when a rule or a high heart
 * risk caps the intensity) becomes steady low-impact cardio; a strength movement that a rule
 * rules out is swapped for a safe one. Every swap is listed with its reason, and what cannot be
 * adapted (the Advanced program's overall load) is said as a warning.
 */
import { GP_VIGOROUS_EXERCISE_ADVICE } from './choices.js';
import { needsGpAdvice } from './generate.js';
import { getLongevityProgram, programItems, toActivity, type ProgramItem } from './longevity.js';
import {
  collectLabelledSafetyRules,
  isExcludedExercise,
  joinSafetyLabels,
  SAFE_MOVEMENTS,
  type LabelledSafetyRule,
} from './safety.js';
import type {
  Activity,
  Injury,
  LongevityLevel,
  LongevityProgram,
  RiskInput,
  Weekday,
} from './types.js';

/** One swap: on `day`, `from` became `to`, because of `because` (the injury or condition). */
export type LongevityChange = { day: Weekday; from: string; to: string; because: string };

export type LongevityAdaptation = {
  program: LongevityProgram;
  /** The injuries and conditions taken into account (empty: the program is unchanged). */
  adaptedFor: string[];
  changes: LongevityChange[];
  /** Guidance to read before starting (the rules' guidelines, GP advice, the level's load). */
  warnings: string[];
};

export type AdaptOptions = {
  injuries?: readonly Injury[];
  /** Free-text limitations, as the AI wizard takes them (e.g. 'high blood pressure'). */
  medicalLimitations?: readonly string[];
  /** The latest risk results; a high heart risk caps the intensity, as in the AI wizard. */
  risks?: readonly RiskInput[];
};

/** A cardio option's name in a plan, by the safety word it is matched with. */
const CARDIO_NAMES: Readonly<Record<string, string>> = {
  walking: 'Brisk walk',
  jogging: 'Jog',
  cycling: 'Cycling',
  swimming: 'Swimming',
  rowing: 'Rowing',
  running: 'Run',
};

/** Steady cardio to fall back on, lowest impact first. */
const SAFE_CARDIO = ['cycling', 'swimming', 'walking', 'rowing'] as const;
const LAST_RESORT_CARDIO = 'Seated cardio (arm and leg marching)';
/** Moves a capped intensity leaves out of a hard strength session. */
const EXPLOSIVE_MOVES = ['kettlebell swings', 'jump squats', 'burpees'];
const HEART_RISK_LABEL = 'High heart risk';

type Rules = {
  labelled: readonly LabelledSafetyRule[];
  capped: boolean;
  capLabel: string | undefined;
};

/** The first rule (its label) that rules out `word`, or undefined when none does. */
function ruledOutBy(word: string, rules: Rules): string | undefined {
  return rules.labelled.find(({ rule }) => isExcludedExercise(word, rule.avoid))?.label;
}

function adaptCardio(item: ProgramItem, rules: Rules): { item: ProgramItem; because?: string } {
  const options = item.options ?? [item.name];
  const blocked = options.map((option) => ruledOutBy(option, rules));
  const hardAndCapped = item.vigorous === true && rules.capped;
  if (blocked.every((label) => label === undefined) && !hardAndCapped) return { item };
  const because = blocked.find((label) => label !== undefined) ?? rules.capLabel ?? '';
  const own = options.filter((option, index) => blocked[index] === undefined);
  const choice = [...own, ...SAFE_CARDIO].find(
    (option) => CARDIO_NAMES[option] !== undefined && ruledOutBy(option, rules) === undefined,
  );
  const name = choice ? (CARDIO_NAMES[choice] ?? LAST_RESORT_CARDIO) : LAST_RESORT_CARDIO;
  return {
    item: {
      name: hardAndCapped && own.includes(choice ?? '') ? `Steady ${name.toLowerCase()}` : name,
      type: 'cardio',
      minutes: item.minutes,
      description: `Steady, moderate effort: you can talk in full sentences (in place of ${item.name.toLowerCase()}).`,
      options: choice ? [choice] : [],
    },
    because,
  };
}

function adaptStrength(
  item: ProgramItem,
  rules: Rules,
): { item: ProgramItem; swaps: { from: string; to: string; because: string }[] } {
  const movements = item.movements ?? [];
  const swaps: { from: string; to: string; because: string }[] = [];
  const easier = item.vigorous === true && rules.capped;
  // a capped intensity also rules out the fast, explosive moves of a hard session
  const blockedBy = (movement: string) =>
    ruledOutBy(movement, rules) ??
    (easier && isExcludedExercise(movement, EXPLOSIVE_MOVES) ? rules.capLabel : undefined);
  const used = new Set(movements.filter((movement) => blockedBy(movement) === undefined));
  const spare = SAFE_MOVEMENTS.filter(
    (movement) => !used.has(movement) && blockedBy(movement) === undefined,
  );
  const next = movements.map((movement) => {
    const because = blockedBy(movement);
    if (because === undefined) return movement;
    const to = spare.shift() ?? 'Seated marching';
    swaps.push({ from: movement, to, because });
    return to;
  });
  if (easier) {
    swaps.push({
      from: `${item.name}: ${item.sets ?? ''}`,
      to: 'lighter weights, 2-3 sets of 12-15',
      because: rules.capLabel ?? '',
    });
  }
  const sets = easier
    ? '2-3 sets of 12-15 with lighter weights, breathing out on the effort'
    : (item.sets ?? '');
  return { item: { ...item, movements: [...new Set(next)], sets, vigorous: false }, swaps };
}

function collectRules(options: AdaptOptions): Rules & { gpAdvice: boolean } {
  const labelled = collectLabelledSafetyRules(
    options.injuries ?? [],
    options.medicalLimitations ?? [],
  );
  const gpAdvice = needsGpAdvice(options.risks ?? []);
  const capRule = labelled.find(({ rule }) => rule.capIntensity === true);
  const capLabel = capRule?.label ?? (gpAdvice ? HEART_RISK_LABEL : undefined);
  return { labelled, capped: capLabel !== undefined, capLabel, gpAdvice };
}

function adaptDay(
  items: readonly ProgramItem[],
  day: Weekday,
  level: LongevityLevel,
  rules: Rules,
  changes: LongevityChange[],
): Activity[] {
  return items.map((item) => {
    if (item.type === 'cardio') {
      const adapted = adaptCardio(item, rules);
      if (adapted.because !== undefined) {
        changes.push({ day, from: item.name, to: adapted.item.name, because: adapted.because });
      }
      return toActivity(adapted.item, level);
    }
    if (item.type === 'strength') {
      const adapted = adaptStrength(item, rules);
      for (const swap of adapted.swaps) changes.push({ day, ...swap });
      return toActivity(adapted.item, level);
    }
    return toActivity(item, level);
  });
}

/**
 * The program of `level` with the person's injuries, limitations and heart risk taken into
 * account. Without any, it is the program as it is (and `adaptedFor` is empty).
 */
export function adaptLongevityProgram(
  level: LongevityLevel,
  options: AdaptOptions = {},
): LongevityAdaptation {
  const program = getLongevityProgram(level);
  const rules = collectRules(options);
  const adaptedFor = [
    ...rules.labelled.map((entry) => entry.label),
    ...(rules.gpAdvice ? [HEART_RISK_LABEL] : []),
  ];
  if (adaptedFor.length === 0) return { program, adaptedFor, changes: [], warnings: [] };

  const changes: LongevityChange[] = [];
  const days = programItems(level);
  const dailyTasks = program.dailyTasks.map((task, index) => {
    const items = days[index];
    if (task.restDay || !items) return task;
    return { ...task, activities: adaptDay(items, task.day, level, rules, changes) };
  });
  const warnings = [
    ...(rules.gpAdvice ? [GP_VIGOROUS_EXERCISE_ADVICE] : []),
    ...rules.labelled.map(({ rule }) => rule.guideline),
    ...(rules.capped && level === 'advanced'
      ? [
          `The Advanced program is about 420 minutes a week: with ${joinSafetyLabels([rules.capLabel ?? ''])}, talk to your GP first, or start with the Beginner or Intermediate program.`,
        ]
      : []),
  ];
  const summary =
    changes.length === 0
      ? `Checked for ${joinSafetyLabels(adaptedFor)}: nothing needed changing.`
      : `Adapted for ${joinSafetyLabels(adaptedFor)}: ${changes.length} ${changes.length === 1 ? 'change' : 'changes'} (${[...new Set(changes.map((change) => change.from.toLowerCase()))].join(', ')} swapped for safer options).`;
  return {
    program: { ...program, description: `${program.description} ${summary}`, dailyTasks },
    adaptedFor,
    changes,
    warnings,
  };
}
