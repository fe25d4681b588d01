import { createHash } from 'node:crypto';

import {
  AssessmentListResponseSchema,
  ORIGINAL_ANSWERS_KEY,
  OriginalAnswersSchema,
  type AssessmentAccess,
  type LatestAssessmentQuery,
  type CreateAssessmentSave,
  type OriginalAnswers,
  type UpdateAssessmentSave,
} from '@healthscreen/api-client';
import type { AccessLevel } from '@healthscreen/domain-policy';
import {
  CreateAssessmentBodySchema,
  groupEssentialFormIntoSections,
  mapAnswersToProfile,
  UpdateAssessmentBodySchema,
  type CreateAssessmentBody,
  type UpdateAssessmentBody,
} from '@healthscreen/assessment-schema';
import { assessProfile, buildRecommendations, type ConditionRisk } from '@healthscreen/risk-engine';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';

import type { AssessmentRow, AssessmentStoredSummary, Database } from '../../db/database.js';
import { resolveAccessLevel } from '@healthscreen/domain-policy';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { SessionUser } from '../../plugins/session-store.js';
import { createSubscriptionExpiredError } from '../../lib/write-access.js';
import {
  chooseInitialSelection,
  findDiseaseSelection,
  insertDiseaseSelectionIfNone,
} from '../disease-selection/index.js';
import { accessKey, describeAccess } from './access.js';
import {
  deleteUserAssessment,
  findLatestAssessmentVersion,
  findUserAssessment,
  findUserAssessmentsByIds,
  readUserAssessment,
  readUserAssessmentVersion,
  findUserDraft,
  insertAssessment,
  listUserAssessmentSummaries,
  storeMissingSummary,
  updateAssessment,
  type AssessmentStatus,
  type AssessmentSummaryRow,
  type AssessmentVersionRow,
  type WithSelection,
  type AssessmentWrite,
} from './repository.js';
import { JsonText } from '../../lib/compression.js';
import { createAssessmentListCache, ListedRows, type AssessmentListCache } from './list-cache.js';
import { renderAssessmentJson, stringifyRisks } from './render.js';
import { markBuiltNow } from './recommendations.js';
import { createResultCache, type CachedResult } from './result-cache.js';
import { summarizeSave, toApiSummary } from './summary.js';

export const ASSESSMENT_NOT_FOUND_MESSAGE = 'Assessment not found';

/** GET /api/assessments/latest when there is none (a first visit is not an error). */
const NO_LATEST_JSON = '{"assessment":null}';

/** Both bodies parse to the same shape; the create schema only adds its own checks. */
type ParsedAnswers = CreateAssessmentBody;

/** A stale save: the stored revision is newer (or the same revision carried other answers). */
export function createRevisionConflictError(currentRevision: number): AppError {
  return new AppError({
    statusCode: 409,
    code: 'REVISION_CONFLICT',
    message: `This assessment already has a newer save (revision ${currentRevision}). Reload it before saving again.`,
    details: { currentRevision },
  });
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot be one of the user's assessments (404, not a DB error). */
export function isUuid(id: string): boolean {
  return UUID_PATTERN.test(id);
}

export function createNotFoundError(): AppError {
  return new AppError({
    statusCode: 404,
    code: 'NOT_FOUND',
    message: ASSESSMENT_NOT_FOUND_MESSAGE,
  });
}

/** zod issues → 400 naming the field (assessment-schema's messages name it: 'Age must be …'). */
function toValidationError(error: z.ZodError): AppError {
  const details = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = details[0];
  return new AppError({
    statusCode: 400,
    code: 'VALIDATION_ERROR',
    message: first ? first.message : 'Invalid assessment',
    details,
  });
}

function parseWith<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw toValidationError(parsed.error);
  return parsed.data;
}

/** The stored `responses`: wizard sections, essential sections (§3.2), survey flat answers. */
function toResponses(answers: ParsedAnswers): Record<string, unknown> {
  const { variant: _variant, ...rest } = answers;
  if (answers.variant === 'essential') {
    return groupEssentialFormIntoSections(answers);
  }
  return rest;
}

/**
 * Scores and recommendations from the answers, always on the server with the risk-engine (the
 * client's scores and recommendations are ignored).
 */
function scoreAnswers(answers: ParsedAnswers) {
  const profile = mapAnswersToProfile(answers);
  const assessment = assessProfile(profile);
  const recommendations = markBuiltNow(
    buildRecommendations({ profile, risks: assessment.risks, redFlags: assessment.redFlags }),
  );
  return { ...assessment, recommendations };
}

