import type {
  AdminAction,
  BodyMeasurement,
  FitnessImport,
  FitnessProvider,
  ImportCounts,
  OverallHealth,
} from '@healthscreen/api-client';
import type { AssessmentVariant, RiskLevel } from '@healthscreen/assessment-schema';
import type { AssessmentRecommendations } from '@healthscreen/risk-engine';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  userType: 'admin' | 'provider' | 'patient';
  subscriptionPlan: 'trial' | 'basic' | 'premium';
  subscriptionStatus: 'trial' | 'active' | 'cancelled' | 'expired' | 'suspended';
  trialEndDate: Date | null;
  /** End of the paid period (a year from the payment); null for trials. */
  subscriptionEndDate: Date | null;
  /** The payment that granted the current paid period (a refund of it ends the access). */
  subscriptionPaymentId: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** An address the account had before an e-mail change (issue 28: erasure and export find its rows). */
export interface UserFormerEmailsTable {
  userId: string;
  email: string;
  /** When the account stopped using the address. */
  changedAt: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the session id: a leaked table does not leak usable cookies. */
  sidHash: string;
  userId: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
}

export interface SupportMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  subject: string;
  category: string;
  message: string;
  userId: string | null;
  ip: string;
  /** The nonce of the math question this message answered (each question serves one message). */
  challengeNonce: string | null;
  createdAt: Generated<Date>;
  /** When an admin marked it handled in the support inbox (null: open). */
  handledAt: Date | null;
  handledBy: string | null;
}

/** One admin action (issue 10): who, what, whom, when. */
export interface AdminActionsTable {
  id: Generated<string>;
  adminId: string | null;
  action: AdminAction;
  targetUserId: string | null;
  /** The target's e-mail at the time; erased with the account. */
  targetLabel: string | null;
  /** A deleted target: the first 8 characters of its former id (never the whole id). */
  formerTargetRef: Generated<string | null>;
  details: ColumnType<Record<string, string | number | boolean | null>, string, string>;
  createdAt: Generated<Date>;
}

/** A visit to the web app: no IP address is kept. */
export interface AnalyticsSessionsTable {
  id: string;
  userId: string | null;
  userAgent: string;
  startedAt: Timestamp;
  lastActivityAt: Timestamp;
  endedAt: Timestamp | null;
}

export interface AnalyticsPageViewsTable {
  id: Generated<string>;
  sessionId: string;
  userId: string | null;
  path: string;
  referrer: string;
  /** Seconds. */
  timeOnPage: number;
  createdAt: Timestamp;
}

export interface AnalyticsEventsTable {
  id: Generated<string>;
  sessionId: string;
  userId: string | null;
  eventType: string;
  category: string | null;
  action: string | null;
  label: string | null;
  value: number | null;
  metadata: ColumnType<Record<string, unknown>, string, string>;
  createdAt: Timestamp;
}

