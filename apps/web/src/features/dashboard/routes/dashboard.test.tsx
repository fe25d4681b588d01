import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { answerAssessments } from '../../../testing/assessment-reads.ts';
import { patientUser } from '../../../testing/fixtures.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import { createScoredAssessment } from '../../../testing/results-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

beforeEach(() => {
  setSignedInUser(patientUser);
});

describe('health dashboard page', () => {
  it('without an assessment: Complete Your First Assessment and Start Assessment', async () => {
    server.use(...answerAssessments([]));
    renderApp('/dashboard');
    expect(await screen.findByText('Complete Your First Assessment', {})).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start Assessment' })).toHaveAttribute(
      'href',
      '/assessment',
    );
    expect(screen.queryByRole('heading', { name: 'Key Metrics' })).not.toBeInTheDocument();
  });

  it('with an assessment: Update Responses, risks, metrics, scores, categories and the four tiles', async () => {
    const latest = createScoredAssessment({
      level: 'premium',
      createdAt: '2025-02-20T00:00:00.000Z',
    });
    const older = createScoredAssessment({
      id: '11111111-1111-4111-8111-111111111111',
      level: 'premium',
      createdAt: '2025-01-01T00:00:00.000Z',
      answers: {
        age: 30,
        biologicalSex: 'female',
        heightCm: 165,
        weightKg: 60,
        ethnicity: 'white',
        smokingStatus: 'never',
      },
    });
    server.use(...answerAssessments([older, latest]));
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Update Responses' })).toHaveAttribute(
      'href',
      '/assessment',
    );
    expect(screen.getByText('Last assessment: 20 February 2025')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/results');
    // metrics of the newest assessment (178 cm, 96 kg), not the older one
    expect(screen.getByText('30.3')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Health Scores' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See category details' })).toHaveAttribute(
      'href',
      '/results#health-dashboard',
    );
    const tiles = screen.getByRole('list', { name: 'Your plans and data' });
    expect(within(tiles).getByRole('link', { name: /Exercise/ })).toHaveAttribute(
      'href',
      '/results#physical-exercise',
    );
    expect(within(tiles).getByRole('link', { name: /Diet/ })).toHaveAttribute(
      'href',
      '/results#diet-plans',
    );
    expect(within(tiles).getByRole('link', { name: /Tests/ })).toHaveAttribute(
      'href',
      '/results#screening-tests',
    );
    expect(within(tiles).getByRole('link', { name: /Apps and Devices/ })).toHaveAttribute(
      'href',
      '/integrations',
    );
  });

  it('counts by level add up to the conditions shown in full, existing ones included', async () => {
    const assessment = createScoredAssessment({ level: 'premium' });
    // the user reports already having gout
    const riskScores = assessment.riskScores.map((risk) =>
      !risk.locked && risk.condition === 'Gout'
        ? { ...risk, riskLevel: 'existing' as const }
        : risk,
    );
    server.use(...answerAssessments([{ ...assessment, riskScores }]));
    renderApp('/dashboard');
    await screen.findByText(/conditions? shown in full/, {});
    const counts = screen.getByLabelText('Conditions shown in full, by level');
    const values = within(counts)
      .getAllByRole('definition')
      .map((cell) => Number(cell.textContent));
    const shown = /(\d+) conditions? shown in full/.exec(document.body.textContent ?? '')?.[1];
    expect(values.reduce((sum, value) => sum + value, 0)).toBe(Number(shown));
    expect(within(counts).getByText('Existing')).toBeVisible();
  });

  it('shows an error with a retry when the latest assessment cannot be loaded', async () => {
    server.use(
      http.get('/api/assessments/latest', () => new HttpResponse('boom', { status: 500 })),
    );
    renderApp('/dashboard');
    expect(await screen.findByText('Your dashboard could not be loaded', {})).toBeVisible();
    expect(screen.getByText('500: boom')).toBeVisible();
  });
});