function hashAnswers(answers: ParsedAnswers, status: AssessmentStatus): string {
  return createHash('sha256').update(JSON.stringify({ status, answers })).digest('base64url');
}

function buildWrite(
  answers: ParsedAnswers,
  status: AssessmentStatus,
  revision: number,
  completedAt: Date | null,
): AssessmentWrite {
  const bodyHash = hashAnswers(answers, status);
  const responses = toResponses(answers);
  if (status === 'draft') {
    return {
      status,
      revision,
      bodyHash,
      responses,
      riskScores: [],
      riskTexts: [],
      redFlags: [],
      engineVersion: null,
      completedAt: null,
      summary: summarizeSave(answers.variant, responses, []),
      recommendations: null,
    };
  }
  const { engineVersion, risks, redFlags, recommendations } = scoreAnswers(answers);
  return {
    status,
    revision,
    bodyHash,
    responses,
    riskScores: risks,
    riskTexts: stringifyRisks(risks),
    redFlags,
    engineVersion,
    completedAt,
    summary: summarizeSave(answers.variant, responses, risks),
    recommendations,
  };
}

/** An essential save that keeps the survey or wizard answers it was converted from. */
function keepOriginalAnswers(write: AssessmentWrite, original: OriginalAnswers): void {
  write.responses = { ...write.responses, [ORIGINAL_ANSWERS_KEY]: original };
  write.summary = summarizeSave('essential', write.responses, write.riskScores as ConditionRisk[]);
}

/**
 * An essential-form edit of a completed survey or wizard assessment ("Update your answers" on
 * its results page, 2-assessment.md §4: edits auto-save to the latest assessment whatever its
 * variant). The same row (same id, createdAt and revision counter) becomes an essential
 * assessment scored from the essential answers, so its results page refreshes in place and every
 * reader of `responses` (health dashboard, the essential form itself) sees one consistent shape.
 * Nothing is lost: the survey or wizard answers are kept unchanged under
 * {@link ORIGINAL_ANSWERS_KEY}, including the answers the essential form does not ask, and later
 * essential saves carry them forward. Drafts are never converted (each belongs to its page).
 */
function isEssentialEditOfOtherVariant(existing: AssessmentRow, body: unknown): boolean {
  return (
    existing.status === 'complete' &&
    existing.variant !== 'essential' &&
    typeof body === 'object' &&
    body !== null &&
    (body as { variant?: unknown }).variant === 'essential'
  );
}

/** The original answers a converted assessment keeps (or, on its conversion, the row's own). */
function readOriginalAnswers(existing: AssessmentRow): OriginalAnswers | undefined {
  if (existing.variant !== 'essential') {
    return { variant: existing.variant, responses: existing.responses };
  }
  const kept = OriginalAnswersSchema.safeParse(existing.responses[ORIGINAL_ANSWERS_KEY]);
  return kept.success ? kept.data : undefined;
}

/** Answers a body without `variant` as the stored row's variant (the spec's PUT has none). */
function withVariant(body: unknown, variant: AssessmentRow['variant']): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return 'variant' in body ? body : { ...body, variant };
}

type RevisionDecision =
  { kind: 'apply'; revision: number } | { kind: 'same' } | { kind: 'conflict' };

/**
 * Auto-save ordering: no revision → next one (last writer wins); newer → apply; the same
 * revision with the same answers → already stored (answer the same); anything else → 409.
 */
export function decideRevision(
  stored: { revision: number; bodyHash: string },
  incoming: { revision: number | undefined; bodyHash: string },
): RevisionDecision {
  if (incoming.revision === undefined) return { kind: 'apply', revision: stored.revision + 1 };
  if (incoming.revision > stored.revision) return { kind: 'apply', revision: incoming.revision };
  if (incoming.revision === stored.revision && incoming.bodyHash === stored.bodyHash) {
    return { kind: 'same' };
  }
  return { kind: 'conflict' };
}

/** The user's access level with their saved selection (read unless Premium). */
async function loadAccess(
  db: Kysely<Database>,
  user: SessionUser,
  at: number,
): Promise<AssessmentAccess> {
  const level: AccessLevel = resolveAccessLevel(user, at);
  const selection = level === 'premium' ? [] : await findDiseaseSelection(db, user.id);
  return describeAccess(level, selection);
}

