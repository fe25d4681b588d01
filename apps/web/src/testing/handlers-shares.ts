import {
  CreateShareBodySchema,
  MEDICAL_DISCLAIMER,
  SHARE_NOT_FOUND_MESSAGE,
  type Report,
  type Share,
  type ShareAccess,
  type ShareListItem,
} from '@healthscreen/api-client';
import {
  assessCvdGuideline,
  convertGlucoseToMmolL,
  readMeasurements,
  RULE_SOURCES,
  type RiskProfile,
} from '@healthscreen/risk-engine';
import { http, HttpResponse } from 'msw';

/**
 * MSW stand-ins for provider sharing (issue 16): the owner's links (create, list, revoke) and the
 * clinician's read. Tests install them with `server.use(...sharesHandlers)`, seed with
 * `storeShare` / `storeSharedReport` and start clean with `resetSharesApi`.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A token as the server makes them (43 base64url characters). */
export const SHARE_TOKEN = 'k3Jq9vX2mZr8TbW4nYp6Lh0sQe1Ua5Fc7Gd2Ii9Oo3A';

/** The owner's numbers: glucose typed in mg/dL, a treated blood pressure above target. */
const FIXTURE_PROFILE: RiskProfile = {
  age: 57,
  sex: 'female',
  smokingStatus: 'current',
  systolicBp: 152,
  diastolicBp: 94,
  onBpTreatment: true,
  fastingGlucoseMmolL: convertGlucoseToMmolL(115),
  hba1cPercent: 6.2,
  egfr: 58,
};

/** A detailed report as the API answers it for a premium owner. */
export const reportFixture: Report = {
  detail: 'detailed',
  generatedAt: '2026-12-01T09:30:00.000Z',
  person: { name: 'Ada Lovelace', age: 57, sex: 'Female' },
  assessment: {
    id: '3d1f6a2e-5b7c-4d8e-9f0a-1b2c3d4e5f60',
    variant: 'survey',
    completedAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T10:00:00.000Z',
  },
  redFlags: [
    {
      symptom: 'chestPain',
      urgency: 'urgent',
      title: 'Chest pain on exertion',
      advice: 'See a doctor within 24 hours.',
    },
  ],
  measurements: readMeasurements(FIXTURE_PROFILE, { fastingGlucose: '115 mg/dL' }),
  cvdGuideline: assessCvdGuideline(FIXTURE_PROFILE),
  conditions: [
    {
      conditionId: 'cardiovascular-disease',
      condition: 'Cardiovascular Disease',
      riskLevel: 'high',
      tier: 'B',
      scoreText: '21.4 % over 10 years',
      modelName: 'AHA PREVENT',
      citation: 'Khan SS et al. Circulation 2024;149:430–449',
      doi: '10.1161/CIRCULATIONAHA.123.067626',
      keyFactors: ['Current smoker', 'Systolic blood pressure 152 mmHg'],
      missingData: [],
      context:
        "US-derived estimate: a 10-year risk from a US equation, not calibrated for Australia. The 2023 Australian guideline uses the Aus CVD Risk Calculator's 5-year risk.",
    },
    {
      conditionId: 'type-2-diabetes',
      condition: 'Type 2 Diabetes',
      riskLevel: 'moderate',
      tier: 'A',
      scoreText: '1 in 14 over 5 years',
      modelName: 'AUSDRISK',
      citation: 'Chen L et al. Med J Aust 2010;192:197–202',
      keyFactors: [],
      missingData: ['Waist circumference'],
    },
    {
      conditionId: 'gout',
      condition: 'Gout',
      riskLevel: 'low',
      tier: 'C',
      scoreText: '3 of 20 points',
      modelName: 'HealthScreen gout points score',
      citation: 'Choi HK et al. N Engl J Med 2004;350:1093–1103',
      keyFactors: [],
      missingData: [],
    },
  ],
  lockedConditionCount: 0,
  answers: [
    { section: 'Body measurements', question: 'Height', answer: '162', unit: 'cm' },
    { section: 'Body measurements', question: 'Weight', answer: '81', unit: 'kg' },
    { section: 'Lifestyle', question: 'Smoking', answer: 'Current smoker' },
  ],
  screening: [
    {
      disease: 'Colorectal Cancer',
      conditionId: 'colorectal-cancer',
      riskLevel: 'moderate',
      priority: 'standard',
      tests: ['Faecal occult blood test'],
      frequency: 'Every 2 years',
      program: {
        name: 'National Bowel Cancer Screening Program',
        rule: 'Ages 45–74',
        interval: 'Every 2 years',
        eligible: true,
        action: 'Request a free kit',
      },
      sources: [{ name: RULE_SOURCES.nbcsp.name, url: RULE_SOURCES.nbcsp.url }],
    },
  ],
  nationalPrograms: [
    {
      name: 'National Cervical Screening Program',
      rule: 'Women and people with a cervix aged 25–74',
      interval: 'Every 5 years',
      eligible: true,
      action: 'Book a cervical screening test with your GP',
    },
  ],
  questionsForGp: [
    'My chest pain on exertion was flagged as urgent: what should we check first?',
    'Should I start a statin given my cardiovascular risk?',
  ],
  disclaimer: MEDICAL_DISCLAIMER,
};

