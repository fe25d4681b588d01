import { isFieldShown, type FieldDefinition } from '@healthscreen/assessment-schema';

import { AssessmentField } from './assessment-field.tsx';
import type { FieldBinding } from './field-binding.ts';

export interface FieldListProps {
  fields: readonly FieldDefinition[];
  binding: FieldBinding;
  /** Classes of a row of questions shown side by side. */
  rowClassName: string;
}

/** The questions of a section, card or step in order, each shown while its condition holds. */
export function FieldList({ fields, binding, rowClassName }: FieldListProps) {
  return fields.map((field, index) => {
    if (!isFieldShown(field.showWhen, binding.read)) return null;
    if (field.kind !== 'row') {
      const key = field.kind === 'flags' ? field.id : field.name;
      return <AssessmentField key={key} field={field} binding={binding} />;
    }
    return (
      <div key={`row-${index}`} className={rowClassName}>
        <FieldList fields={field.fields} binding={binding} rowClassName={rowClassName} />
      </div>
    );
  });
}
