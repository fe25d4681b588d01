/**
 * The catalogue of the 35 selectable conditions: the spec's exact names, dashboard category, sex
 * applicability, best evidence tier, the methods used (best first, the tier C points score last)
 * and the spec's high/moderate thresholds (2-assessment.md §9) for the points score.
 */
import { AUSDRISK_INFO } from '../models/ausdrisk.js';
import { CAIDE_INFO } from '../models/caide.js';
import { CCRAT_INFO } from '../models/ccrat.js';
import { CHARGE_AF_INFO } from '../models/charge-af.js';
import { CKD_PC_INFO } from '../models/ckd-pc.js';
import { COPD_PS_INFO } from '../models/copd-ps.js';
import { FRAMINGHAM_CLAUDICATION_INFO } from '../models/framingham-claudication.js';
import { FRAMINGHAM_HYPERTENSION_INFO } from '../models/framingham-hypertension.js';
import { FRAMINGHAM_STROKE_INFO } from '../models/framingham-stroke.js';
import { GAD2_INFO } from '../models/gad2.js';
import { ORAI_INFO } from '../models/orai.js';
import { OST_INFO } from '../models/ost.js';
import { PHQ2_INFO } from '../models/phq2.js';
import { STOP_BANG_INFO } from '../models/stop-bang.js';
import { FATTY_LIVER_INDEX_INFO } from '../models/fatty-liver-index.js';
import { FINDRISC_INFO } from '../models/findrisc.js';
import { FRAMINGHAM_2008_BMI_INFO, FRAMINGHAM_2008_INFO } from '../models/framingham-2008.js';
import { GAIL_INFO } from '../models/gail.js';
import { MRAT_INFO } from '../models/mrat.js';
import type { ModelInfo } from '../models/model-result.js';
import { NLCSP_INFO } from '../models/nlcsp.js';
import { PCPTRC_INFO } from '../models/pcptrc.js';
import { PLCOM2012_INFO } from '../models/plcom2012.js';
import { POOLED_COHORT_INFO } from '../models/pooled-cohort.js';
import { PREVENT_INFO } from '../models/prevent.js';
import { QTHROMBOSIS_INFO } from '../models/qthrombosis.js';
import {
  CONDITION_IDS,
  CONDITION_CATEGORIES,
  CONDITION_NAME_BY_ID,
  type ConditionId,
  type ConditionName,
  SEX_SPECIFIC_CONDITIONS,
} from './condition-names.js';
import { createPointsModelReference, toModelReference } from './model-reference.js';
import { METABOLIC_SYNDROME_DEFINITION } from './metabolic-syndrome.js';
import { POINTS_FACTORS } from './points-factors.js';
import type {
  DashboardCategory,
  EvidenceTier,
  ModelReference,
  RiskThresholds,
  SexApplicability,
} from './types.js';

export type ConditionDefinition = {
  id: ConditionId;
  name: ConditionName;
  category: DashboardCategory;
  sex: SexApplicability;
  /** The best tier this condition can reach (a result may fall back to a lower tier). */
  tier: EvidenceTier;
  /** A lower best tier for one sex, when the validated model applies to the other sex only. */
  tierBySex?: Partial<Record<'male' | 'female', EvidenceTier>>;
  /** Methods in the order they are tried; the last is always the tier C points score. */
  models: readonly ModelReference[];
  /** Published tools shown alongside the score without setting it (e.g. OST for osteoporosis). */
  supportingModels: readonly ModelReference[];
  /** The spec's high/moderate thresholds, applied to the tier C points score. */
  thresholds: RiskThresholds;
  /** Profile inputs used by any of the methods (for documentation). */
  inputs: readonly string[];
};

const SPEC = "HealthScreen's level thresholds for this score";
const SPEC_DEFAULT = "HealthScreen's default level thresholds for points scores";

type Entry = {
  tier: EvidenceTier;
  /** A lower best tier for one sex (see ConditionDefinition.tierBySex). */
  tierBySex?: Partial<Record<'male' | 'female', EvidenceTier>>;
  models?: readonly (ModelInfo | ModelReference)[];
  /** Tools shown alongside the score that do not set it. */
  supporting?: readonly ModelReference[];
  /** [high, moderate] from the spec; undefined = the spec's default 8/4. */
  spec?: readonly [number, number, string];
};

