import { MEDICAL_DISCLAIMER } from '@healthscreen/api-client';
import { CreateAssessmentBodySchema, mapAnswersToProfile } from '@healthscreen/assessment-schema';
import { assessProfile, type ConditionRisk } from '@healthscreen/risk-engine';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { createReportBuilder } from '../src/modules/reports/build-report.js';
import { DB_KINDS } from './helper.js';
import { useApiKit } from './kit.js';
import { readPdfText, squash } from './pdf-text.js';
import { REPORT_ESSENTIAL_ANSWERS } from './report-fixtures.js';

/** What the engine says for the fixture: the conditions a report can show. */
const { risks: RISKS } = assessProfile(
  mapAnswersToProfile(CreateAssessmentBodySchema.parse(REPORT_ESSENTIAL_ANSWERS)),
);
const APPLICABLE = RISKS.filter((risk) => risk.applicable);
const HIGH = APPLICABLE.filter((risk) => risk.riskLevel === 'high');
const LEVEL_LABEL: Record<ConditionRisk['riskLevel'], string> = {
  existing: 'Already diagnosed',
  high: 'High',
  moderate: 'Moderate',
  low: 'Low',
};
/** A basic user's 5: one published model with a DOI among them, the rest low or moderate. */
const WITH_DOI = APPLICABLE.find((risk) => risk.model.doi && risk.riskLevel !== 'high');
const SELECTED = [
  ...(WITH_DOI ? [WITH_DOI] : []),
  ...APPLICABLE.filter((risk) => risk !== WITH_DOI && risk.riskLevel === 'low'),
]
  .slice(0, 5)
  .map((risk) => risk.condition);

