/**
 * `assessRisks(profile)`: one result per condition, in the spec's order. Each condition tries its
 * published models best-first; when none can run (missing inputs, outside the validated range) it
 * falls back to the tier C points score and says why in `notes` and `missingData`.
 */
import type { ConditionDefinition } from './conditions/catalogue.js';
import { CONDITIONS } from './conditions/catalogue.js';
import type { ConditionId } from './conditions/condition-names.js';
import {
  type DerivedFactors,
  calculateDerivedFactors,
  createExistingConditionTest,
  forgetListAnswers,
} from './conditions/derived-factors.js';
import { createPointsModelReference } from './conditions/model-reference.js';
import {
  createKeyFactorTexts,
  describeLipidOverride,
  listScoredItems,
} from './conditions/key-factor-text.js';
import { MODEL_METHODS, SUPPORTING_METHODS } from './conditions/methods/index.js';
import type {
  Method,
  ScoredMethod,
  SupportingMethod,
} from './conditions/methods/method-outcome.js';
import { decidePointsLevel, DEMOGRAPHIC_CAP_NOTE } from './conditions/points-completeness.js';
import { POINTS_FACTORS, VALUE_FACTOR_LABELS } from './conditions/points-factors.js';
import {
  type CompiledPointsFactors,
  compilePointsFactors,
  answerFactTests,
  listPointsKeyFactors,
  registerFactTest,
  scorePointsFactors,
} from './conditions/points-score.js';
import type {
  ConditionRisk,
  ModelReference,
  ResultUpgrade,
  RiskLevel,
  RiskThresholds,
} from './conditions/types.js';
import { MODEL_INFOS } from './models/index.js';
import { normalizeProfile } from './normalize-profile.js';
import { type RedFlag, findRedFlags } from './red-flags.js';
import { ENGINE_VERSION } from './version.js';
import type { RiskProfile } from './profile.js';

/** Level from a score and cut-offs: at or above `high` → high; at or above `moderate` → moderate. */
export function classifyRiskLevel(
  score: number,
  thresholds: Pick<RiskThresholds, 'high' | 'moderate'>,
): Exclude<RiskLevel, 'existing'> {
  if (score >= thresholds.high) return 'high';
  if (score >= thresholds.moderate) return 'moderate';
  return 'low';
}

/**
 * Inputs that another listed input already asks for: a part of it ("Height" of "Height and weight
 * (BMI)") or the same answer under a shorter name.
 */
const COVERED_INPUTS: ReadonlyMap<string, readonly string[]> = new Map([
  ['Systolic blood pressure', ['Blood pressure (systolic and diastolic)']],
  ['Diastolic blood pressure', ['Blood pressure (systolic and diastolic)']],
  ['Blood pressure', ['Blood pressure (systolic and diastolic)']],
  ['Total cholesterol', ['Total and HDL cholesterol']],
  ['HDL cholesterol', ['Total and HDL cholesterol']],
  ['Height', ['Height and weight (BMI)']],
  ['Weight', ['Height and weight (BMI)']],
  ['Cigarettes per day', ['Cigarettes per day and years smoked']],
  ['Years smoked', ['Cigarettes per day and years smoked']],
  // the points factors' names for what a model's missing input names in full
  ['Fasting glucose or HbA1c', ['Diabetes status (diagnosis, fasting glucose or HbA1c)']],
  ['eGFR', ['eGFR (kidney function)']],
]);

/** The missing inputs without those another listed input already asks for (issue 30). */
function dropCoveredInputs(missing: string[]): string[] {
  if (missing.length < 2) return missing;
  let out: string[] | undefined;
  for (const input of missing) {
    const covers = COVERED_INPUTS.get(input);
    if (covers !== undefined && covers.some((c) => missing.includes(c))) {
      out ??= missing.slice();
      out.splice(out.indexOf(input), 1);
    }
  }
  return out ?? missing;
}

