import type { Assessment, ConditionRiskResult } from '@healthscreen/api-client';
import { sortRisksByLevel } from '@healthscreen/domain-policy';
import {
  EssentialFormSchema,
  groupEssentialFormIntoSections,
} from '@healthscreen/assessment-schema';
import { CONDITION_NAMES, describeLevelPending } from '@healthscreen/risk-engine';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { answerAssessments } from '../../../testing/assessment-reads.ts';
import { patientUser } from '../../../testing/fixtures.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import {
  preloadResultsModules,
  resetResultsApi,
  storeAssessments,
} from '../../../testing/handlers-results.ts';
import { createScoredAssessment, smokerSurveyAnswers } from '../../../testing/results-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

const ID = '3d1f6a2e-5b7c-4d8e-9f0a-1b2c3d4e5f60';

beforeAll(preloadResultsModules, 60_000);

beforeEach(() => {
  resetResultsApi();
  setSignedInUser(patientUser);
});

/** The risk table, once the sections under it are on the page too (they appear one per frame). */
async function findRiskTable() {
  // generous waits: in CI these tests share two cores with the e2e and API suites, and the page
  // reveals one section per frame (runs under that load took over 15 and over 25 s to reach the last one)
  await screen.findByRole('heading', { name: 'Your Disease Risk Assessment' }, { timeout: 50_000 });
  await screen.findByRole('button', { name: 'Update your answers' }, { timeout: 50_000 });
  return screen.getByRole('table', { name: 'Risk per condition' });
}

/** Two assessments of the user's, taken on 2 January and 20 February 2025. */
function createJanuaryAndFebruaryAssessments() {
  return [
    createScoredAssessment({
      id: '11111111-1111-4111-8111-111111111111',
      createdAt: '2025-01-02T00:00:00.000Z',
    }),
    createScoredAssessment({
      id: '22222222-2222-4222-8222-222222222222',
      createdAt: '2025-02-20T00:00:00.000Z',
    }),
  ] as const;
}

