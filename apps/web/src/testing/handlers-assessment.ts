import type { Assessment } from '@healthscreen/api-client';
import { http, HttpResponse } from 'msw';

import { assessmentReadHandlers } from './assessment-reads.ts';
import { createAssessmentFixture } from './fixtures.ts';

interface RecordedCall {
  method: 'POST' | 'PUT' | 'DELETE';
  id?: string;
  body: Record<string, unknown>;
}

/**
 * A small in-memory assessments API for the assessment tests (the reads of assessment-reads.ts,
 * POST with draft: true, PUT, DELETE). Register with `server.use(...api.handlers)`; `calls` records every
 * write so tests can assert what the page sent.
 */
export function createAssessmentApi(initial: Assessment[] = []) {
  const rows: Assessment[] = [...initial];
  const calls: RecordedCall[] = [];
  let nextId = 1;
  const newId = () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  const now = () => new Date(Date.UTC(2025, 2, 10, 12, 0, nextId)).toISOString();

  const handlers = [
    ...assessmentReadHandlers(() => rows),
    http.post('/api/assessments', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ method: 'POST', body });
      const { draft, revision, variant, ...responses } = body;
      const isDraft = draft === true;
      const existing = isDraft
        ? rows.find((row) => row.status === 'draft' && row.variant === variant)
        : undefined;
      const row: Assessment = {
        ...createAssessmentFixture(existing?.id ?? newId(), now()),
        variant: variant as Assessment['variant'],
        status: isDraft ? 'draft' : 'complete',
        revision: typeof revision === 'number' ? revision : 0,
        completedAt: isDraft ? null : now(),
        responses,
      };
      if (existing) rows.splice(rows.indexOf(existing), 1, row);
      else rows.push(row);
      return HttpResponse.json(row, { status: 201 });
    }),
    http.put('/api/assessments/:id', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const id = String(params.id);
      calls.push({ method: 'PUT', id, body });
      const index = rows.findIndex((row) => row.id === id);
      const current = rows[index];
      if (!current)
        return HttpResponse.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
      const { complete, revision, variant: _variant, ...responses } = body;
      const row: Assessment = {
        ...current,
        status: complete === true ? 'complete' : current.status,
        revision: typeof revision === 'number' ? revision : current.revision + 1,
        responses,
        updatedAt: now(),
      };
      rows.splice(index, 1, row);
      return HttpResponse.json(row);
    }),
    http.delete('/api/assessments/:id', ({ params }) => {
      const id = String(params.id);
      calls.push({ method: 'DELETE', id, body: {} });
      const index = rows.findIndex((row) => row.id === id);
      if (index === -1)
        return HttpResponse.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
      rows.splice(index, 1);
      return HttpResponse.json({ ok: true });
    }),
  ];
  return { rows, calls, handlers };
}

/** The API's 409 for a save whose revision is not newer than the stored one. */
export function revisionConflict(currentRevision: number) {
  return HttpResponse.json(
    {
      message: 'This assessment already has a newer save.',
      code: 'REVISION_CONFLICT',
      details: { currentRevision },
    },
    { status: 409 },
  );
}
