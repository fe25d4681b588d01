import {
  listNumberOptions,
  type FieldCondition,
  type FieldDefinition,
  type FieldOption,
  type SelectFieldDefinition,
} from './field-definitions.js';
import { defineBirthAndBiopsyFields } from './history-questions.js';
import { WOMENS_HEALTH_RANGES } from './womens-health-schema.js';

const PREFER_NOT: FieldOption = { value: 'prefer_not_to_say', label: 'Prefer not to say' };

/** A women's-health select: each whole number of its range (§5), then the extra choices. */
function defineNumberSelect(
  name: keyof typeof WOMENS_HEALTH_RANGES,
  prefix: string,
  id: string,
  label: string,
  extra: readonly FieldOption[],
  storedAsText: readonly string[],
  showWhen: FieldCondition | undefined,
): SelectFieldDefinition {
  const { min, max } = WOMENS_HEALTH_RANGES[name];
  const options = [...listNumberOptions(min, max), ...extra];
  return {
    kind: 'select',
    name: `${prefix}${name}`,
    id,
    label,
    options,
    numeric: { storedAsText },
    ...(showWhen ? { showWhen } : {}),
  };
}

/** Age at first period and number of pregnancies (§5 selects). */
export function defineMenarcheAndPregnancyFields(
  prefix = '',
  showWhen?: FieldCondition,
): SelectFieldDefinition[] {
  return [
    defineNumberSelect(
      'ageAtFirstPeriod',
      prefix,
      'first-period',
      'Age at first period',
      [PREFER_NOT],
      [PREFER_NOT.value],
      showWhen,
    ),
    defineNumberSelect(
      'numberOfPregnancies',
      prefix,
      'pregnancies',
      'Number of pregnancies',
      [{ value: '11+', label: '11 or more' }, PREFER_NOT],
      ['11+', PREFER_NOT.value],
      showWhen,
    ),
  ];
}

/** Age at menopause; 'not applicable' and 'prefer not to say' store nothing (§5). */
export function defineMenopauseAgeField(
  prefix = '',
  showWhen?: FieldCondition,
): SelectFieldDefinition {
  return defineNumberSelect(
    'ageAtMenopause',
    prefix,
    'menopause-age',
    'Age at menopause',
    [{ value: 'not_applicable', label: 'Not applicable' }, PREFER_NOT],
    [],
    showWhen,
  );
}

/**
 * The Gail model's reproductive questions in the order a form asks them: first period,
 * pregnancies, first live birth, breast biopsies (issue 31 adds the last two to every variant).
 */
export function defineReproductiveFields(
  prefix = '',
  showWhen?: FieldCondition,
): FieldDefinition[] {
  return [
    ...defineMenarcheAndPregnancyFields(prefix, showWhen),
    ...defineBirthAndBiopsyFields(prefix, showWhen),
  ];
}
