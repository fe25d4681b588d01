import {
  createApiClient,
  FhirBundleSchema,
  type Assessment,
  type FhirBundle,
  type FhirObservation,
  type FhirRiskAssessment,
} from '@healthscreen/api-client';
import { beforeAll, describe, expect, it } from 'vitest';

import { SESSION_CACHE_TTL_MS } from '../src/plugins/session-store.js';
import { prepareFhirValidator, validateFhirResource } from './fhir-schema.js';
import { SURVEY_ANSWERS } from './fixtures.js';
import { DB_KINDS, registerUser } from './helper.js';
import { useApiKit } from './kit.js';

/** Essential answers with every coded measure: labs in mmol/L, blood pressure, waist, a red flag. */
const ESSENTIAL = {
  age: 57,
  biologicalSex: 'female',
  heightCm: 162,
  weightKg: 81,
  waistCircumferenceCm: 92,
  ethnicity: 'white',
  smokingStatus: 'current',
  packsPerDay: 1,
  yearsSmoked: 30,
  currentHypertension: true,
  shortnessOfBreath: true,
  labResults: {
    totalCholesterol: 6.2,
    hdlCholesterol: 1.1,
    bloodPressureSystolic: 148,
    bloodPressureDiastolic: 92,
    hba1c: 6.3,
    unit: 'mmol/L',
  },
};

function observations(bundle: FhirBundle): FhirObservation[] {
  return bundle.entry.flatMap(({ resource }) =>
    resource.resourceType === 'Observation' ? [resource] : [],
  );
}

function riskAssessments(bundle: FhirBundle): FhirRiskAssessment[] {
  return bundle.entry.flatMap(({ resource }) =>
    resource.resourceType === 'RiskAssessment' ? [resource] : [],
  );
}

function outcomesOf(bundle: FhirBundle): string[] {
  return riskAssessments(bundle).map((risk) => risk.prediction?.[0]?.outcome.text ?? '');
}

beforeAll(prepareFhirValidator);

