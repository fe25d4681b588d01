import type { Kysely } from 'kysely';

import type { AuditEventType, Database } from '../db/database.js';

export interface AuditEventInput {
  eventType: AuditEventType;
  outcome: 'success' | 'failure';
  userId: string | null;
  ip: string;
  requestId: string;
  /** Never passwords or health values: reason codes, the attempted e-mail, and the like. */
  details?: Record<string, unknown>;
}

/** Appends one row to audit_events. */
export async function recordAuditEvent(
  db: Kysely<Database>,
  event: AuditEventInput,
): Promise<void> {
  await db
    .insertInto('auditEvents')
    .values({
      eventType: event.eventType,
      outcome: event.outcome,
      userId: event.userId,
      ip: event.ip,
      requestId: event.requestId,
      details: JSON.stringify(event.details ?? {}),
    })
    .execute();
}
