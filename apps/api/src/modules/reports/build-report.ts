import {
  MEDICAL_DISCLAIMER,
  ReportSchema,
  type Report,
  type ReportCondition,
} from '@healthscreen/api-client';
import {
  formatScore,
  getReportDetail,
  resolveAccessLevel,
  sortRisksByLevel,
  type ReportDetail,
} from '@healthscreen/domain-policy';
import {
  listAnsweredQuestions,
  mapStoredResponsesToProfile,
} from '@healthscreen/assessment-schema';
import {
  assessCvdGuideline,
  CONDITION_IDS,
  findNationalProgram,
  type ConditionRisk,
  type NationalProgram,
  type RedFlag,
} from '@healthscreen/risk-engine';
import type { Kysely } from 'kysely';

import type { AssessmentRow, Database } from '../../db/database.js';
import type { SessionUser } from '../../plugins/session-store.js';
import {
  createNotFoundError,
  createShownInFull,
  describeAccess,
  findLatestAssessmentVersion,
  isUuid,
  readUserAssessment,
  type WithSelection,
} from '../assessments/index.js';
import { recommendScreening } from '../screening-tests/index.js';
import { removeInternalReferences } from '../../lib/plain-text.js';
import { listGpQuestions } from './gp-questions.js';
import { describeCvdContext, describeNumbers } from './report-numbers.js';

/** What the report reads of its owner: the name it prints and what decides the access level. */
export type ReportUser = Pick<
  SessionUser,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'subscriptionPlan'
  | 'subscriptionStatus'
  | 'trialEndDate'
  | 'subscriptionEndDate'
>;

/** The saved assessment a report is made of: a completed row with the owner's disease selection. */
export type ReportSource = Pick<
  AssessmentRow,
  | 'id'
  | 'variant'
  | 'responses'
  | 'riskScores'
  | 'redFlags'
  | 'createdAt'
  | 'updatedAt'
  | 'completedAt'
> &
  WithSelection;

/** Missing inputs a measured value answers in substance (a glucose history beside a glucose). */
function dropAnsweredByMeasurement(missing: readonly string[], measured: ReadonlySet<string>) {
  const glucoseKnown = measured.has('fastingGlucose') || measured.has('hba1c');
  return missing.filter((item) => !(glucoseKnown && /glucose|hba1c/i.test(item)));
}

function toReportCondition(
  risk: ConditionRisk,
  detail: ReportDetail,
  measured: ReadonlySet<string> = new Set(),
): ReportCondition {
  const context = describeCvdContext(risk);
  return {
    conditionId: risk.conditionId,
    condition: risk.condition,
    riskLevel: risk.riskLevel,
    tier: risk.tier,
    scoreText: formatScore(risk),
    modelName: risk.model.name,
    citation: removeInternalReferences(risk.model.citation, 'Self-reported diagnosis.'),
    ...(risk.model.doi ? { doi: risk.model.doi } : {}),
    keyFactors: detail === 'detailed' ? [...risk.keyFactors] : [],
    missingData: detail === 'detailed' ? dropAnsweredByMeasurement(risk.missingData, measured) : [],
    ...(risk.levelPending ? { levelPending: { inputs: [...risk.levelPending.inputs] } } : {}),
    ...(context ? { context } : {}),
  };
}

/** Cardiovascular risk is in every report (the summary too): it is the consult's first question. */
const ALWAYS_SHOWN = 'cardiovascular-disease';