describe.each(DB_KINDS)('GET /api/assessments/{id}/fhir on %s', (kind) => {
  let clock = Date.parse('2025-03-01T09:00:00.000Z');
  const kit = useApiKit(
    kind,
    { now: () => clock },
    {
      afterPlanChange: () => {
        clock += SESSION_CACHE_TTL_MS;
      },
    },
  );

  async function createAssessment(cookie: string, body: object): Promise<Assessment> {
    clock += 1_000;
    return kit.createAssessment(cookie, body);
  }

  function getFhir(cookie: string | undefined, id: string, query = '') {
    return kit.app.inject({
      method: 'GET',
      url: `/api/assessments/${id}/fhir${query}`,
      headers: cookie ? { cookie } : {},
    });
  }

  it('answers a FHIR R4 Bundle that the official R4 JSON schema accepts', async () => {
    const user = await kit.signUp('premium');
    const assessment = await createAssessment(user.cookie, ESSENTIAL);

    const response = await getFhir(user.cookie, assessment.id);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBeUndefined();
    const bundle = response.json<FhirBundle>();
    expect(validateFhirResource(bundle)).toEqual([]);
    expect(FhirBundleSchema.parse(bundle)).toMatchObject({
      resourceType: 'Bundle',
      type: 'document',
      timestamp: new Date(clock).toISOString(),
    });
    expect(bundle.entry.map((entry) => entry.resource.resourceType).slice(0, 4)).toEqual([
      'Composition',
      'Device',
      'Patient',
      'QuestionnaireResponse',
    ]);
    expect(bundle.entry[2]?.resource).toMatchObject({
      name: [{ text: 'Ada Lovelace' }],
      gender: 'female',
    });
    expect(bundle.entry[3]?.resource).toMatchObject({
      status: 'completed',
      authored: assessment.completedAt,
    });
  });

  it('codes the measures with LOINC and UCUM and smoking status with SNOMED CT', async () => {
    const user = await kit.signUp('premium');
    const assessment = await createAssessment(user.cookie, ESSENTIAL);
    const bundle = (await getFhir(user.cookie, assessment.id)).json<FhirBundle>();

    const coded = observations(bundle).flatMap((observation) => {
      const code = observation.code.coding?.[0]?.code;
      return code ? [[code, observation] as const] : [];
    });
    const byCode = new Map(coded);
    expect([...byCode.keys()].sort()).toEqual(
      [
        '8302-2',
        '29463-7',
        '39156-5',
        '8280-0',
        '85354-9',
        '14647-2',
        '14646-4',
        '4548-4',
        // the same HbA1c in IFCC units (mmol/mol)
        '59261-8',
        '72166-2',
      ].sort(),
    );
    const units = Object.fromEntries(
      coded.map(([code, observation]) => [code, observation.valueQuantity?.code]),
    );
    expect(units).toMatchObject({
      '8302-2': 'cm',
      '29463-7': 'kg',
      '39156-5': 'kg/m2',
      '8280-0': 'cm',
      '14647-2': 'mmol/L',
      '14646-4': 'mmol/L',
      '4548-4': '%',
    });
    expect(byCode.get('85354-9')?.component?.map((c) => c.valueQuantity)).toEqual([
      { value: 148, unit: 'mmHg', system: 'http://unitsofmeasure.org', code: 'mm[Hg]' },
      { value: 92, unit: 'mmHg', system: 'http://unitsofmeasure.org', code: 'mm[Hg]' },
    ]);
    expect(byCode.get('72166-2')?.valueCodeableConcept?.coding?.[0]).toMatchObject({
      system: 'http://snomed.info/sct',
      code: '77176002',
    });
    for (const [, observation] of coded) {
      expect(observation.status).toBe('final');
      expect(observation.effectiveDateTime).toBe(assessment.completedAt);
    }
    // the red flag (shortness of breath) is an Observation too
    expect(observations(bundle).map((o) => o.valueCodeableConcept?.text)).toContain(
      'Shortness of breath',
    );
  });

  it('has one RiskAssessment per condition the results page shows; locked ones are absent', async () => {
    const premium = await kit.signUp('premium');
    const full = await createAssessment(premium.cookie, SURVEY_ANSWERS);
    const fullBundle = (await getFhir(premium.cookie, full.id)).json<FhirBundle>();
    const applicable = full.riskScores.flatMap((risk) =>
      !risk.locked && risk.applicable ? [risk.condition] : [],
    );
    expect(outcomesOf(fullBundle)).toEqual(applicable);

    // a trial user with 5 chosen: the results page's rule (their 5 and any high level)
    const trial = await registerUser(kit.app);
    const five = full.riskScores
      .flatMap((risk) =>
        !risk.locked && risk.applicable && risk.riskLevel !== 'high' ? [risk.condition] : [],
      )
      .slice(0, 5);
    const chosen = await kit.app.inject({
      method: 'POST',
      url: '/api/user/disease-selection',
      headers: { cookie: trial.cookie },
      payload: { diseases: five },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const limited = await createAssessment(trial.cookie, SURVEY_ANSWERS);
    const bundle = (await getFhir(trial.cookie, limited.id)).json<FhirBundle>();
    expect(validateFhirResource(bundle)).toEqual([]);

    const shown = limited.riskScores.flatMap((risk) =>
      !risk.locked && risk.applicable ? [risk.condition] : [],
    );
    const locked = limited.riskScores.flatMap((risk) => (risk.locked ? [risk.condition] : []));
    expect(locked.length).toBeGreaterThan(0);
    expect(outcomesOf(bundle).sort()).toEqual([...shown].sort());
    expect(outcomesOf(bundle)).toEqual(expect.arrayContaining(five));
    for (const name of locked) expect(outcomesOf(bundle)).not.toContain(name);
  });

  it('downloads as healthscreen-fhir-<date>.json when asked, compressed when accepted', async () => {
    const user = await registerUser(kit.app);
    const assessment = await createAssessment(user.cookie, ESSENTIAL);

    const download = await getFhir(user.cookie, assessment.id, '?download=1');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="healthscreen-fhir-${assessment.completedAt?.slice(0, 10)}.json"`,
    );

    const compressed = await kit.app.inject({
      method: 'GET',
      url: `/api/assessments/${assessment.id}/fhir`,
      headers: { cookie: user.cookie, 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
  });

  it("is parsed by the api-client's fhir.assessmentBundle despite the FHIR media type", async () => {
    const user = await registerUser(kit.app);
    const assessment = await createAssessment(user.cookie, ESSENTIAL);
    const client = createApiClient({
      fetch: async (input, init) => {
        const reply = await kit.app.inject({
          method: 'GET',
          url: input instanceof Request ? input.url : String(input),
          headers: { cookie: user.cookie, accept: new Headers(init?.headers).get('accept') ?? '' },
        });
        return new Response(reply.body, {
          status: reply.statusCode,
          headers: { 'content-type': String(reply.headers['content-type']) },
        });
      },
    });

    const bundle = await client.fhir.assessmentBundle({ params: { id: assessment.id } });
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.entry.length).toBeGreaterThan(5);
  });

  it("answers 404 for another user's assessment or an unknown id, 401 signed out", async () => {
    const owner = await registerUser(kit.app);
    const other = await registerUser(kit.app);
    const assessment = await createAssessment(owner.cookie, ESSENTIAL);

    const foreign = await getFhir(other.cookie, assessment.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(foreign.body).not.toContain('Lovelace');
    expect((await getFhir(owner.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await getFhir(owner.cookie, 'not-a-uuid')).statusCode).toBe(404);

    const signedOut = await getFhir(undefined, assessment.id);
    expect(signedOut.statusCode).toBe(401);
  });

  it('answers 409 for a draft: only completed assessments are exported', async () => {
    const user = await registerUser(kit.app);
    clock += 1_000;
    const draft = await kit.app.inject({
      method: 'POST',
      url: '/api/assessments',
      headers: { cookie: user.cookie },
      payload: { ...SURVEY_ANSWERS, draft: true },
    });
    expect(draft.statusCode, draft.body).toBe(201);

    const response = await getFhir(user.cookie, draft.json<Assessment>().id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'NO_COMPLETED_ASSESSMENT' });
  });

  it('still exports for an expired user (read-only access keeps past results)', async () => {
    const user = await registerUser(kit.app);
    const assessment = await createAssessment(user.cookie, ESSENTIAL);
    await kit.setPlan(user.user.id, { trialEndDate: new Date(clock - 1_000) });

    const response = await getFhir(user.cookie, assessment.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(validateFhirResource(response.json())).toEqual([]);
  });
});
