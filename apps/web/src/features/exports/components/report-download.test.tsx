import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
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
const FILE_NAME = 'healthscreen-report-2025-03-05.pdf';
const PDF = new TextEncoder().encode('%PDF-1.3\n% a GP report\n%%EOF\n');
const REPORT_PATH = '/api/assessments/:id/report.pdf';

function pdfResponse() {
  return new HttpResponse(PDF, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${FILE_NAME}"`,
    },
  });
}

/** Object URLs and link clicks, recorded (the test browser would navigate away on a click). */
function recordDownloads() {
  const created: Blob[] = [];
  const revoked: string[] = [];
  const downloads: string[] = [];
  const create = vi.spyOn(URL, 'createObjectURL');
  const revoke = vi.spyOn(URL, 'revokeObjectURL');
  create.mockImplementation((blob: Blob | MediaSource) => {
    created.push(blob as Blob);
    return `blob:report-${created.length}`;
  });
  revoke.mockImplementation((url: string) => void revoked.push(url));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
  return {
    created,
    revoked,
    downloads,
    restore: () => {
      click.mockRestore();
      create.mockRestore();
      revoke.mockRestore();
    },
  };
}

let recorded: ReturnType<typeof recordDownloads>;

beforeAll(preloadResultsModules, 60_000);

beforeEach(() => {
  resetResultsApi();
  setSignedInUser(patientUser);
  recorded = recordDownloads();
});

afterEach(() => recorded.restore());

async function openReportCard(level: 'premium' | 'trial' | 'basic') {
  storeAssessments(createScoredAssessment({ id: ID, level }));
  const app = renderApp(`/results/${ID}`);
  const card = await screen.findByRole('region', { name: 'Take it to your GP' });
  return { ...app, card };
}

describe('the PDF report on the results page', () => {
  it('tells a premium user it is the detailed report, shows progress, then saves the PDF', async () => {
    const requested: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(REPORT_PATH, async ({ params }) => {
        requested.push(String(params.id));
        await held;
        return pdfResponse();
      }),
    );
    const { card, user, unmount } = await openReportCard('premium');
    expect(within(card).getByText(/Your detailed report \(Premium\)/)).toBeVisible();

    const button = within(card).getByRole('button', { name: 'Download PDF report' });
    await user.click(button);
    expect((await within(card).findAllByText('Preparing your report…')).length).toBeGreaterThan(0);
    expect(button).toBeDisabled();

    release();
    const link = await within(card).findByRole('link', {
      name: `Save ${FILE_NAME} (1 KB)`,
    });
    expect(link).toHaveAttribute('download', FILE_NAME);
    expect(link.getAttribute('href')).toMatch(/^blob:report-/);
    expect(within(card).getByText(/Your report is ready/)).toBeVisible();
    expect(button).toBeEnabled();
    expect(requested).toEqual([ID]);
    // the download started by itself, with the server's file name and the PDF's bytes
    expect(recorded.downloads).toEqual([FILE_NAME]);
    const saved = recorded.created[0];
    expect(saved?.type).toBe('application/pdf');
    expect(new Uint8Array((await saved?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(PDF);
    // the page's copy of the PDF is released when the page goes
    const href = link.getAttribute('href');
    unmount();
    expect(recorded.revoked).toContain(href);
  });

  it('tells a trial or basic user it is the summary, and what Premium adds', async () => {
    server.use(http.get(REPORT_PATH, () => pdfResponse()));
    const { card } = await openReportCard('trial');
    expect(within(card).getByText(/Your summary report/)).toBeVisible();
    expect(within(card).getByText(/Premium adds the detailed report/)).toBeVisible();
    expect(within(card).queryByText(/detailed report \(Premium\)/)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download PDF report' })).toBeEnabled();
  });

  it('says clearly when the report could not be prepared, and tries again', async () => {
    let fail = true;
    server.use(
      http.get(REPORT_PATH, () =>
        fail
          ? HttpResponse.json(
              { message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' },
              { status: 429 },
            )
          : pdfResponse(),
      ),
    );
    const { card, user } = await openReportCard('basic');
    await user.click(within(card).getByRole('button', { name: 'Download PDF report' }));

    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Your report could not be prepared');
    expect(alert).toHaveTextContent('Too many requests. Please try again later.');
    expect(recorded.downloads).toEqual([]);

    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Download PDF report' }));
    expect(
      await within(card).findByRole('link', { name: /Save healthscreen-report/ }),
    ).toBeVisible();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(recorded.downloads).toEqual([FILE_NAME]);
  });
});