/** What is worked out once per assessment and read by every condition. */
type AssessmentTexts = {
  /** Value factors' labels as the person's own values (key-factor-text.ts). */
  personalise: (labels: readonly string[]) => string[];
  /** The note when measured cholesterol overrides a ticked "high cholesterol", or undefined. */
  lipidNote: string | undefined;
};

function createAssessmentTexts(profile: RiskProfile, derived: DerivedFactors): AssessmentTexts {
  return {
    personalise: createKeyFactorTexts(profile, derived),
    lipidNote: describeLipidOverride(profile, derived),
  };
}

/** `first` then `second`, each value once, in first-seen order (a new array). */
function mergeUnique(first: readonly string[], second: readonly string[]): string[] {
  if (second.length === 0 && first.length < 2) return first.slice();
  const out: string[] = [];
  for (const v of first) if (!out.includes(v)) out.push(v);
  for (const v of second) if (!out.includes(v)) out.push(v);
  return out;
}

function createNotApplicable(
  def: ConditionDefinition,
  reason: string,
  step = 'Not applicable for your biological sex',
): ConditionRisk {
  return {
    conditionId: def.id,
    condition: def.name,
    category: def.category,
    applicable: false,
    notApplicableReason: reason,
    score: 0,
    scoreUnit: 'points',
    scoreRange: [0, 0],
    riskLevel: 'low',
    thresholds: def.thresholds,
    tier: def.tier,
    model: def.models[0] ?? createPointsModelReference(def.name),
    keyFactors: ['Not applicable'],
    missingData: [],
    calculationSteps: [
      {
        step,
        value: 'Not applicable',
        points: 0,
        runningTotal: 0,
      },
    ],
    notes: [],
  };
}

function createExisting(def: ConditionDefinition): ConditionRisk {
  return {
    conditionId: def.id,
    condition: def.name,
    category: def.category,
    applicable: true,
    score: 100,
    scoreUnit: 'points',
    scoreRange: [0, 100],
    riskLevel: 'existing',
    thresholds: def.thresholds,
    tier: 'D',
    model: {
      id: 'reported-existing',
      name: 'Condition you reported having',
      citation:
        'Self-reported diagnosis: a condition you told us you have is shown as existing.',
      horizonYears: null,
      horizon: 'Now',
    },
    keyFactors: ['You reported already having this condition'],
    missingData: [],
    calculationSteps: [{ step: 'Reported existing condition', value: 'yes' }],
    notes: [
      'Risk models predict new cases, so none is applied. The score is set to 100 (the top of the scale) because the condition is present; follow your care plan with your GP.',
    ],
  };
}

/** A condition result from the model that scored, after the skipped ones. */
function fromScored(
  def: ConditionDefinition,
  m: ScoredMethod,
  skippedMissing: string[],
  skippedNotes: string[],
  pointsKeyFactors: string[],
  pointsKeyFactorsUnique: boolean,
  texts: AssessmentTexts,
): ConditionRisk {
  // A points or questionnaire model lists the items it scored (they add up to its score); a
  // probability model is explained by the points factors that apply, in the person's values.
  const keyFactors =
    m.scoreUnit === 'points'
      ? listScoredItems(m.keyFactors, m.steps)
      : texts.personalise(
          m.keyFactors.length === 0 && pointsKeyFactorsUnique
            ? pointsKeyFactors
            : mergeUnique(m.keyFactors, pointsKeyFactors),
        );
  return {
    conditionId: def.id,
    condition: def.name,
    category: def.category,
    applicable: true,
    score: m.score,
    scoreUnit: m.scoreUnit,
    scoreRange: m.scoreRange,
    riskLevel: classifyRiskLevel(m.score, m.thresholds),
    thresholds: m.thresholds,
    tier: m.tier,
    model: m.model,
    keyFactors,
    // skippedMissing holds each input once already.
    missingData: dropCoveredInputs(
      m.missing.length === 0 ? skippedMissing : mergeUnique(skippedMissing, m.missing),
    ),
    calculationSteps: m.steps,
    notes: skippedNotes.length === 0 ? m.notes : skippedNotes.concat(m.notes),
  };
}

