import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { patientUser } from '../../../testing/fixtures.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import {
  reportFixture,
  resetSharesApi,
  SHARE_TOKEN,
  sharesHandlers,
  storeSharedReport,
} from '../../../testing/handlers-shares.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

const SHARED_PATH = `/shared/${SHARE_TOKEN}`;

beforeAll(async () => {
  // the lazy page, loaded once before the first findBy wait
  await import('./shared-report.tsx');
}, 60_000);

beforeEach(() => {
  resetSharesApi();
  server.use(...sharesHandlers);
});

function headMeta(name: string): string | null {
  return document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

async function findReport() {
  return screen.findByRole('article', { name: 'Health report for Ada Lovelace' });
}

describe('the clinician’s page of a share link', () => {
  it('shows the report to a signed-out visitor, red flags first, in the report’s order', async () => {
    storeSharedReport({ report: reportFixture, expiresAt: '2026-12-08T09:00:00.000Z' });
    const { router } = renderApp(SHARED_PATH);
    const article = await findReport();

    // no redirect to the login screen
    expect(router.state.location.pathname).toBe(SHARED_PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Shared health report' })).toBeVisible();
    expect(screen.getByText(/This link works until 8 December 2026/)).toBeVisible();
    expect(screen.getByText(/latest completed assessment/)).toBeVisible();

    const sections = within(article)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Red flags: symptoms that need medical attention',
      'Your numbers',
      'High risk on validated models',
      'What to discuss',
      'Cardiovascular risk: 2023 Australian guideline',
      'All risk results',
      'Screening plan',
      'Answers',
      'Disclaimer',
    ]);

    // the numbers in SI units, as entered, with their Australian readings
    const numbers = within(article).getByRole('table');
    const glucose = within(numbers).getByRole('row', { name: /Fasting glucose/ });
    expect(glucose).toHaveTextContent('6.4 mmol/L (115 mg/dL)');
    expect(glucose).toHaveTextContent('Impaired fasting glucose (6.1–6.9 mmol/L)');
    expect(within(numbers).getByRole('row', { name: /HbA1c/ })).toHaveTextContent(
      '44 mmol/mol (6.2 %)',
    );
    expect(within(numbers).getByRole('row', { name: /eGFR/ })).toHaveTextContent('Stage 3a range');
    expect(within(article).getAllByText(/US-derived estimate/).length).toBeGreaterThan(0);
    // no internal document references anywhere on the page
    expect(article.innerHTML).not.toMatch(/\.md\b|§|\bspec\b/i);

    expect(within(article).getByText('Chest pain on exertion')).toBeVisible();
    expect(within(article).getByText('Urgent')).toBeVisible();

    const cvd = within(article).getByRole('listitem', { name: 'Cardiovascular Disease' });
    expect(within(cvd).getByText('High')).toBeVisible();
    expect(within(cvd).getByText('21.4 % over 10 years')).toBeVisible();
    expect(within(cvd).getByText('B (validated model from elsewhere)')).toBeVisible();
    expect(within(cvd).getByText('AHA PREVENT')).toBeVisible();
    expect(within(cvd).getByText(/Khan SS et al\. Circulation 2024/)).toBeVisible();
    expect(within(cvd).getByRole('link', { name: /doi:10\.1161/ })).toHaveAttribute(
      'href',
      'https://doi.org/10.1161/CIRCULATIONAHA.123.067626',
    );
    expect(within(cvd).getByText('Current smoker')).toBeVisible();
    const diabetes = within(article).getByRole('listitem', { name: 'Type 2 Diabetes' });
    expect(within(diabetes).getByText('Moderate')).toBeVisible();
    expect(within(diabetes).getByText('Waist circumference')).toBeVisible();

    expect(within(article).getByText('National Bowel Cancer Screening Program:')).toBeVisible();
    expect(within(article).getByText('National Cervical Screening Program')).toBeVisible();
    expect(within(article).getByText('Height')).toBeVisible();
    expect(within(article).getByText('162 cm')).toBeVisible();
    expect(
      within(article).getByText('Should I start a statin given my cardiovascular risk?'),
    ).toBeVisible();
    expect(within(article).getByText(reportFixture.disclaimer)).toBeVisible();

    // nothing on the page itself asks the visitor to sign in
    const main = screen.getByRole('main');
    expect(
      within(main).queryByRole('link', { name: /log ?in|sign ?in|sign up|register/i }),
    ).toBeNull();
  });

  it('keeps the page out of search engines and sends no referrer while it is shown', async () => {
    storeSharedReport({ report: reportFixture, expiresAt: '2026-12-08T09:00:00.000Z' });
    const { router } = renderApp(SHARED_PATH);
    await findReport();
    expect(headMeta('robots')).toMatch(/noindex/);
    expect(headMeta('referrer')).toBe('no-referrer');

    await router.navigate('/terms-and-conditions');
    await screen.findByRole('heading', { level: 1, name: /Terms/ });
    expect(headMeta('robots')).toBeNull();
    expect(headMeta('referrer')).toBeNull();
  });

  it('prints the report', async () => {
    storeSharedReport({ report: reportFixture, expiresAt: '2026-12-08T09:00:00.000Z' });
    // happy-dom has no print dialog
    const print = vi.fn();
    vi.stubGlobal('print', print);
    try {
      const { user } = renderApp(SHARED_PATH);
      await findReport();
      await user.click(screen.getByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says the link has expired or was revoked when the server answers 404, signed in or not', async () => {
    setSignedInUser(patientUser);
    const { router } = renderApp(SHARED_PATH);
    expect(await screen.findByText('This link has expired or was revoked', {})).toBeVisible();
    expect(router.state.location.pathname).toBe(SHARED_PATH);
    expect(screen.queryByRole('article')).toBeNull();
    expect(headMeta('robots')).toMatch(/noindex/);
  });

  it('answers a cut-short link itself, without asking the server or showing the address', async () => {
    let asked = false;
    server.use(
      http.get('/api/shared/:token', () => {
        asked = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderApp('/shared/k3Jq9vX2mZr8');
    expect(await screen.findByText('This link is incomplete', {})).toBeVisible();
    expect(screen.queryByText(/k3Jq9vX2mZr8/)).toBeNull();
    expect(asked).toBe(false);
  });

  it('offers to try again when the report could not be loaded', async () => {
    let calls = 0;
    server.use(
      http.get('/api/shared/:token', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Down', code: 'SERVICE_UNAVAILABLE' }, { status: 503 })
          : HttpResponse.json({ report: reportFixture, expiresAt: '2026-12-08T09:00:00.000Z' });
      }),
    );
    const { user } = renderApp(SHARED_PATH);
    expect(await screen.findByText('The report could not be loaded', {})).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await findReport();
  });
});
