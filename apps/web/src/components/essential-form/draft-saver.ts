import {
  isApiErrorStatus,
  type ApiClient,
  type Assessment,
  type CreateAssessmentRequest,
  type SaveDraftRequest,
  type UpdateAssessmentRequest,
} from '@healthscreen/api-client';
import type { AssessmentVariant } from '@healthscreen/assessment-schema';

import { api } from '../../lib/api.ts';
import { trackAssessmentSave } from '../../lib/assessment-cache.ts';

type Answers = Record<string, unknown>;

/** The calls a draft saver makes (the app's API client by default; replaceable in tests). */
export interface DraftApi {
  getAssessment: (id: string) => Promise<Assessment>;
  /** POST /api/assessments with `draft: true`: creates or updates the variant's one draft. */
  saveAssessmentDraft: (body: SaveDraftRequest) => Promise<Assessment>;
  updateAssessment: (id: string, body: UpdateAssessmentRequest) => Promise<Assessment>;
  createAssessment: (body: CreateAssessmentRequest) => Promise<Assessment>;
  deleteAssessment: (id: string) => Promise<unknown>;
}

/** {@link DraftApi} over an API client's assessment rows. */
export function createDraftApi(client: Pick<ApiClient, 'assessments'>): DraftApi {
  const { assessments } = client;
  return {
    getAssessment: (id) => assessments.get({ params: { id } }),
    saveAssessmentDraft: (body) => assessments.create({ body: { ...body, draft: true } }),
    updateAssessment: (id, body) => assessments.update({ params: { id }, body }),
    createAssessment: (body) => assessments.create({ body }),
    deleteAssessment: (id) => assessments.delete({ params: { id } }),
  };
}

export interface DraftSaverOptions {
  variant: AssessmentVariant;
  /** The draft restored from the server, if any. */
  draft: Pick<Assessment, 'id' | 'revision'> | null;
  client?: DraftApi;
  /** Called with every auto-save failure (spec §8: logged only, no user message). */
  onError?: (error: unknown) => void;
  /**
   * Called with the assessment as the server stored it: the answer to every save and to the
   * final submit, and the stored copy fetched after a 409 (e.g. to update the query cache).
   */
  onSaved?: (assessment: Assessment) => void;
  /**
   * Send the `revision` counter (default true). Off when the starting revision is unknown: the
   * server then numbers the saves, which still arrive in order because they are sent one by one.
   */
  sendRevision?: boolean;
}

export interface DraftSaver {
  /** Save `answers` after `delayMs`, replacing any save still waiting. */
  schedule: (answers: Answers, delayMs: number) => void;
  /** Send a waiting save now and wait for every save in flight. */
  flush: () => Promise<void>;
  /** Finish: waits for saves in flight, then completes the draft or creates the assessment. */
  submit: (answers: Answers) => Promise<Assessment>;
  /** Drop any waiting save and delete the server draft. */
  discard: () => Promise<void>;
  /**
   * 'Clear All Data', 'Start New Assessment': delete the server draft and save `blank` as a new
   * one, so the next visit restores the blank draft instead of the last saved answers.
   */
  restart: (blank: Answers) => Promise<void>;
  /** Stop timers (unmount). A waiting save is sent so nothing typed is lost. */
  dispose: () => void;
  readonly draftId: string | null;
}

/**
 * Server-side draft auto-save (ARCHITECTURE §9.7). Saves run one at a time in order, each with a
 * growing `revision`, so a slow older save can never overwrite a newer one; the first save creates
 * the variant's draft (POST draft: true), later ones PUT to it. Every answer of the server goes
 * to `onSaved`. A 409 (a newer revision is already stored, e.g. from another tab) fetches the
 * stored assessment (`onSaved` gets it), moves the counter past its revision and sends the
 * answers once more: they are the user's latest edit, newer than what the server has. Every save
 * is tracked until it settles (`waitForAssessmentSaves`), also the one sent on `dispose`.
 */
export function createDraftSaver({
  variant,
  draft,
  client = createDraftApi(api),
  onError = (error) => console.warn('Auto-save failed', error),
  onSaved = () => undefined,
  sendRevision = true,
}: DraftSaverOptions): DraftSaver {
  let draftId: string | null = draft?.id ?? null;
  let revision = draft?.revision ?? 0;
  let waiting: Answers | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let chain: Promise<unknown> = Promise.resolve();

  const send = async (answers: Answers): Promise<void> => {
    const put = async () => {
      revision += 1;
      const body = { ...answers, variant, ...(sendRevision ? { revision } : {}) } as Parameters<
        DraftApi['updateAssessment']
      >[1];
      const saved =
        draftId === null
          ? await client.saveAssessmentDraft(body)
          : await client.updateAssessment(draftId, body);
      draftId = saved.id;
      revision = Math.max(revision, saved.revision);
      onSaved(saved);
    };
    try {
      await put();
    } catch (error) {
      if (!isApiErrorStatus(error, 409)) throw error;
      const details = (
        (error as { body?: unknown }).body as
          { details?: { currentRevision?: unknown } } | undefined
      )?.details;
      if (typeof details?.currentRevision === 'number') revision = details.currentRevision;
      // what does the server hold? Its copy goes to the cache first, then its revision is adopted
      if (draftId !== null) {
        try {
          const stored = await client.getAssessment(draftId);
          onSaved(stored);
          revision = Math.max(revision, stored.revision);
        } catch (fetchError) {
          onError(fetchError);
        }
      }
      await put();
    }
  };

  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    const next = trackAssessmentSave(chain.then(task, task));
    chain = next.catch(() => undefined);
    return next;
  };

  const sendWaiting = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const answers = waiting;
    waiting = null;
    if (answers === null) return chain.then(() => undefined);
    return enqueue(() => send(answers)).catch(onError);
  };

  const discard = async (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    waiting = null;
    await enqueue(async () => {
      if (draftId === null) return;
      const id = draftId;
      draftId = null;
      try {
        await client.deleteAssessment(id);
      } catch (error) {
        if (!isApiErrorStatus(error, 404)) throw error;
      }
    });
  };

  return {
    get draftId() {
      return draftId;
    },
    schedule(answers, delayMs) {
      waiting = answers;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => void sendWaiting(), delayMs);
    },
    flush: sendWaiting,
    async submit(answers) {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      waiting = null;
      return enqueue(async () => {
        if (draftId === null) {
          const created = await client.createAssessment({ ...answers, variant });
          onSaved(created);
          return created;
        }
        revision += 1;
        const done = await client.updateAssessment(draftId, {
          ...answers,
          variant,
          ...(sendRevision ? { revision } : {}),
          complete: true,
        });
        draftId = null;
        onSaved(done);
        return done;
      });
    },
    discard,
    async restart(blank) {
      await discard();
      await enqueue(() => send(blank));
    },
    dispose() {
      if (waiting !== null) void sendWaiting();
    },
  };
}