type ConditionPlan = {
  def: ConditionDefinition;
  /** The condition's tier C factors, scored from the assessment's shared test answers. */
  factors: CompiledPointsFactors;
  methods: readonly Method[];
  supporting: readonly SupportingMethod[];
  pointsModel: ModelReference;
  /** `notApplicableReason` for the other sex (unused when the condition applies to everyone). */
  notApplicableReason: string;
  /** Whether the user reports already having the condition (`hasExistingCondition`). */
  isExisting: (profile: RiskProfile) => boolean;
  /** Whether the points factors count cholesterol (for the note on a ticked diagnosis). */
  countsLipids: boolean;
};

const TYPE_1_DIABETES_REASON =
  'Not applicable: you reported type 1 diabetes, so the risk of type 2 diabetes is not estimated.';

const POINTS_NOTE =
  'Points score from published relative risks (tier C): a ranking aid, not a calibrated probability.';

/** Everything fixed per condition, resolved once at load. */
const PLANS: readonly ConditionPlan[] = CONDITIONS.map((def) => ({
  def,
  factors: compilePointsFactors(POINTS_FACTORS[def.id], registerFactTest),
  methods: MODEL_METHODS[def.id] ?? [],
  supporting: SUPPORTING_METHODS[def.id] ?? [],
  pointsModel: def.models[def.models.length - 1] ?? createPointsModelReference(def.name),
  notApplicableReason: `Not applicable: ${def.name} is assessed for ${def.sex === 'female' ? 'women' : 'men'} only.`,
  isExisting: createExistingConditionTest(def.id),
  countsLipids: POINTS_FACTORS[def.id].some((f) => f.label === VALUE_FACTOR_LABELS.lipids),
}));
const PLAN_BY_ID = new Map(PLANS.map((p) => [p.def.id, p]));

/** Assesses one condition (pass `derived` to reuse it across conditions). */
export function assessCondition(
  id: ConditionId,
  input: RiskProfile,
  derived?: DerivedFactors,
): ConditionRisk {
  const plan = PLAN_BY_ID.get(id);
  if (plan === undefined) throw new Error(`Unknown condition id: ${id}`);
  forgetListAnswers();
  try {
    const profile = normalizeProfile(input);
    const d = derived ?? calculateDerivedFactors(profile);
    return assessPlan(
      plan,
      profile,
      d,
      answerFactTests(profile, d),
      createAssessmentTexts(profile, d),
    );
  } finally {
    forgetListAnswers();
  }
}

function assessPlan(
  plan: ConditionPlan,
  profile: RiskProfile,
  derived: DerivedFactors,
  answers: readonly number[],
  texts: AssessmentTexts,
): ConditionRisk {
  const def = plan.def;
  const sexMissing = def.sex !== 'any' && profile.sex === undefined;
  if (def.sex !== 'any' && profile.sex !== undefined && profile.sex !== def.sex)
    return createNotApplicable(def, plan.notApplicableReason);
  if (
    def.id === 'type-2-diabetes' &&
    profile.diabetes === true &&
    profile.diabetesType === 'type-1'
  )
    return createNotApplicable(def, TYPE_1_DIABETES_REASON, 'Not applicable with type 1 diabetes');
  if (plan.isExisting(profile)) return createExisting(def);

  const result = scoreCondition(plan, profile, derived, answers, sexMissing, texts);
  for (const support of plan.supporting) {
    const extra = support(profile, derived);
    if (extra === null) continue;
    result.keyFactors.push(...extra.keyFactors);
    result.calculationSteps.push(...extra.steps);
    result.notes.push(...extra.notes);
  }
  return result;
}

const AGE_RANGE_BY_MODEL = new Map(MODEL_INFOS.map((info) => [info.name, info.ageRange] as const));

/**
 * Whether answering a skipped model's missing inputs could let it run: the person's age (when
 * known) is within the ages it was validated for. Sex-specific models are only planned for their
 * sex, and models without a recorded age range (definitions) pass.
 */