function getConditionRow(table: HTMLElement, name: string) {
  const header = within(table).getByRole('rowheader', { name });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('results page', () => {
  it('shows one row per condition; unselected low rows are locked with links, selected rows in full', async () => {
    const assessment = createScoredAssessment({
      id: ID,
      level: 'trial',
      selectedDiseases: ['Gout', 'Asthma', 'Celiac Disease', 'Depression', 'Thyroid Disease'],
    });
    storeAssessments(assessment);
    renderApp(`/results/${ID}`);
    const table = await findRiskTable();

    expect(within(table).getAllByRole('rowheader')).toHaveLength(CONDITION_NAMES.length);
    for (const name of CONDITION_NAMES) expect(getConditionRow(table, name)).toBeInTheDocument();

    const gout = getConditionRow(table, 'Gout');
    expect(within(gout).queryByText(/Locked/)).not.toBeInTheDocument();
    // a points score says what it is
    expect(within(gout).getByText('Ranks your risk; not a percentage')).toBeVisible();
    expect(within(gout).getByRole('button', { name: /How this was calculated/ })).toBeVisible();

    const locked = assessment.riskScores.find((risk) => risk.locked);
    if (!locked) throw new Error('fixture has no locked row');
    const lockedRow = getConditionRow(table, locked.condition);
    expect(within(lockedRow).getByText('Locked on your plan.')).toBeVisible();
    expect(
      within(lockedRow).getByRole('link', { name: 'Choose it in your 5 diseases' }),
    ).toHaveAttribute('href', '/disease-selection');
    expect(within(lockedRow).queryByRole('button')).not.toBeInTheDocument();

    // the man's fixture: a woman's cancer is "Not applicable", never locked or upsold (issue 30)
    const ovarian = getConditionRow(table, 'Ovarian Cancer');
    expect(within(ovarian).getAllByText('Not applicable').length).toBeGreaterThan(0);
    expect(within(ovarian).queryByText(/Locked|upgrade/i)).not.toBeInTheDocument();
  });

  it('an ended Basic plan is offered "Renew Basic" on its results', async () => {
    setSignedInUser({
      ...patientUser,
      subscriptionPlan: 'basic',
      subscriptionStatus: 'expired',
      subscriptionEndDate: '2025-06-30T00:00:00.000Z',
    });
    storeAssessments(createScoredAssessment({ id: ID, level: 'expired' }));
    renderApp(`/results/${ID}`);
    await findRiskTable();
    expect(screen.getByRole('link', { name: 'Renew Basic' })).toHaveAttribute(
      'href',
      '/subscription?plan=basic',
    );
  });

  it('shows every high level in full even when not selected (safety signal)', async () => {
    const assessment = createScoredAssessment({ id: ID, level: 'trial' });
    const high = assessment.riskScores.filter((risk) => !risk.locked && risk.riskLevel === 'high');
    expect(high.length).toBeGreaterThan(0);
    storeAssessments(assessment);
    renderApp(`/results/${ID}`);
    const table = await findRiskTable();
    for (const risk of high) {
      expect(within(getConditionRow(table, risk.condition)).getByText('High')).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'Select the 5 diseases to assess' })).toBeVisible();
  });

  it('expands "How this was calculated" with the model, citation and steps', async () => {
    const assessment = createScoredAssessment({ id: ID, level: 'premium' });
    storeAssessments(assessment);
    const { user } = renderApp(`/results/${ID}`);
    const table = await findRiskTable();
    const cvd = assessment.riskScores.find((r) => r.condition === 'Cardiovascular Disease');
    if (!cvd || cvd.locked) throw new Error('fixture CVD missing');

    const toggle = within(getConditionRow(table, 'Cardiovascular Disease')).getByRole('button', {
      name: /How this was calculated/,
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(cvd.model.citation)).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(cvd.model.citation, { exact: false })).toBeVisible();
    expect(screen.getByText(`${cvd.model.name} (${cvd.model.horizon})`)).toBeVisible();
    const firstStep = cvd.calculationSteps[0];
    if (!firstStep) throw new Error('no steps');
    expect(screen.getAllByText(firstStep.step).length).toBeGreaterThan(0);

    await user.click(toggle);
    expect(screen.queryByText(cvd.model.citation)).not.toBeInTheDocument();
  });

  it('orders the results highest level first, or in the catalogue order on request', async () => {
    const assessment = createScoredAssessment({ id: ID, level: 'premium' });
    storeAssessments(assessment);
    const { user } = renderApp(`/results/${ID}`);
    const table = await findRiskTable();
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    // validated results by level first, then the relative (tier C) scores, set apart (issue 30)
    const shown = assessment.riskScores.filter((r) => !r.locked && r.applicable);
    const validated = shown.filter((r) => !r.locked && r.tier !== 'C');
    expect(names().slice(0, validated.length)).toEqual(
      sortRisksByLevel(validated).map((risk) => risk.condition),
    );
    const relative = shown.filter((r) => !r.locked && r.tier === 'C');
    expect(relative.length).toBeGreaterThan(0);
    expect(
      names()
        .slice(validated.length, validated.length + relative.length)
        .sort(),
    ).toEqual(relative.map((risk) => risk.condition).sort());
    const heading = within(table).getByText('Relative score — no validated model');
    const firstRelative = getConditionRow(table, names()[validated.length] ?? '');
    expect(
      heading.compareDocumentPosition(firstRelative) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(names()).not.toEqual([...CONDITION_NAMES]);

    await user.selectOptions(screen.getByLabelText('Sort results'), 'Catalogue order');
    expect(names()).toEqual([...CONDITION_NAMES]);
  });

  describe('on a narrow screen', () => {
    beforeEach(() => {
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: query === '(max-width: 639px)',
            media: query,
            addEventListener: () => {},
            removeEventListener: () => {},
          }) as unknown as MediaQueryList,
      );
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('shows one card per condition instead of the table, each with its calculation', async () => {
      const assessment = createScoredAssessment({
        id: ID,
        level: 'trial',
        selectedDiseases: ['Gout'],
      });
      storeAssessments(assessment);
      const { user } = renderApp(`/results/${ID}`);
      const list = await screen.findByRole('list', { name: 'Risk per condition' });
      expect(screen.queryByRole('table', { name: 'Risk per condition' })).not.toBeInTheDocument();
      expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(
        CONDITION_NAMES.length,
      );

      const gout = within(list).getByRole('heading', { name: 'Gout' }).closest('li');
      if (!gout) throw new Error('no Gout card');
      const toggle = within(gout).getByRole('button', { name: /How this was calculated/ });
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(within(gout).getByRole('heading', { name: 'Calculation steps' })).toBeVisible();

      const locked = assessment.riskScores.find((risk) => risk.locked);
      if (!locked) throw new Error('fixture has no locked row');
      const lockedCard = within(list)
        .getByRole('heading', { name: locked.condition })
        .closest('li');
      if (!lockedCard) throw new Error('no locked card');
      expect(within(lockedCard).getByText('Locked on your plan.')).toBeVisible();
    });
  });

  it('what-if: quitting smoking shows the results that would move, scored before and after', async () => {
    storeAssessments(createScoredAssessment({ id: ID, level: 'premium' }));
    const { user } = renderApp(`/results/${ID}`);
    await findRiskTable();
    await user.click(screen.getByRole('button', { name: 'What if you changed something?' }));
    const quit = await screen.findByRole('checkbox', { name: 'Quit smoking' });
    expect(screen.getByRole('checkbox', { name: /Systolic blood pressure/ })).toBeDisabled();
    expect(screen.getByText('Your assessment has no blood pressure reading.')).toBeVisible();
    await user.click(quit);
    const table = screen.getByRole('table', { name: 'Your results with the chosen changes' });
    const lung = within(table).getByRole('rowheader', { name: 'Lung Cancer' }).closest('tr');
    if (!lung) throw new Error('no Lung Cancer row');
    const [now, withChanges] = within(lung).getAllByRole('cell');
    expect(now?.textContent).not.toBe(withChanges?.textContent);
    // like with like: a percentage beside a percentage, points beside points, else levels only
    const kind = (text: string) =>
      /%/.test(text) ? 'percent' : /points/.test(text) ? 'points' : 'level';
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const [before, after] = within(row).getAllByRole('cell');
      expect(kind(after?.textContent ?? ''), row.textContent ?? '').toBe(
        kind(before?.textContent ?? ''),
      );
    }
    // the benefit of quitting builds over years: the model's caveat is said
    expect(screen.getByText(/Quitting counts here as quit this year/)).toBeVisible();
  });

  it('opens at the top with red flags first even from ?tab=dashboard; without red flags it scrolls to the dashboard', async () => {
    const scrolled: string[] = [];
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      writable: true,
      value: function scrollIntoView(this: Element) {
        scrolled.push(this.id);
      },
    });
    try {
      const flagged = createScoredAssessment({ id: ID, level: 'premium' });
      expect(flagged.redFlags.length).toBeGreaterThan(0);
      storeAssessments(flagged);
      const first = renderApp(`/results/${ID}?tab=dashboard`);
      await findRiskTable();
      await screen.findByRole('region', { name: 'Health Dashboard' });
      expect(scrolled).not.toContain('health-dashboard');
      first.unmount();

      const calm = createScoredAssessment({
        id: ID,
        level: 'premium',
        answers: { ...smokerSurveyAnswers, shortnessOfBreath: false },
      });
      expect(calm.redFlags).toEqual([]);
      storeAssessments(calm);
      renderApp(`/results/${ID}?tab=dashboard`);
      await findRiskTable();
      await vi.waitFor(() => expect(scrolled).toContain('health-dashboard'));
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('lists red flags above the risk table', async () => {
    const assessment = createScoredAssessment({ id: ID, level: 'trial' });
    expect(assessment.redFlags.length).toBeGreaterThan(0);
    storeAssessments(assessment);
    renderApp(`/results/${ID}`);
    await findRiskTable();
    const flags = screen.getByRole('region', { name: 'Symptoms that need medical attention' });
    const firstFlag = assessment.redFlags[0];
    if (!firstFlag) throw new Error('no red flag');
    expect(within(flags).getByText(firstFlag.advice)).toBeVisible();
    const heading = screen.getByRole('heading', { name: 'Your Disease Risk Assessment' });
    expect(flags.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('tells how to find out an ECG finding instead of asking to add it (issue 30)', async () => {
    const assessment = createScoredAssessment({ id: ID, level: 'premium' });
    const stroke = assessment.riskScores.find((risk) => risk.condition === 'Stroke');
    if (!stroke || stroke.locked) throw new Error('the fixture has no Stroke row');
    stroke.upgrade = {
      model: 'Framingham Stroke Risk Profile',
      inputs: ['Left ventricular hypertrophy on ECG'],
    };
    storeAssessments(assessment);
    renderApp(`/results/${ID}`);
    const row = getConditionRow(await findRiskTable(), 'Stroke');
    expect(
      within(row).getByText(/^For a validated estimate \(Framingham Stroke Risk Profile\):/),
    ).toHaveTextContent(
      'Ask your GP whether an ECG (heart tracing) has shown left ventricular hypertrophy',
    );
    expect(row).not.toHaveTextContent(/Add your left ventricular/i);
  });

  it('says which answers would give a validated estimate, and the link opens Update your answers', async () => {
    const assessment = createScoredAssessment({ id: ID, level: 'premium' });
    const cvd = assessment.riskScores.find((risk) => risk.condition === 'Cardiovascular Disease');
    if (!cvd || cvd.locked || !cvd.upgrade) throw new Error('the fixture’s CVD has no upgrade');
    storeAssessments(assessment);
    const { user } = renderApp(`/results/${ID}`);
    const table = await findRiskTable();
    const row = getConditionRow(table, 'Cardiovascular Disease');
    expect(
      within(row).getByText(/^Add your total cholesterol, HDL cholesterol/, { exact: false }),
    ).toHaveTextContent(`to get a validated estimate (${cvd.upgrade.model}).`);
    // a points-only condition has no such line
    expect(within(getConditionRow(table, 'Gout')).queryByText(/validated estimate/)).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Update your answers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(
      within(row).getByRole('link', { name: 'Update your answers for Cardiovascular Disease' }),
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows "Not enough answers — add X to get a level" instead of a level where answers could change it', async () => {
    const assessment = createScoredAssessment({ id: ID, level: 'premium' });
    const pending = assessment.riskScores.filter(
      (risk): risk is ConditionRiskResult => !risk.locked && risk.levelPending !== undefined,
    );
    expect(pending.length).toBeGreaterThan(0);
    storeAssessments(assessment);
    renderApp(`/results/${ID}`);
    const table = await findRiskTable();
    for (const risk of pending) {
      const row = getConditionRow(table, risk.condition);
      expect(
        within(row).getByText(describeLevelPending(risk.levelPending ?? { inputs: [] })),
      ).toBeVisible();
      expect(within(row).queryByText(/^(Low|Moderate)$/)).toBeNull();
    }
  });

  it('shows the server’s recommendations: do now (red flags not repeated), lifestyle, screening', async () => {
    const assessment = createScoredAssessment({ id: ID, level: 'premium' });
    const { immediate, lifestyle, screening } = assessment.recommendations;
    expect(screening.length).toBeGreaterThan(5);
    storeAssessments(assessment);
    const { user } = renderApp(`/results/${ID}`);
    await findRiskTable();
    const section = screen.getByRole('region', { name: 'Recommendations' });
    const doNow = within(section).getByRole('list', { name: 'Do now' });
    const flagLine = immediate.find((text) => text.startsWith(`${assessment.redFlags[0]?.title}:`));
    expect(flagLine).toBeDefined();
    expect(within(doNow).queryByText(flagLine ?? '')).not.toBeInTheDocument();
    expect(within(doNow).getAllByText(/your risk came out high/).length).toBeGreaterThan(0);
    const habits = within(section).getByRole('list', { name: 'Lifestyle' });
    expect(within(habits).getAllByRole('listitem')).toHaveLength(lifestyle.length);
    expect(within(habits).getByText(/Quitline on 13 7848/)).toBeVisible();
    const tests = within(section).getByRole('list', { name: 'Screening' });
    expect(within(tests).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(section).getByRole('button', { name: `Show all ${screening.length}` }));
    expect(within(tests).getAllByRole('listitem')).toHaveLength(screening.length);
  });

  it('shows the health dashboard numbers from the risk-engine and the saved answers', async () => {
    storeAssessments(createScoredAssessment({ id: ID, level: 'premium' }));
    renderApp(`/results/${ID}?tab=dashboard`);
    await findRiskTable();
    const section = screen.getByRole('region', { name: 'Health Dashboard' });
    expect(section).toHaveAttribute('id', 'health-dashboard');
    // 178 cm, 96 kg → BMI 30.3 (Bad); 60 min/week (Bad); stress 4 of 5 (Bad)
    expect(within(section).getByText('30.3')).toBeVisible();
    expect(within(section).getByText('60 min/week')).toBeVisible();
    expect(within(section).getByText('4 of 5')).toBeVisible();
    for (const category of ['Brain', 'Heart', 'Liver', 'Kidney', 'Bone', 'Immune System']) {
      expect(within(section).getByText(category)).toBeVisible();
    }
    expect(within(section).getByRole('progressbar', { name: 'Overall health' })).toBeVisible();
    // ABS life tables 2021–2023: Australian men aged 58 live on average to 83.95
    expect(
      within(section).getByText(/Australians of your age and sex live on average to/),
    ).toHaveTextContent('Australians of your age and sex live on average to 84');
  });

  it('step header: 66% on the diseases tab, 100% with the plan on the exercise tab; unknown tab → diseases', async () => {
    storeAssessments(createScoredAssessment({ id: ID }));
    const first = renderApp(`/results/${ID}?tab=nonsense`);
    await findRiskTable();
    expect(screen.getByRole('progressbar', { name: 'Your health journey' })).toHaveAttribute(
      'aria-valuenow',
      '66',
    );
    expect(screen.getByRole('link', { name: 'Step 1 Assessment' })).toHaveAttribute(
      'href',
      '/assessment',
    );
    first.unmount();

    renderApp(`/results/${ID}?tab=exercise`);
    expect(await screen.findByRole('heading', { name: 'Your Plan' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Your health journey' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.queryByRole('table', { name: 'Risk per condition' })).not.toBeInTheDocument();
  });

  it('/results/latest shows the newest assessment of the list', async () => {
    const [older, newer] = createJanuaryAndFebruaryAssessments();
    server.use(...answerAssessments([older, newer]));
    renderApp('/results/latest');
    await findRiskTable();
    expect(screen.getByText('From your assessment of 20 February 2025.')).toBeVisible();
  });

  it('going to another assessment shows the loading spinner until it arrives, never the empty state', async () => {
    const [first, second] = createJanuaryAndFebruaryAssessments();
    storeAssessments(first, second);
    let answerSecond = () => {};
    const secondAnswered = new Promise<void>((resolve) => {
      answerSecond = resolve;
    });
    // held until the test lets it through; then the stored answer (the next handler) is sent
    server.use(
      http.get(`/api/assessments/${second.id}`, async () => {
        await secondAnswered;
      }),
    );
    const { router } = renderApp(`/results/${first.id}`);
    expect(await screen.findByText('From your assessment of 2 January 2025.')).toBeVisible();

    // every state the page passes through, even for one commit
    let showedEmptyState = false;
    const observer = new MutationObserver(() => {
      showedEmptyState ||= document.body.textContent.includes('No results yet');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await router.navigate(`/results/${second.id}`);
    expect(
      await screen.findByText('Loading your results', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('From your assessment of 2 January 2025.')).not.toBeInTheDocument();

    answerSecond();
    expect(
      await screen.findByText('From your assessment of 20 February 2025.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    observer.disconnect();
    expect(showedEmptyState).toBe(false);
  });

  it('shows an empty state when the user has no assessment', async () => {
    server.use(...answerAssessments([]));
    renderApp('/results');
    expect(await screen.findByText('No results yet', {})).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start Assessment' })).toHaveAttribute(
      'href',
      '/assessment',
    );
  });

  it("says so when the assessment is not found (another user's id)", async () => {
    renderApp('/results/99999999-9999-4999-8999-999999999999');
    expect(await screen.findByText('Assessment not found', {})).toBeVisible();
  });

  it('"Update your answers" edits an essential assessment and refreshes the scores in place', async () => {
    const answers = EssentialFormSchema.parse({
      age: 58,
      biologicalSex: 'male',
      heightCm: 178,
      weightKg: 96,
      ethnicity: 'white',
      smokingStatus: 'current',
    });
    const stored: Assessment = {
      ...createScoredAssessment({ id: ID, level: 'premium' }),
      variant: 'essential',
      responses: groupEssentialFormIntoSections(answers),
    };
    storeAssessments(stored);
    let savedBody: Record<string, unknown> | null = null;
    server.use(
      http.put('/api/assessments/:id', async ({ request }) => {
        savedBody = (await request.json()) as Record<string, unknown>;
        // the server's rescored answer (here with 80 kg: BMI 25.2) replaces the page's data
        const rescored = EssentialFormSchema.parse({ ...answers, weightKg: 80 });
        const saved: Assessment = {
          ...createScoredAssessment({ id: ID, level: 'premium', answers: { ...rescored } }),
          variant: 'essential',
          revision: 2,
          responses: groupEssentialFormIntoSections(rescored),
        };
        // stored like the API stores it: the page refetches it after the save
        storeAssessments(saved);
        return HttpResponse.json(saved);
      }),
    );
    const { user } = renderApp(`/results/${ID}`);
    await findRiskTable();
    const toggle = screen.getByRole('button', { name: 'Update your answers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(await screen.findByRole('slider', { name: /^Age/ })).toHaveValue('58');
    await user.click(screen.getByRole('button', { name: 'Save and Update My Results' }));
    // the toast lasts 5 s (TOAST_DURATION_MS): a slow machine may reach the next line after it
    // closed, so finding it is the check
    await screen.findByText('Results Updated', {});
    expect(savedBody).toMatchObject({ age: 58, complete: true });
    const section = screen.getByRole('region', { name: 'Health Dashboard' });
    expect(await within(section).findByText('25.2', {})).toBeVisible();
    expect(within(section).queryByText('30.3')).not.toBeInTheDocument();
  });
});