const ENTRIES: Record<ConditionId, Entry> = {
  'cardiovascular-disease': {
    tier: 'B',
    models: [PREVENT_INFO, POOLED_COHORT_INFO, FRAMINGHAM_2008_INFO, FRAMINGHAM_2008_BMI_INFO],
    spec: [12, 6, 'Cardiovascular Disease'],
  },
  'type-2-diabetes': {
    tier: 'A',
    models: [AUSDRISK_INFO, FINDRISC_INFO],
    spec: [10, 5, 'Type 2 Diabetes'],
  },
  hypertension: {
    tier: 'B',
    models: [FRAMINGHAM_HYPERTENSION_INFO],
    spec: [12, 6, 'Hypertension'],
  },
  stroke: { tier: 'B', models: [FRAMINGHAM_STROKE_INFO] },
  'breast-cancer': {
    tier: 'B',
    models: [GAIL_INFO],
    spec: [12, 6, 'Breast'],
  },
  'colorectal-cancer': {
    tier: 'B',
    models: [CCRAT_INFO],
    spec: [12, 6, 'Colorectal'],
  },
  'lung-cancer': {
    tier: 'B',
    models: [PLCOM2012_INFO, toModelReference(NLCSP_INFO, 'rule')],
    spec: [15, 8, 'Lung Cancer'],
  },
  'prostate-cancer': { tier: 'B', models: [PCPTRC_INFO], spec: [10, 5, 'Prostate'] },
  depression: {
    tier: 'B',
    models: [toModelReference(PHQ2_INFO, 'screener')],
    spec: [12, 6, 'Depression'],
  },
  'anxiety-disorders': {
    tier: 'B',
    models: [toModelReference(GAD2_INFO, 'screener')],
    spec: [8, 4, 'Anxiety'],
  },
  'alzheimers-disease': {
    tier: 'B',
    models: [CAIDE_INFO],
    spec: [10, 5, 'Dementia'],
  },
  // One validated model per sex (methods/index.ts): women ORAI (higher = more risk, cut-off 9);
  // men OST with Adler 2003's cut-offs (an index where lower = more risk; the result's score is its
  // category, 0 low to 2 high). For women OST is shown alongside with its screening cut-off (its
  // women's bands disagree between sources). MORES (Shepherd 2007) was not added: its points per
  // band could not be confirmed from a reachable source.
  osteoporosis: {
    tier: 'B',
    models: [toModelReference(ORAI_INFO, 'screener'), toModelReference(OST_INFO, 'screener')],
    supporting: [toModelReference(OST_INFO, 'screener')],
  },
  'chronic-kidney-disease': {
    tier: 'B',
    models: [CKD_PC_INFO],
    spec: [10, 5, 'Chronic Kidney Disease'],
  },
  'liver-disease': { tier: 'B', models: [FATTY_LIVER_INDEX_INFO], spec: [8, 4, 'Liver'] },
  copd: {
    tier: 'B',
    models: [toModelReference(COPD_PS_INFO, 'screener')],
    spec: [10, 5, 'COPD'],
  },
  asthma: { tier: 'C', spec: [9, 5, 'Asthma'] },
  'rheumatoid-arthritis': { tier: 'C', spec: [9, 5, 'Rheumatoid Arthritis'] },
  osteoarthritis: { tier: 'C', spec: [8, 4, 'Osteoarthritis'] },
  'thyroid-disease': { tier: 'C', spec: [6, 3, 'Thyroid'] },
  'atrial-fibrillation': {
    tier: 'B',
    models: [CHARGE_AF_INFO],
    spec: [12, 6, 'Atrial Fibrillation'],
  },
  'deep-vein-thrombosis': { tier: 'B', models: [QTHROMBOSIS_INFO] },
  'peripheral-artery-disease': { tier: 'B', models: [FRAMINGHAM_CLAUDICATION_INFO] },
  'heart-failure': {
    tier: 'B',
    models: [PREVENT_INFO],
    spec: [10, 5, 'Heart Failure'],
  },
  'metabolic-syndrome': { tier: 'D', models: [METABOLIC_SYNDROME_DEFINITION] },
  'sleep-apnea': {
    tier: 'B',
    models: [toModelReference(STOP_BANG_INFO, 'screener')],
  },
  gout: { tier: 'C' },
  'inflammatory-bowel-disease': { tier: 'C' },
  'celiac-disease': { tier: 'C' },
  'skin-cancer': { tier: 'B', models: [MRAT_INFO], spec: [8, 4, 'Melanoma'] },
  'pancreatic-cancer': { tier: 'C', spec: [10, 5, 'Pancreatic'] },
  'ovarian-cancer': {
    tier: 'C',
    spec: [9, 5, 'Ovarian'],
  },
  'cervical-cancer': {
    tier: 'C',
    spec: [8, 4, 'Cervical'],
  },
  'endometrial-cancer': {
    tier: 'C',
    spec: [8, 4, 'Endometrial'],
  },
  'bladder-cancer': { tier: 'C', spec: [8, 4, 'Bladder'] },
  'kidney-cancer': { tier: 'C', spec: [8, 4, 'Kidney'] },
};

function isModelInfo(value: ModelInfo | ModelReference): value is ModelInfo {
  return 'ageRange' in value;
}

function describeInputs(id: ConditionId): string[] {
  const needs = new Set<string>();
  for (const f of POINTS_FACTORS[id]) needs.add(f.needs);
  return [...needs];
}

/** The 35 conditions, in the spec's order. */
export const CONDITIONS: readonly ConditionDefinition[] = CONDITION_IDS.map((id) => {
  const entry = ENTRIES[id];
  const name = CONDITION_NAME_BY_ID[id];
  const [high, moderate, specName] = entry.spec ?? [8, 4, undefined];
  return {
    id,
    name,
    category: CONDITION_CATEGORIES[id],
    sex: SEX_SPECIFIC_CONDITIONS[id] ?? 'any',
    tier: entry.tier,
    ...(entry.tierBySex === undefined ? {} : { tierBySex: entry.tierBySex }),
    models: [
      ...(entry.models ?? []).map((m) => (isModelInfo(m) ? toModelReference(m) : m)),
      createPointsModelReference(name),
    ],
    supportingModels: entry.supporting ?? [],
    thresholds: {
      high,
      moderate,
      source: specName === undefined ? SPEC_DEFAULT : `${SPEC} ("${specName}" ${high}/${moderate})`,
    },
    inputs: describeInputs(id),
  };
});

const BY_ID = new Map(CONDITIONS.map((c) => [c.id, c]));

/** The catalogue entry of a condition. */
export function getConditionDefinition(id: ConditionId): ConditionDefinition {
  const found = BY_ID.get(id);
  if (found === undefined) throw new Error(`Unknown condition id: ${id}`);
  return found;
}