/** A password-reset link's token, by its SHA-256: single use, 30 minutes. */
export interface PasswordResetTokensTable {
  tokenHash: string;
  userId: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

/** A read-only link for a clinician (issue 16), found by its token's SHA-256 (base64url). */
export interface ReportShareTable {
  id: Generated<string>;
  userId: string;
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
}

/** One opening of a link: no IP address, no User-Agent string, only what was derived from it. */
export interface ReportShareAccessTable {
  id: Generated<string>;
  shareId: string;
  accessedAt: Timestamp;
  deviceKind: 'mobile' | 'tablet' | 'desktop' | 'unknown';
  browser: string | null;
}

export type AuditEventType =
  | 'login.success'
  | 'login.failure'
  | 'login.blocked'
  | 'logout'
  | 'register'
  | 'profile.update'
  | 'password.change'
  | 'password.change.failure'
  | 'logout.everywhere'
  | 'email.change'
  | 'password.reset.request'
  | 'password.reset'
  | 'account.export'
  | 'account.delete.failure';

export interface AuditEventsTable {
  id: Generated<string>;
  eventType: AuditEventType;
  outcome: 'success' | 'failure';
  userId: string | null;
  ip: string;
  requestId: string;
  details: ColumnType<Record<string, unknown>, string, string>;
  createdAt: Generated<Date>;
}

type Json<T> = ColumnType<T, string, string>;

/** The stored summary of an assessment: everything GET /api/assessments needs from its scores. */
export interface AssessmentStoredSummary {
  overallHealth: OverallHealth;
  /** Each applicable condition's risk level, by condition name; {} for drafts. */
  levels: Record<string, RiskLevel>;
  /** Conditions that do not apply to the user (counted nowhere, but locked like the others). */
  notApplicable: string[];
  /** Its own variant, and the original one of an essential edit (ORIGINAL_ANSWERS_KEY). */
  answersOf: AssessmentVariant[];
}

export interface AssessmentsTable {
  id: Generated<string>;
  userId: string;
  variant: 'wizard' | 'essential' | 'survey';
  status: 'draft' | 'complete';
  revision: number;
  bodyHash: string;
  /** The validated answers (wizard sections, essential sections, or the survey's flat answers). */
  responses: Json<Record<string, unknown>>;
  /**
   * The risk-engine's ConditionRisk[] (unfiltered; [] for drafts) as gzip-packed JSON
   * (db/packed-json.ts, ADR 0016); {@link AssessmentRow} holds it unpacked.
   */
  riskScores: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
  redFlags: Json<unknown[]>;
  engineVersion: string | null;
  /** What the list answers (modules/assessments/summary.ts); null on rows saved before issue 12. */
  summary: ColumnType<AssessmentStoredSummary | null, string | null, string | null>;
  /**
   * The risk-engine's `buildRecommendations` of a completed save (every item with the conditions it
   * is about); null for drafts and for rows saved before issue 15 (computed when read).
   */
  recommendations: ColumnType<AssessmentRecommendations | null, string | null, string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  completedAt: Date | null;
}

export interface DiseaseSelectionsTable {
  userId: string;
  diseases: Json<string[]>;
  updatedAt: Timestamp;
}

export interface ScreeningTestsTable {
  id: Generated<string>;
  userId: string;
  testName: string;
  description: string;
  diseaseName: string;
  status: 'pending' | 'scheduled' | 'completed';
  /** A `date` column: written as `YYYY-MM-DD`; the repository reads it back as `::text`. */
  scheduledDate: string | null;
  createdAt: Generated<Date>;
  updatedAt: Timestamp;
}

export interface PhysicalActivityPlansTable {
  id: Generated<string>;
  userId: string;
  name: string;
  description: string;
  goals: string;
  duration: string;
  /** PlanDailyTask[] of @healthscreen/api-client. */
  dailyTasks: Json<unknown[]>;
  progress: number;
  source: 'custom' | 'library' | 'ai' | 'longevity';
  createdAt: Generated<Date>;
  updatedAt: Timestamp;
}

export interface DietLifestylePlansTable {
  id: Generated<string>;
  userId: string;
  name: string;
  category: 'diet' | 'sleep' | 'stress' | 'aesthetic' | 'exercise';
  description: string;
  goals: string;
  duration: string;
  dailyTasks: Json<unknown[]>;
  progress: number;
  /** The full generated plan (AI exercise plans); null for the others. */
  planData: ColumnType<unknown, string | null, string | null>;
  createdAt: Generated<Date>;
  updatedAt: Timestamp;
}

export interface ExercisePreferencesTable {
  userId: string;
  preferences: Json<Record<string, unknown>>;
  updatedAt: Timestamp;
}

/** The diet wizard's answers (same shape as the exercise wizard's; see db/preferences.ts). */
export type DietaryPreferencesTable = ExercisePreferencesTable;

export interface PaymentsTable {
  id: Generated<string>;
  userId: string;
  provider: 'stripe' | 'demo';
  providerPaymentId: string;
  plan: 'basic' | 'premium';
  /** Cents. */
  amount: number;
  currency: string;
  status: Generated<'pending' | 'succeeded' | 'failed' | 'refunded' | 'disputed'>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  paidAt: Date | null;
  /** What the payment buys (ADR 0017). */
  kind: Generated<'new' | 'renewal' | 'upgrade'>;
  /** The paid state before this payment took effect (set when applied; a refund restores it). */
  previousPlan: 'trial' | 'basic' | 'premium' | null;
  previousStatus: 'trial' | 'active' | 'cancelled' | 'expired' | 'suspended' | null;
  previousEndDate: Date | null;
  previousPaymentId: string | null;
}

/** Demo mode's payment intents (no card is charged), shared by every API process. */
export interface DemoPaymentIntentsTable {
  id: string;
  clientSecret: string;
  status: Generated<'requires_payment_method' | 'succeeded'>;
  amount: number;
  currency: string;
  createdAt: Generated<Date>;
}

/** Provider events already applied; the insert and the effect share a transaction. */
export interface PaymentEventsTable {
  eventId: string;
  type: string;
  receivedAt: Generated<Date>;
}

export interface AuthThrottleTable {
  key: string;
  count: number;
  windowStart: Date;
  lastAt: Date;
}

type FitnessProviderColumn = FitnessProvider;

export interface FitnessConnectionsTable {
  id: Generated<string>;
  userId: string;
  provider: FitnessProviderColumn;
  connectedAt: Timestamp;
  lastSync: Timestamp | null;
}

export interface FitnessActivitiesTable {
  id: Generated<string>;
  userId: string;
  provider: FitnessProviderColumn;
  activityType: string;
  startTime: Timestamp;
  /** `YYYY-MM-DD`: the device's local date of the start. */
  day: ColumnType<string, string, string>;
  durationMinutes: number;
  calories: number | null;
  distanceMetres: number | null;
}

/** The mean heart rate of one hour (local hour of the device), of `samples` readings. */
export interface HeartRateHoursTable {
  userId: string;
  provider: FitnessProviderColumn;
  hourStart: Timestamp;
  /** `YYYY-MM-DD`: the device's local date of the hour. */
  day: ColumnType<string, string, string>;
  bpm: number;
  samples: number;
}

export interface DailyMetricsTable {
  userId: string;
  provider: FitnessProviderColumn;
  /** `YYYY-MM-DD`: the device's local date. */
  day: ColumnType<string, string, string>;
  steps: number | null;
  restingHeartRate: number | null;
}

export interface SleepSessionsTable {
  id: Generated<string>;
  userId: string;
  provider: FitnessProviderColumn;
  night: ColumnType<string, string, string>;
  startTime: Timestamp;
  endTime: Timestamp;
  asleepMinutes: number;
}

export interface BodyMeasurementsTable {
  userId: string;
  provider: FitnessProviderColumn;
  kind: BodyMeasurement['kind'];
  measuredAt: Timestamp;
  value: number;
}

export interface FitnessImportsTable {
  id: Generated<string>;
  userId: string;
  provider: FitnessProviderColumn;
  status: FitnessImport['status'];
  bytesDone: Generated<number>;
  bytesTotal: Generated<number>;
  startedAt: Timestamp;
  finishedAt: Timestamp | null;
  /** As the import wrote it; `skipped` is missing in rows older than issue 28. */
  counts: ColumnType<
    (Omit<ImportCounts, 'skipped'> & { skipped?: number }) | null,
    string | null,
    string | null
  >;
  error: string | null;
}

export interface Database {
  fitnessConnections: FitnessConnectionsTable;
  fitnessActivities: FitnessActivitiesTable;
  heartRateHours: HeartRateHoursTable;
  dailyMetrics: DailyMetricsTable;
  sleepSessions: SleepSessionsTable;
  bodyMeasurements: BodyMeasurementsTable;
  fitnessImports: FitnessImportsTable;
  screeningTests: ScreeningTestsTable;
  physicalActivityPlans: PhysicalActivityPlansTable;
  dietLifestylePlans: DietLifestylePlansTable;
  exercisePreferences: ExercisePreferencesTable;
  dietaryPreferences: DietaryPreferencesTable;
  payments: PaymentsTable;
  paymentEvents: PaymentEventsTable;
  demoPaymentIntents: DemoPaymentIntentsTable;
  authThrottle: AuthThrottleTable;
  assessments: AssessmentsTable;
  diseaseSelections: DiseaseSelectionsTable;
  users: UsersTable;
  userFormerEmails: UserFormerEmailsTable;
  sessions: SessionsTable;
  supportMessages: SupportMessagesTable;
  auditEvents: AuditEventsTable;
  adminActions: AdminActionsTable;
  analyticsSessions: AnalyticsSessionsTable;
  analyticsPageViews: AnalyticsPageViewsTable;
  analyticsEvents: AnalyticsEventsTable;
  passwordResetTokens: PasswordResetTokensTable;
  reportShare: ReportShareTable;
  reportShareAccess: ReportShareAccessTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;

/** An assessment as stored: its scores still packed. */
export type StoredAssessmentRow = Selectable<AssessmentsTable>;

/** An assessment as the app reads it: its scores unpacked (assessments/repository.ts). */
export type AssessmentRow = Omit<StoredAssessmentRow, 'riskScores'> & { riskScores: unknown[] };
