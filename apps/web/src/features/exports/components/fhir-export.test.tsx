import type { FhirBundle } from '@healthscreen/api-client';
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { patientUser } from '../../../testing/fixtures.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import {
  preloadResultsModules,
  resetResultsApi,
  storeAssessments,
} from '../../../testing/handlers-results.ts';
import { createScoredAssessment } from '../../../testing/results-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

const ID = '3d1f6a2e-5b7c-4d8e-9f0a-1b2c3d4e5f60';
const BUTTON = 'Download for clinic software (FHIR R4)';

/** What the API answers: a Bundle (only a Patient here; the API tests check the real content). */
const BUNDLE: FhirBundle = {
  resourceType: 'Bundle',
  id: '0b1c2d3e-4f50-5617-8293-a4b5c6d7e8f9',
  type: 'document',
  timestamp: '2025-03-06T08:00:00.000Z',
  entry: [
    {
      fullUrl: 'urn:uuid:6d1f3c1e-4a8b-5f0e-9b53-2c7a9e0d5f41',
      resource: {
        resourceType: 'Patient',
        id: '6d1f3c1e-4a8b-5f0e-9b53-2c7a9e0d5f41',
        gender: 'male',
      },
    },
  ],
};

/** The FHIR route, answering as the API does: `application/fhir+json`. */
function answerFhir(respond: () => Promise<Response> | Response) {
  const requested: string[] = [];
  server.use(
    http.get('/api/assessments/:id/fhir', async ({ params }) => {
      requested.push(String(params.id));
      return respond();
    }),
  );
  return requested;
}

function fhirJson(body: unknown): Response {
  return new HttpResponse(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/fhir+json; charset=utf-8' },
  });
}

/** Records what would be saved: the blob given to createObjectURL and the link's file name. */
function recordDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  // spies, not assignments: the afterEach's restoreAllMocks puts the statics back, and a file run
  // after this one in the same worker finds them as they were
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return 'blob:healthscreen-fhir';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  // happy-dom would navigate on the click; record the file name instead
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { blobs, names };
}

beforeAll(preloadResultsModules, 60_000);

beforeEach(() => {
  resetResultsApi();
  setSignedInUser(patientUser);
  storeAssessments(createScoredAssessment({ id: ID, createdAt: '2025-03-05T10:00:00.000Z' }));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FHIR export on the results page', () => {
  it('saves the Bundle as healthscreen-fhir-<assessment date>.json', async () => {
    const requested = answerFhir(() => fhirJson(BUNDLE));
    const saved = recordDownloads();
    const { user } = renderApp(`/results/${ID}`);

    const button = await screen.findByRole('button', { name: BUTTON });
    expect(button).toHaveAccessibleDescription(/import into their practice software/);
    expect(
      screen.getByRole('region', { name: 'For your GP’s practice software' }),
    ).toContainElement(button);
    await user.click(button);

    expect(await screen.findByText('Saved healthscreen-fhir-2025-03-05.json.')).toBeVisible();
    expect(requested).toEqual([ID]);
    expect(saved.names).toEqual(['healthscreen-fhir-2025-03-05.json']);
    const [blob] = saved.blobs;
    expect(blob?.type).toBe('application/fhir+json');
    expect(JSON.parse((await blob?.text()) ?? '{}')).toEqual(BUNDLE);
  });

  it('shows that the file is being prepared, and cannot be asked for twice meanwhile', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requested = answerFhir(async () => {
      await answered;
      return fhirJson(BUNDLE);
    });
    recordDownloads();
    const { user } = renderApp(`/results/${ID}`);

    await user.click(await screen.findByRole('button', { name: BUTTON }));
    const pending = await screen.findByRole('button', { name: 'Preparing the file…' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    release();
    expect(await screen.findByRole('button', { name: BUTTON })).toBeEnabled();
    expect(requested).toHaveLength(1);
  });

  it('says what went wrong, saves nothing, and lets the person try again', async () => {
    let failing = true;
    answerFhir(async () => {
      await delay(10);
      return failing
        ? HttpResponse.json(
            { message: 'Something went wrong on our side.', code: 'INTERNAL_ERROR' },
            { status: 500 },
          )
        : fhirJson(BUNDLE);
    });
    const saved = recordDownloads();
    const { user } = renderApp(`/results/${ID}`);

    await user.click(await screen.findByRole('button', { name: BUTTON }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be made');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    expect(saved.names).toEqual([]);

    failing = false;
    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByText('Saved healthscreen-fhir-2025-03-05.json.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