function fitsModel(modelName: string, profile: RiskProfile): boolean {
  const range = AGE_RANGE_BY_MODEL.get(modelName);
  const age = profile.age;
  return range === undefined || age === undefined || (age >= range[0] && age <= range[1]);
}

function scoreCondition(
  plan: ConditionPlan,
  profile: RiskProfile,
  derived: DerivedFactors,
  answers: readonly number[],
  sexMissing: boolean,
  texts: AssessmentTexts,
): ConditionRisk {
  const def = plan.def;
  const skippedMissing: string[] = sexMissing ? ['Biological sex'] : [];
  const skippedNotes: string[] = [];
  let upgrade: ResultUpgrade | undefined;
  for (const method of plan.methods) {
    const outcome = method(profile, derived);
    if (outcome.kind === 'scored') {
      const pointsKeyFactors = listPointsKeyFactors(plan.factors, answers);
      const unique = !plan.factors.hasRepeatedLabels;
      return fromScored(
        def,
        outcome,
        skippedMissing,
        skippedNotes,
        pointsKeyFactors,
        unique,
        texts,
      );
    }
    for (const input of outcome.missing) {
      if (!skippedMissing.includes(input)) skippedMissing.push(input);
    }
    skippedNotes.push(outcome.modelName + ' not used: ' + outcome.reason);
    if (
      upgrade === undefined &&
      outcome.missing.length > 0 &&
      fitsModel(outcome.modelName, profile)
    ) {
      upgrade = { model: outcome.modelName, inputs: [...outcome.missing] };
    }
  }

  // No model could run: the tier C points score (notes: skipped models first, then the caveat).
  const points = scorePointsFactors(plan.factors, answers);
  skippedNotes.push(POINTS_NOTE);
  const level = decidePointsLevel(plan.factors, answers, points.score, def.thresholds, upgrade);
  if (level.capped) skippedNotes.push(DEMOGRAPHIC_CAP_NOTE);
  if (plan.countsLipids && texts.lipidNote !== undefined) skippedNotes.push(texts.lipidNote);
  const risk: ConditionRisk = {
    conditionId: def.id,
    condition: def.name,
    category: def.category,
    applicable: true,
    score: points.score,
    scoreUnit: 'points',
    scoreRange: [0, points.maxScore],
    riskLevel: level.riskLevel,
    thresholds: def.thresholds,
    tier: 'C',
    model: plan.pointsModel,
    keyFactors: texts.personalise(
      plan.factors.hasRepeatedLabels ? mergeUnique(points.keyFactors, []) : points.keyFactors,
    ),
    missingData: dropCoveredInputs(
      skippedMissing.length === 0 ? points.missing : mergeUnique(skippedMissing, points.missing),
    ),
    calculationSteps: points.steps,
    notes: skippedNotes,
  };
  // added after rather than spread in, which would copy the whole object
  if (upgrade !== undefined) risk.upgrade = upgrade;
  if (level.levelPending !== undefined) risk.levelPending = level.levelPending;
  return risk;
}

/** Assesses all 35 conditions, in the spec's order. Pure: same profile, same result. */
export function assessRisks(input: RiskProfile): ConditionRisk[] {
  forgetListAnswers();
  try {
    const profile = normalizeProfile(input);
    const derived = calculateDerivedFactors(profile);
    const answers = answerFactTests(profile, derived);
    const texts = createAssessmentTexts(profile, derived);
    const risks: ConditionRisk[] = [];
    for (const plan of PLANS) risks.push(assessPlan(plan, profile, derived, answers, texts));
    return risks;
  } finally {
    forgetListAnswers();
  }
}

/** Everything the API stores for one assessment: scores, red flags and the engine version. */
export type RiskAssessment = {
  engineVersion: string;
  risks: ConditionRisk[];
  redFlags: RedFlag[];
};

/** `assessRisks` plus the separate red-flag list and `ENGINE_VERSION`, in one call. */
export function assessProfile(profile: RiskProfile): RiskAssessment {
  return {
    engineVersion: ENGINE_VERSION,
    risks: assessRisks(profile),
    redFlags: findRedFlags(profile),
  };
}