const shares = new Map<string, ShareListItem>();
let sharedReport: { report: Report; expiresAt: string } | null = null;
let nextShare = 1;

export function resetSharesApi(): void {
  shares.clear();
  sharedReport = null;
  nextShare = 1;
}

/** Puts a link in the owner's list (newest first by `createdAt`). */
export function storeShare(share: Partial<ShareListItem> & { id: string }): ShareListItem {
  const stored: ShareListItem = {
    createdAt: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-11-27T09:00:00.000Z',
    revokedAt: null,
    status: 'active',
    accessLog: [],
    ...share,
  };
  shares.set(stored.id, stored);
  return stored;
}

/** What GET /api/shared/{SHARE_TOKEN} answers; null (the default): 404 like an ended link. */
export function storeSharedReport(value: { report: Report; expiresAt: string } | null): void {
  sharedReport = value;
}

export function listStoredShares(): ShareListItem[] {
  return [...shares.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const notFound = () =>
  HttpResponse.json({ message: SHARE_NOT_FOUND_MESSAGE, code: 'NOT_FOUND' }, { status: 404 });

export const sharesHandlers = [
  http.get('/api/shares', () => HttpResponse.json(listStoredShares())),
  http.post('/api/shares', async ({ request }) => {
    const parsed = CreateShareBodySchema.safeParse(await request.json());
    if (!parsed.success) {
      return HttpResponse.json(
        { message: 'Invalid body', code: 'VALIDATION_ERROR' },
        { status: 400 },
      );
    }
    const createdAt = new Date(Date.UTC(2026, 11, 1, 9, 0, nextShare)).toISOString();
    const id = `00000000-0000-4000-8000-${String(nextShare).padStart(12, '0')}`;
    nextShare += 1;
    const expiresAt = new Date(Date.parse(createdAt) + parsed.data.days * DAY_MS).toISOString();
    storeShare({ id, createdAt, expiresAt });
    const created: Share = {
      id,
      createdAt,
      expiresAt,
      revokedAt: null,
      status: 'active',
      url: `http://localhost:3000/shared/${SHARE_TOKEN}`,
    };
    return HttpResponse.json(created, { status: 201 });
  }),
  http.delete('/api/shares/:id', ({ params }) => {
    const share = shares.get(String(params.id));
    if (!share)
      return HttpResponse.json(
        { message: 'Share link not found', code: 'NOT_FOUND' },
        { status: 404 },
      );
    const revoked: ShareListItem = {
      ...share,
      status: 'revoked',
      revokedAt: share.revokedAt ?? '2026-12-02T10:00:00.000Z',
    };
    shares.set(revoked.id, revoked);
    return HttpResponse.json(revoked);
  }),
  http.get('/api/shared/:token', ({ params }) =>
    params.token === SHARE_TOKEN && sharedReport ? HttpResponse.json(sharedReport) : notFound(),
  ),
];

/** Two openings: a phone, then a computer. */
export const accessLogFixture: ShareAccess[] = [
  { accessedAt: '2026-11-22T14:05:00.000Z', deviceKind: 'desktop', browser: 'Chrome' },
  { accessedAt: '2026-11-21T08:15:00.000Z', deviceKind: 'mobile', browser: 'Safari' },
];
