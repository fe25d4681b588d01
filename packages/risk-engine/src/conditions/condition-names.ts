/**
 * The 35 selectable conditions: ids and the spec's exact display names, in the spec's order
 * (1-product.md §3). This is the single source of truth for disease names across the product.
 */

/** Stable kebab-case ids of the 35 conditions, in the spec's order. */
export const CONDITION_IDS = [
  'cardiovascular-disease',
  'type-2-diabetes',
  'hypertension',
  'stroke',
  'breast-cancer',
  'colorectal-cancer',
  'lung-cancer',
  'prostate-cancer',
  'depression',
  'anxiety-disorders',
  'alzheimers-disease',
  'osteoporosis',
  'chronic-kidney-disease',
  'liver-disease',
  'copd',
  'asthma',
  'rheumatoid-arthritis',
  'osteoarthritis',
  'thyroid-disease',
  'atrial-fibrillation',
  'deep-vein-thrombosis',
  'peripheral-artery-disease',
  'heart-failure',
  'metabolic-syndrome',
  'sleep-apnea',
  'gout',
  'inflammatory-bowel-disease',
  'celiac-disease',
  'skin-cancer',
  'pancreatic-cancer',
  'ovarian-cancer',
  'cervical-cancer',
  'endometrial-cancer',
  'bladder-cancer',
  'kidney-cancer',
] as const;

export type ConditionId = (typeof CONDITION_IDS)[number];

/** The spec's exact display names, keyed by id. */
export const CONDITION_NAME_BY_ID = {
  'cardiovascular-disease': 'Cardiovascular Disease',
  'type-2-diabetes': 'Type 2 Diabetes',
  hypertension: 'Hypertension',
  stroke: 'Stroke',
  'breast-cancer': 'Breast Cancer',
  'colorectal-cancer': 'Colorectal Cancer',
  'lung-cancer': 'Lung Cancer',
  'prostate-cancer': 'Prostate Cancer',
  depression: 'Depression',
  'anxiety-disorders': 'Anxiety Disorders',
  'alzheimers-disease': "Alzheimer's Disease",
  osteoporosis: 'Osteoporosis',
  'chronic-kidney-disease': 'Chronic Kidney Disease',
  'liver-disease': 'Liver Disease',
  copd: 'COPD',
  asthma: 'Asthma',
  'rheumatoid-arthritis': 'Rheumatoid Arthritis',
  osteoarthritis: 'Osteoarthritis',
  'thyroid-disease': 'Thyroid Disease',
  'atrial-fibrillation': 'Atrial Fibrillation',
  'deep-vein-thrombosis': 'Deep Vein Thrombosis',
  'peripheral-artery-disease': 'Peripheral Artery Disease',
  'heart-failure': 'Heart Failure',
  'metabolic-syndrome': 'Metabolic Syndrome',
  'sleep-apnea': 'Sleep Apnea',
  gout: 'Gout',
  'inflammatory-bowel-disease': 'Inflammatory Bowel Disease',
  'celiac-disease': 'Celiac Disease',
  'skin-cancer': 'Skin Cancer',
  'pancreatic-cancer': 'Pancreatic Cancer',
  'ovarian-cancer': 'Ovarian Cancer',
  'cervical-cancer': 'Cervical Cancer',
  'endometrial-cancer': 'Endometrial Cancer',
  'bladder-cancer': 'Bladder Cancer',
  'kidney-cancer': 'Kidney Cancer',
} as const satisfies Record<ConditionId, string>;

export type ConditionName = (typeof CONDITION_NAME_BY_ID)[ConditionId];

/**
 * The conditions assessed for one biological sex only; every other applies to everyone. Kept here,
 * beside the names, so a screen that only lists conditions need not load the catalogue's models.
 */
export const SEX_SPECIFIC_CONDITIONS: Readonly<Partial<Record<ConditionId, 'female' | 'male'>>> = {
  'breast-cancer': 'female',
  'prostate-cancer': 'male',
  'ovarian-cancer': 'female',
  'cervical-cancer': 'female',
  'endometrial-cancer': 'female',
};

/** Dashboard categories (3-results-and-plans.md §9). */
export type DashboardCategory = 'Brain' | 'Heart' | 'Liver' | 'Kidney' | 'Bone' | 'Immune System';

/**
 * Each condition's dashboard category (3-results-and-plans.md §9; cancers without an organ category
 * are under Immune System). Kept beside the names, like the sex rule, so the dashboard maths need
 * not load the catalogue and every model with it.
 */
export const CONDITION_CATEGORIES: Readonly<Record<ConditionId, DashboardCategory>> = {
  'cardiovascular-disease': 'Heart',
  'type-2-diabetes': 'Liver',
  hypertension: 'Heart',
  stroke: 'Brain',
  'breast-cancer': 'Immune System',
  'colorectal-cancer': 'Liver',
  'lung-cancer': 'Immune System',
  'prostate-cancer': 'Kidney',
  depression: 'Brain',
  'anxiety-disorders': 'Brain',
  'alzheimers-disease': 'Brain',
  osteoporosis: 'Bone',
  'chronic-kidney-disease': 'Kidney',
  'liver-disease': 'Liver',
  copd: 'Immune System',
  asthma: 'Immune System',
  'rheumatoid-arthritis': 'Bone',
  osteoarthritis: 'Bone',
  'thyroid-disease': 'Immune System',
  'atrial-fibrillation': 'Heart',
  'deep-vein-thrombosis': 'Heart',
  'peripheral-artery-disease': 'Heart',
  'heart-failure': 'Heart',
  'metabolic-syndrome': 'Heart',
  'sleep-apnea': 'Brain',
  gout: 'Kidney',
  'inflammatory-bowel-disease': 'Liver',
  'celiac-disease': 'Liver',
  'skin-cancer': 'Immune System',
  'pancreatic-cancer': 'Liver',
  'ovarian-cancer': 'Immune System',
  'cervical-cancer': 'Immune System',
  'endometrial-cancer': 'Immune System',
  'bladder-cancer': 'Kidney',
  'kidney-cancer': 'Kidney',
};

/** The 35 names exactly as the spec lists them, in the spec's order. */
export const CONDITION_NAMES: readonly ConditionName[] = CONDITION_IDS.map(
  (id) => CONDITION_NAME_BY_ID[id],
);

const ID_BY_NAME = new Map<string, ConditionId>(
  CONDITION_IDS.map((id) => [CONDITION_NAME_BY_ID[id].toLowerCase(), id]),
);

/** True when the value is one of the 35 condition ids. */
export function isConditionId(value: unknown): value is ConditionId {
  return typeof value === 'string' && (CONDITION_IDS as readonly string[]).includes(value);
}

/** The display name of a condition id. */
export function getConditionName(id: ConditionId): ConditionName {
  return CONDITION_NAME_BY_ID[id];
}

/** The id for a display name (case-insensitive), or undefined when it is not one of the 35. */
export function findConditionIdByName(name: string): ConditionId | undefined {
  return ID_BY_NAME.get(name.trim().toLowerCase());
}