/** The access level with a selection read along with the rows (null: none saved). */
function accessWith(user: SessionUser, selection: unknown, at: number): AssessmentAccess {
  return describeAccess(
    resolveAccessLevel(user, at),
    Array.isArray(selection) ? (selection as string[]) : [],
  );
}

/**
 * A trial or basic user's first complete assessment chooses their 5 diseases when none are
 * saved yet (`chooseInitialSelection`), so its results page is not all locked (issue 30); the
 * row comes back with the selection that holds.
 */
async function chooseFirstSelection<R extends AssessmentRow & WithSelection>(
  conn: Kysely<Database> | Transaction<Database>,
  user: SessionUser,
  row: R,
  now: () => number,
): Promise<R> {
  if (row.status !== 'complete' || row.riskScores.length === 0) return row;
  if (Array.isArray(row.selectedDiseases) && row.selectedDiseases.length > 0) return row;
  const level = resolveAccessLevel(user, now());
  if (level !== 'trial' && level !== 'basic') return row;
  const chosen = chooseInitialSelection(row.riskScores as ConditionRisk[]);
  const saved = await insertDiseaseSelectionIfNone(conn, user.id, chosen, new Date(now()));
  return { ...row, selectedDiseases: saved };
}

/**
 * The summaries of rows saved before the summary column existed: computed from their stored
 * scores once, and stored (a save made meanwhile keeps its own).
 */
async function fillMissingSummaries(
  db: Kysely<Database>,
  userId: string,
  rows: AssessmentSummaryRow[],
): Promise<Map<string, AssessmentStoredSummary>> {
  const missing = rows.filter((row) => row.summary === null).map((row) => row.id);
  const computed = new Map<string, AssessmentStoredSummary>();
  for (const row of await findUserAssessmentsByIds(db, userId, missing)) {
    const summary = summarizeSave(row.variant, row.responses, row.riskScores as ConditionRisk[]);
    await storeMissingSummary(db, row.id, summary);
    computed.set(row.id, summary);
  }
  return computed;
}

/** What a PUT saved (or found already saved) and the scores' JSON text when it scored them. */
interface SaveOutcome {
  row: AssessmentRow;
  riskTexts: string[] | undefined;
}

