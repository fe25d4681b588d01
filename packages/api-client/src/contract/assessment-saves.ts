import {
  CreateAssessmentBodySchema,
  UpdateAssessmentBodySchema,
  type CreateAssessmentBody,
  type CreateAssessmentBodyInput,
  type UpdateAssessmentBody,
  type UpdateAssessmentBodyInput,
} from '@healthscreen/assessment-schema';
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Request bodies: the variant's answers (validated by assessment-schema) plus save options
//
// Apart from the response schemas (assessments.ts): checking a body builds every variant's answer
// schemas, which a page that only reads assessments (the results page) does not need.

/** The monotonic save counter a client sends with every auto-save. */
export const RevisionSchema = z
  .int({ error: 'revision must be a whole number' })
  .nonnegative({ error: 'revision must be 0 or more' })
  .max(2_147_483_647, { error: 'revision is too large' });

/**
 * The save options the API reads besides the answers (the answers themselves are checked with
 * assessment-schema's Create/Update schemas, which strip these keys). Checked first: a bad
 * `revision` is the 400 even when the answers are wrong too.
 */
export const AssessmentSaveOptionsSchema = z.looseObject({
  revision: RevisionSchema.optional(),
  /** POST only: keep the answers as the variant's draft (incomplete answers allowed, no scores). */
  draft: z.boolean().optional(),
  /** PUT only: finish a draft (required answers checked, scores computed). */
  complete: z.boolean().optional(),
});

/** POST /api/assessments: a finished assessment of any variant (`revision` optional, default 0). */
export type CreateAssessmentRequest = CreateAssessmentBodyInput & { revision?: number };
/** POST /api/assessments with `draft: true` (added by the caller): the variant's one draft. */
export type SaveDraftRequest = UpdateAssessmentBodyInput & { revision?: number };
/** PUT /api/assessments/{id}: auto-save; `complete: true` finishes a draft. */
export type UpdateAssessmentRequest = UpdateAssessmentBodyInput & {
  revision?: number;
  complete?: boolean;
};

/** POST /api/assessments with `draft: true`: what a draft save sends. */
export type CreateDraftRequest = SaveDraftRequest & { draft: true };

/** POST /api/assessments once checked: the save options and the parsed answers. */
export type CreateAssessmentSave =
  | { draft: false; revision: number | undefined; answers: CreateAssessmentBody }
  | { draft: true; revision: number | undefined; answers: UpdateAssessmentBody };

/**
 * POST /api/assessments body: the save options, then the answers — a finished assessment's
 * (assessment-schema's Create schema: the variant's required answers must be given) or, with
 * `draft: true`, the variant's draft (the Update schema: incomplete answers allowed). A failed
 * check reports assessment-schema's own issues, whose messages name the field ('Age is required').
 */
export const CreateAssessmentRequestSchema = z
  // the static input type: what a client sends (checked at run time by the steps below)
  .custom<CreateAssessmentRequest | CreateDraftRequest>()
  .pipe(AssessmentSaveOptionsSchema)
  .transform((body, ctx): CreateAssessmentSave => {
    const revision = body.revision;
    if (body.draft === true) {
      const draft = UpdateAssessmentBodySchema.safeParse(body);
      if (draft.success) return { draft: true, revision, answers: draft.data };
      for (const issue of draft.error.issues) ctx.addIssue({ ...issue });
      return z.NEVER;
    }
    const finished = CreateAssessmentBodySchema.safeParse(body);
    if (finished.success) return { draft: false, revision, answers: finished.data };
    for (const issue of finished.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  });

/**
 * PUT /api/assessments/{id} once checked: the save options and the answers as sent. How the
 * answers are checked depends on the stored assessment, so the API does it after loading it: a
 * body without `variant` is of the stored one's variant, and `complete: true` on a draft needs the
 * required answers (Create schema) where every other save takes incomplete ones (Update schema).
 */
export interface UpdateAssessmentSave {
  revision: number | undefined;
  complete: boolean;
  answers: Record<string, unknown>;
}

/** PUT /api/assessments/{id} body: the save options checked, the answers handed on as sent. */
export const UpdateAssessmentRequestSchema = z
  // the static input type: what a client sends (the answers are checked by the API, see above)
  .custom<UpdateAssessmentRequest>()
  .pipe(AssessmentSaveOptionsSchema)
  .transform((body): UpdateAssessmentSave => ({
    revision: body.revision,
    complete: body.complete === true,
    answers: body,
  }));

/** 409 details when a save carries an older revision than the stored one. */
export const RevisionConflictDetailsSchema = z.object({
  currentRevision: z.int().nonnegative(),
});
export type RevisionConflictDetails = z.infer<typeof RevisionConflictDetailsSchema>;