/** "female" → "Female". */
function capitalize(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * The report of one completed assessment for this owner at `now`, without the database: the
 * access level decides what it holds (`createShownInFull`, as the results page: trial, basic and
 * expired users their 5 chosen conditions plus any high level, premium every condition; the rest
 * are only counted), and how much (`getReportDetail`: key factors and missing data for premium).
 * Conditions that do not apply (the other sex's) are left out. The questions for the GP are made
 * from the full results of the conditions shown, so a summary asks about missing numbers too.
 */
export function composeReport(options: {
  source: ReportSource;
  user: ReportUser;
  now: number;
}): Report {
  const { source, user, now } = options;
  const selection = Array.isArray(source.selectedDiseases)
    ? (source.selectedDiseases as string[])
    : [];
  const access = describeAccess(resolveAccessLevel(user, now), selection);
  const detail = getReportDetail(access.level);
  const shownInFull = createShownInFull(access);

  const applicable = (source.riskScores as ConditionRisk[]).filter((risk) => risk.applicable);
  const shown = sortRisksByLevel(
    applicable.filter(
      (risk) => risk.conditionId === ALWAYS_SHOWN || shownInFull(risk.condition, risk.riskLevel),
    ),
  );
  const profile = mapStoredResponsesToProfile({
    variant: source.variant,
    responses: source.responses,
  });
  const redFlags = source.redFlags as RedFlag[];
  const screening = recommendScreening(
    source,
    shown.map((risk) => risk.condition),
  );
  const nationalPrograms = CONDITION_IDS.flatMap((id): NationalProgram[] => {
    const program = findNationalProgram(id, profile);
    return program?.eligible === true ? [program] : [];
  });
  const numbers = describeNumbers(
    profile,
    listAnsweredQuestions({ variant: source.variant, responses: source.responses }),
  );
  const measured = new Set(numbers.measurements.map((m) => m.key));
  const cvdGuideline = assessCvdGuideline(profile);
  const questionsForGp = listGpQuestions({
    redFlags,
    measurements: numbers.measurements,
    cvdGuideline,
    conditions: shown.map((risk) => toReportCondition(risk, 'detailed', measured)),
    screening,
    nationalPrograms,
  });

  return ReportSchema.parse({
    detail,
    generatedAt: new Date(now).toISOString(),
    person: {
      name: `${user.firstName} ${user.lastName}`.trim(),
      age: profile.age ?? null,
      sex: profile.sex ? capitalize(profile.sex) : null,
    },
    assessment: {
      id: source.id,
      variant: source.variant,
      completedAt: (source.completedAt ?? source.createdAt).toISOString(),
      updatedAt: source.updatedAt.toISOString(),
    },
    redFlags,
    measurements: numbers.measurements,
    cvdGuideline,
    conditions: shown.map((risk) => toReportCondition(risk, detail, measured)),
    lockedConditionCount: applicable.length - shown.length,
    answers: numbers.answers,
    screening,
    nationalPrograms,
    questionsForGp,
    disclaimer: MEDICAL_DISCLAIMER,
  } satisfies Report);
}

/**
 * The report builder (issue 16), for the PDF route and the clinician's page behind a share link.
 *
 * ```ts
 * createReportBuilder(deps: { db: Kysely<Database>; now: () => number }): {
 *   // assessmentId: one of the owner's assessment ids, or 'latest'
 *   buildReport(user: ReportUser, assessmentId: string): Promise<Report>;
 * }
 * ```
 *
 * `user` is the owner (a `SessionUser`, or any row with `id`, `firstName`, `lastName` and the
 * subscription fields); the report is built under the owner's access level at `now()`.
 * `assessmentId` is one of the owner's assessment ids, or `'latest'` for the owner's newest
 * completed one (by createdAt, ARCHITECTURE §9.11). Ownership is checked in the query: an unknown
 * id, another user's, a malformed one, a draft, or `'latest'` with no completed assessment throws
 * the assessments module's 404 `AppError` (`NOT_FOUND`, "Assessment not found").
 */
export function createReportBuilder(deps: { db: Kysely<Database>; now: () => number }) {
  const { db, now } = deps;

  async function readSource(
    userId: string,
    assessmentId: string,
  ): Promise<(AssessmentRow & WithSelection) | undefined> {
    if (assessmentId === 'latest') {
      const latest = await findLatestAssessmentVersion(db, userId, { status: 'complete' });
      return latest ? readUserAssessment(db, userId, latest.id) : undefined;
    }
    return isUuid(assessmentId) ? readUserAssessment(db, userId, assessmentId) : undefined;
  }

  return {
    /** `assessmentId`: one of the owner's assessment ids, or `'latest'`. */
    async buildReport(user: ReportUser, assessmentId: string): Promise<Report> {
      const source = await readSource(user.id, assessmentId);
      if (!source || source.status !== 'complete') throw createNotFoundError();
      return composeReport({ source, user, now: now() });
    },
  };
}

export type ReportBuilder = ReturnType<typeof createReportBuilder>;