export function createAssessmentService(deps: {
  db: Kysely<Database>;
  now: () => number;
  /** Shared with the disease selection, whose saves change what the list shows. */
  listCache?: AssessmentListCache;
}) {
  const { db, now } = deps;
  const resultCache = createResultCache();
  const listCache = deps.listCache ?? createAssessmentListCache();

  /** Runs a write of the user's assessments; their cached lists are dropped once it settles. */
  async function changing<T>(userId: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      await listCache.forgetUser(userId, now());
    }
  }

  /** Reads the user's list rows, or answers them again within the list cache's bound. */
  async function readListRows(
    userId: string,
    status: AssessmentStatus | 'all',
  ): Promise<ListedRows> {
    const cached = listCache.get(userId, status, now());
    if (cached) return cached;
    const readAt = now();
    const rows = await listUserAssessmentSummaries(db, userId, status);
    const computed = await fillMissingSummaries(db, userId, rows);
    const listed = new ListedRows(
      rows.flatMap((row) => {
        const summary = row.summary ?? computed.get(row.id);
        // a row deleted between the two reads is no longer the user's
        return summary ? [{ ...row, summary }] : [];
      }),
    );
    listCache.set(userId, status, listed, readAt);
    return listed;
  }

  /**
   * A save's answer: the assessment as JSON text, kept in the result cache so the results page's
   * read of it right after is answered from there. `riskTexts`: the save's scores as text.
   */
  async function answer(
    user: SessionUser,
    row: AssessmentRow & Partial<WithSelection>,
    riskTexts?: readonly string[],
  ): Promise<JsonText> {
    // a write answers the selection with its RETURNING; a repeated save reads it
    const access =
      'selectedDiseases' in row
        ? accessWith(user, row.selectedDiseases, now())
        : await loadAccess(db, user, now());
    return resultCache.set(row, access, renderAssessmentJson(row, access, riskTexts)).assessment;
  }

  /** Creates or updates the user's one draft of a variant, with the revision rules. */
  async function saveDraft(
    user: SessionUser,
    answers: UpdateAssessmentBody,
    revision: number | undefined,
  ): Promise<{ row: AssessmentRow; created: boolean }> {
    const current = new Date(now());
    const bodyHash = hashAnswers(answers, 'draft');
    const attempt = () =>
      db.transaction().execute(async (trx) => {
        const existing = await findUserDraft(trx, user.id, answers.variant, { forUpdate: true });
        if (!existing) {
          const row = await insertAssessment(trx, {
            userId: user.id,
            variant: answers.variant,
            now: current,
            ...buildWrite(answers, 'draft', revision ?? 0, null),
          });
          return { row, created: true };
        }
        const decision = decideRevision(existing, { revision, bodyHash });
        if (decision.kind === 'same') return { row: existing, created: false };
        if (decision.kind === 'conflict') throw createRevisionConflictError(existing.revision);
        const row = await updateAssessment(
          trx,
          user.id,
          existing.id,
          buildWrite(answers, 'draft', decision.revision, null),
          current,
        );
        if (!row) throw createNotFoundError();
        return { row, created: false };
      });
    try {
      return await attempt();
    } catch (error) {
      // two first saves raced on the one-draft index: the loser applies as an update
      if (isUniqueViolation(error)) return attempt();
      throw error;
    }
  }

  /**
   * One assessment's full results as the JSON the API answers: from the cache while the row is at
   * the save the caller just read (see result-cache.ts), else read, checked against the contract
   * and stored. Undefined when the row is gone (deleted between the two reads).
   */
  async function readResult(
    user: SessionUser,
    version: AssessmentVersionRow,
  ): Promise<CachedResult | undefined> {
    const cached = resultCache.get(version, accessWith(user, version.selectedDiseases, now()));
    if (cached !== undefined) return cached;
    const row = await readUserAssessment(db, user.id, version.id);
    if (!row) return undefined;
    const access = accessWith(user, row.selectedDiseases, now());
    return resultCache.set(row, access, renderAssessmentJson(row, access));
  }

  return {
    /**
     * GET /api/assessments as JSON text: summaries of the user's own assessments, oldest first
     * (the last is the latest by createdAt), checked against the contract once per list and
     * access level.
     */
    async listAssessmentsJson(
      user: SessionUser,
      status: AssessmentStatus | 'all',
    ): Promise<JsonText | string> {
      const listed = await readListRows(user.id, status);
      const first = listed.rows[0];
      if (!first) return '[]';
      const access = accessWith(user, first.selectedDiseases, now());
      const key = accessKey(access);
      let json = listed.answers.get(key);
      if (json === undefined) {
        const summaries = listed.rows.flatMap((row) =>
          row.summary ? [toApiSummary(row, row.summary, access)] : [],
        );
        json = new JsonText(JSON.stringify(AssessmentListResponseSchema.parse(summaries)));
        listed.answers.set(key, json);
      }
      return json;
    },

    /**
     * GET /api/assessments/latest as JSON text (`{ assessment }`): the newest completed one or
     * draft (of a variant's answers); `assessment` null when there is none.
     */
    async getLatestAssessmentJson(
      user: SessionUser,
      query: { status: 'complete' | 'draft'; variant?: LatestAssessmentQuery['variant'] },
    ): Promise<JsonText | string> {
      const version = await findLatestAssessmentVersion(db, user.id, query);
      const result = version ? await readResult(user, version) : undefined;
      return result ? result.latest : NO_LATEST_JSON;
    },

    /** GET /api/assessments/{id} as JSON text (the `Assessment`); 404 when not the user's. */
    async getAssessmentJson(user: SessionUser, id: string): Promise<JsonText> {
      if (!isUuid(id)) throw createNotFoundError();
      const version = await readUserAssessmentVersion(db, user.id, id);
      const result = version ? await readResult(user, version) : undefined;
      if (result === undefined) throw createNotFoundError();
      return result.assessment;
    },

    /**
     * POST: a finished assessment (scored here, stored with the engine version in one statement),
     * or with `draft: true` the variant's draft; the body was checked by the route table's
     * schema. Expired users get 403.
     */
    async createAssessment(
      user: SessionUser,
      save: CreateAssessmentSave,
    ): Promise<{ assessment: JsonText; created: boolean }> {
      if (resolveAccessLevel(user, now()) === 'expired') throw createSubscriptionExpiredError();
      if (save.draft) {
        const { row, created } = await changing(user.id, () =>
          saveDraft(user, save.answers, save.revision),
        );
        return { assessment: await answer(user, row), created };
      }
      const { answers, revision } = save;
      const current = new Date(now());
      const write = buildWrite(answers, 'complete', revision ?? 0, current);
      const row = await changing(user.id, async () =>
        chooseFirstSelection(
          db,
          user,
          await insertAssessment(db, {
            userId: user.id,
            variant: answers.variant,
            now: current,
            ...write,
          }),
          now,
        ),
      );
      return { assessment: await answer(user, row, write.riskTexts), created: true };
    },

    /**
     * PUT: auto-save or edit (owner only). Drafts stay drafts unless `complete: true` (then the
     * required answers are checked and scores computed); completed ones are rescored on every save.
     * The save options were checked by the route table's schema; the answers are checked here,
     * against the stored row: its variant when the body names none, and the required answers
     * only when finishing a draft.
     */
    async updateAssessment(
      user: SessionUser,
      id: string,
      save: UpdateAssessmentSave,
    ): Promise<JsonText> {
      if (!isUuid(id)) throw createNotFoundError();
      const { answers: body } = save;
      const current = new Date(now());
      /** Reads the row (locked inside a transaction), decides and writes while it is unchanged. */
      const attempt = async (
        conn: Kysely<Database> | Transaction<Database>,
        forUpdate: boolean,
      ): Promise<SaveOutcome | undefined> => {
        const existing = await findUserAssessment(conn, user.id, id, { forUpdate });
        if (!existing) throw createNotFoundError();

        const finishing = existing.status === 'draft' && save.complete;
        if (finishing && resolveAccessLevel(user, now()) === 'expired') {
          throw createSubscriptionExpiredError();
        }
        const converting = isEssentialEditOfOtherVariant(existing, body);
        const answers: ParsedAnswers = parseWith(
          finishing ? CreateAssessmentBodySchema : UpdateAssessmentBodySchema,
          withVariant(body, existing.variant),
        );
        if (answers.variant !== existing.variant && !converting) {
          throw new AppError({
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message: `variant must be '${existing.variant}' for this assessment`,
            details: [{ path: 'variant', message: `variant must be '${existing.variant}'` }],
          });
        }

        const status: AssessmentStatus = finishing ? 'complete' : existing.status;
        const decision = decideRevision(existing, {
          revision: save.revision,
          bodyHash: hashAnswers(answers, status),
        });
        if (decision.kind === 'same') return { row: existing, riskTexts: undefined };
        if (decision.kind === 'conflict') throw createRevisionConflictError(existing.revision);
        const completedAt = status === 'complete' ? (existing.completedAt ?? current) : null;
        const write = buildWrite(answers, status, decision.revision, completedAt);
        const original =
          answers.variant === 'essential' ? readOriginalAnswers(existing) : undefined;
        if (original) keepOriginalAnswers(write, original);
        const updated = await updateAssessment(conn, user.id, id, write, current, {
          // a finished draft is the newest assessment: "latest" means newest createdAt
          restampCreatedAt: finishing,
          variant: converting ? 'essential' : undefined,
          atRevision: existing.revision,
        });
        // undefined: another save moved the row on (or deleted it) since it was read
        if (!updated) return undefined;
        const row = finishing ? await chooseFirstSelection(conn, user, updated, now) : updated;
        return { row, riskTexts: write.riskTexts };
      };
      /**
       * First one read and one conditional write, no transaction: the write applies only while
       * the row is at the revision read (every write moves it forward, decideRevision) — two round
       * trips, no lock held. A save that raced another decides again on the row locked in a
       * transaction, as every save did before (2026-11-26), so it waits its turn and never fails
       * for having raced.
       */
      const { row, riskTexts } = await changing(user.id, async () => {
        const outcome =
          (await attempt(db, false)) ??
          (await db.transaction().execute((trx) => attempt(trx, true)));
        if (!outcome) throw createNotFoundError();
        return outcome;
      });
      return answer(user, row, riskTexts);
    },

    /** DELETE: discards a draft ("Start New Assessment", "Clear All Data") or a saved one. */
    async deleteAssessment(user: SessionUser, id: string): Promise<void> {
      if (!isUuid(id)) throw createNotFoundError();
      const deleted = await changing(user.id, () => deleteUserAssessment(db, user.id, id));
      if (!deleted) throw createNotFoundError();
    },
  };
}

export type AssessmentService = ReturnType<typeof createAssessmentService>;
