import { getErrorMessage, type Assessment } from '@healthscreen/api-client';
import {
  createEmptyEssentialForm,
  ESSENTIAL_FORM_SECTIONS,
  EssentialFormSchema,
  getAutoSaveDelayMs,
  listMissingEssentialFields,
  type EssentialForm as EssentialFormValues,
  type EssentialFormInput,
} from '@healthscreen/assessment-schema';
import { Button } from '@healthscreen/ui-kit/button';
import { Card, CardContent, CardHeader, CardTitle } from '@healthscreen/ui-kit/card';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type Path } from 'react-hook-form';

import {
  getFirstErrorMessage,
  showInvalidAnswersToast,
} from '../assessment-fields/invalid-answers-toast.ts';
import { toast } from '../../lib/toast.ts';
import { RequiredFieldsDialog } from '../assessment-fields/assessment-dialogs.tsx';
import { createFieldBinding } from '../assessment-fields/field-binding.ts';
import { FieldList } from '../assessment-fields/field-list.tsx';
import { useDraftSaver } from './use-draft-saver.ts';

export interface EssentialFormProps {
  /**
   * The assessment being edited, of any variant (see `getEssentialFormStart`). Edits auto-save to
   * it (PUT, 3 s after a yes/no change, 1 s after any other) and the final submit updates it (the
   * server rescores it; a survey or wizard assessment becomes an essential one and keeps its
   * original answers); with none, the submit creates one.
   */
  assessmentId?: string | null;
  /** Its current revision (auto-saves count on from it); omit to let the server number them. */
  initialRevision?: number;
  /** The answers to start from (see `getEssentialFormStart`). */
  initialAnswers?: EssentialFormValues;
  /** Called with the saved, rescored assessment after the final submit. */
  onCompleted: (assessment: Assessment) => void;
  /** Text of the submit button. */
  submitLabel?: string;
  /**
   * Auto-save as an essential draft while there is no assessment yet (a first-time user's
   * answers survive a reload; `assessmentId` is then the draft's id, or null before the first
   * save). Without it, changes auto-save only to an existing assessment.
   */
  saveAsDraft?: boolean;
  /** The sections' heading level: h2 on a page of its own, h3 (default) under a page's h2. */
  sectionHeadingLevel?: 'h2' | 'h3';
}

function Section({
  title,
  level,
  children,
}: {
  title: string;
  level: 'h2' | 'h3';
  children: ReactNode;
}) {
  const id = `essential-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle id={id} as={level} className="text-lg">
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-6">{children}</CardContent>
      </Card>
    </section>
  );
}

/**
 * The essential single-page questionnaire (2-assessment.md §2, §3.3, §4): every section on one
 * page, auto-save to an existing assessment, the missing-fields dialog, then save and
 * `onCompleted`. Used standalone at /assessment?variant=essential and embedded in the results
 * page as "Update your answers".
 */
export function EssentialForm({
  assessmentId = null,
  initialRevision,
  initialAnswers,
  onCompleted,
  submitLabel = 'Save and See My Results',
  saveAsDraft = false,
  sectionHeadingLevel = 'h3',
}: EssentialFormProps) {
  const saver = useDraftSaver(
    'essential',
    assessmentId === null ? null : { id: assessmentId, revision: initialRevision ?? 0 },
    { sendRevision: initialRevision !== undefined },
  );
  const form = useForm<EssentialFormInput, unknown, EssentialFormValues>({
    resolver: zodResolver(EssentialFormSchema),
    defaultValues: initialAnswers ?? createEmptyEssentialForm(),
  });
  const watched = form.watch();
  const parsed = EssentialFormSchema.safeParse(watched);
  const answers = parsed.success ? parsed.data : (watched as EssentialFormValues);
  const [missing, setMissing] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const binding = createFieldBinding({
    idPrefix: 'essential',
    values: answers,
    errors: form.formState.errors,
    biologicalSex: answers.biologicalSex,
    write: (name, value) => {
      // a definition's name is a plain string (form-fields.test.ts in assessment-schema checks it)
      form.setValue(name as Path<EssentialFormInput>, value, { shouldDirty: true });
      // auto-save to the assessment (§4), or to the first-time user's draft (issue 31)
      if (assessmentId !== null || saveAsDraft) {
        saver.schedule(form.getValues(), getAutoSaveDelayMs(value));
      }
    },
  });

  const submit = form.handleSubmit(
    async (values) => {
      const required = listMissingEssentialFields(values);
      if (required.length > 0) return setMissing(required);
      setSaving(true);
      try {
        onCompleted(await saver.submit(values));
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Could not save your answers',
          description: getErrorMessage(error, 'Please check your connection and try again.'),
        });
      } finally {
        setSaving(false);
      }
    },
    (errors) => showInvalidAnswersToast(getFirstErrorMessage(errors)),
  );

  return (
    <form
      noValidate
      aria-label="Essential health questionnaire"
      className="space-y-6"
      onSubmit={(event) => void submit(event)}
    >
      {ESSENTIAL_FORM_SECTIONS.map((section) => (
        <Section key={section.title} title={section.title} level={sectionHeadingLevel}>
          {section.intro !== undefined && <p className="text-sm text-slate-700">{section.intro}</p>}
          <FieldList
            fields={section.fields}
            binding={binding}
            rowClassName="grid gap-6 sm:grid-cols-2"
          />
        </Section>
      ))}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </div>
      <RequiredFieldsDialog
        missing={missing}
        onClose={() => setMissing([])}
        description="Please answer these questions before saving:"
      />
    </form>
  );
}