describe.each(DB_KINDS)('GET /api/assessments/{id}/report.pdf on %s', (kind) => {
  // every request reads the user afresh, so a plan change counts at once
  const kit = useApiKit(kind, { sessionCacheTtlMs: 0 });

  /** A user with the fixture's assessment: premium, or basic with the 5 `selected`. */
  async function userWithAssessment(plan: 'premium' | { selected: string[] }) {
    const account = await kit.signUp('trial', { firstName: 'Sam', lastName: 'Taylor' });
    if (plan === 'premium') {
      await kit.setPlan(account.user.id, 'premium');
    } else {
      const saved = await kit.callAs(account.cookie)('POST', '/api/user/disease-selection', {
        diseases: plan.selected,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await kit.setPlan(account.user.id, 'basic');
    }
    const { id, completedAt } = await kit.createAssessment(
      account.cookie,
      REPORT_ESSENTIAL_ANSWERS,
    );
    if (completedAt === null) throw new Error('the fixture is a completed assessment');
    return { ...account, assessmentId: id, completedAt };
  }

  function getReport(cookie: string | undefined, id: string) {
    return kit.app.inject({
      method: 'GET',
      url: `/api/assessments/${id}/report.pdf`,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  }

  it('sends a premium user the detailed report as a PDF download, red flags first', async () => {
    const { cookie, assessmentId, completedAt } = await userWithAssessment('premium');
    const response = await getReport(cookie, assessmentId);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
      new Date(completedAt),
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="healthscreen-report-${day}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // PDFKit deflates its own streams: the app's compression leaves a PDF alone
    const asked = await kit.app.inject({
      method: 'GET',
      url: `/api/assessments/${assessmentId}/report.pdf`,
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const { pages, text } = await readPdfText(response.rawPayload);
    expect(text).toContain('Health risk report for your GP');
    expect(text).toContain('Detailed report (Premium)');
    expect(text).toContain('Prepared for: Sam Taylor (Age 61, Male)');

    // red flags come first, before any result
    const flags = text.indexOf('Symptoms to raise with your GP first');
    expect(flags).toBeGreaterThan(0);
    expect(text.indexOf('Shortness of breath — Urgent')).toBeGreaterThan(flags);
    expect(text.indexOf('Unexplained weight loss')).toBeGreaterThan(flags);
    expect(text.indexOf('All risk results')).toBeGreaterThan(text.indexOf('Shortness of breath'));
    // page 1 is the consult: the numbers with their Australian readings, then what to discuss
    expect(pages[0]).toContain('Your numbers');
    expect(pages[0]).toContain('148/92 mmHg (on blood pressure medicine)');
    expect(pages[0]).toContain('Grade 1 (mild) hypertension, above target while on treatment');
    expect(pages[0]).toContain('What to discuss');

    // every applicable condition, high first, each with its level, tier, model and citation
    const positions = APPLICABLE.map((risk) => text.indexOf(`${risk.condition}: `));
    expect(positions.every((position) => position > flags)).toBe(true);
    const firstLow = Math.min(
      ...APPLICABLE.filter((r) => r.riskLevel === 'low').map((r) =>
        text.indexOf(`${r.condition}: `),
      ),
    );
    for (const risk of HIGH) expect(text.indexOf(`${risk.condition}: High`)).toBeLessThan(firstLow);
    const cited = APPLICABLE.find((risk) => risk.model.doi);
    if (!cited?.model.doi) throw new Error('the fixture has no published model with a DOI');
    const details = text.indexOf('All risk results');
    const block = squash(text.slice(text.indexOf(`${cited.condition}: `, details)));
    expect(block.startsWith(squash(`${cited.condition}: ${LEVEL_LABEL[cited.riskLevel]}`))).toBe(
      true,
    );
    expect(block).toContain(squash(`Evidence tier ${cited.tier}`));
    expect(block).toContain(squash(`Model: ${cited.model.name}`));
    expect(block).toContain(squash(cited.model.citation));
    expect(block).toContain(squash(`DOI: ${cited.model.doi}`));
    // the detailed report says what raised each score and what was not known
    expect(text).toContain('What raised it:');
    expect(text).toContain('Not known (less certain without it):');
    expect(text).not.toContain('further conditions were assessed');

    // the screening plan with the national programs, the answers with units, the questions
    expect(text).toContain('Screening plan');
    expect(text).toContain('National Bowel Cancer Screening Program');
    for (const answer of ['Height 176 cm', 'Weight 97 kg', 'Waist circumference 108 cm']) {
      expect(text).toContain(answer);
    }
    expect(text).toContain('Blood pressure, systolic (top number) 148 mmHg');
    expect(text).toContain('Total cholesterol 6.2 mmol/L');
    const questions = squash(text.slice(text.indexOf('What to discuss')));
    expect(questions).toContain(squash('I reported this symptom: Shortness of breath.'));
    for (const risk of HIGH) {
      expect(questions).toContain(squash(`My ${risk.condition} risk came out high (`));
    }
    // a simpler (tier C or D) result without a glucose value asks for the test
    const lacksGlucose = APPLICABLE.some(
      (risk) =>
        (risk.tier === 'C' || risk.tier === 'D') &&
        risk.missingData.some((item) => /glucose|hba1c/i.test(item)),
    );
    expect(lacksGlucose).toBe(true);
    expect(questions).toContain(squash("I don't know my blood glucose: should I have"));

    // the disclaimer and the page number on every page
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(squash(page)).toContain(squash(MEDICAL_DISCLAIMER));
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });

  it('sends a basic user the summary of their 5 (and any high level), the others only counted', async () => {
    expect(SELECTED).toHaveLength(5);
    const { cookie, assessmentId } = await userWithAssessment({ selected: SELECTED });
    const response = await getReport(cookie, assessmentId);
    expect(response.statusCode, response.body).toBe(200);
    const { text } = await readPdfText(response.rawPayload);

    expect(text).toContain('Summary report');
    expect(text).not.toContain('Detailed report');
    expect(text).not.toContain('What raised it:');
    expect(text).not.toContain('Not known (less certain without it):');

    const shown = APPLICABLE.filter(
      (risk) => SELECTED.includes(risk.condition) || risk.riskLevel === 'high',
    );
    const locked = APPLICABLE.filter((risk) => !shown.includes(risk));
    expect(locked.length).toBeGreaterThan(0);
    for (const risk of shown) expect(text).toContain(`${risk.condition}: `);
    // a locked condition has no row, no screening line and no question: it is only counted
    for (const risk of locked) {
      expect(text, risk.condition).not.toContain(`${risk.condition}: `);
      expect(text, risk.condition).not.toContain(`${risk.condition} (`);
      expect(text, risk.condition).not.toContain(`My ${risk.condition} risk`);
      expect(text, risk.condition).not.toContain(`I have ${risk.condition}`);
    }
    expect(text).toContain(`${locked.length} further conditions were assessed`);
    // the red flags are never locked
    expect(text).toContain('Shortness of breath — Urgent');
    expect(squash(text)).toContain(squash(MEDICAL_DISCLAIMER));
  });

  it('still reads an expired user’s past results, as a summary', async () => {
    const { cookie, assessmentId, user } = await userWithAssessment('premium');
    await kit.setPlan(user.id, { subscriptionStatus: 'expired' });
    const response = await getReport(cookie, assessmentId);
    expect(response.statusCode, response.body).toBe(200);
    const { text } = await readPdfText(response.rawPayload);
    expect(text).toContain('Summary report');
    // no 5 chosen: only the high levels, a safety signal, are shown
    for (const risk of HIGH) expect(text).toContain(`${risk.condition}: High`);
  });

  it('answers 404 for another user’s assessment, an unknown id, a draft and "latest"', async () => {
    const owner = await userWithAssessment('premium');
    const other = await userWithAssessment('premium');

    const draft = await kit.app.inject({
      method: 'POST',
      url: '/api/assessments',
      headers: { cookie: other.cookie },
      payload: { variant: 'survey', age: 50, draft: true },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const draftId = draft.json<{ id: string }>().id;

    for (const id of [owner.assessmentId, randomUUID(), draftId, 'latest', 'not-an-id']) {
      const response = await getReport(other.cookie, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Assessment not found', code: 'NOT_FOUND' });
    }
  });

  it('builds the newest completed report for "latest" (the share link’s read), 404 when none', async () => {
    const builder = createReportBuilder({ db: kit.db, now: Date.now });
    const { user, assessmentId } = await userWithAssessment('premium');
    const owner = await kit.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const report = await builder.buildReport(owner, 'latest');
    expect(report.assessment.id).toBe(assessmentId);
    expect(report.detail).toBe('detailed');
    expect(report.person.name).toBe('Sam Taylor');

    const newcomer = await kit.signUp();
    const none = await kit.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', newcomer.user.id)
      .executeTakeFirstOrThrow();
    await expect(builder.buildReport(none, 'latest')).rejects.toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
    // another user's id, through the builder too
    await expect(builder.buildReport(none, assessmentId)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('answers 401 when signed out', async () => {
    const { assessmentId } = await userWithAssessment('premium');
    const response = await getReport(undefined, assessmentId);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('limits each user to 20 reports in 10 minutes (drawing one costs CPU)', async () => {
    const { cookie, assessmentId } = await userWithAssessment('premium');
    const other = await userWithAssessment('premium');
    for (let i = 0; i < 20; i++) {
      // a different address each time: the limit follows the user, not the address
      const response = await kit.app.inject({
        method: 'GET',
        url: `/api/assessments/${assessmentId}/report.pdf`,
        headers: { cookie },
        remoteAddress: `10.9.0.${i + 1}`,
      });
      expect(response.statusCode).toBe(200);
    }
    const limited = await getReport(cookie, assessmentId);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another user is not held up
    expect((await getReport(other.cookie, other.assessmentId)).statusCode).toBe(200);
  }, 60_000);
});
