import { ROUTES } from '@healthscreen/api-client';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { registerRoute } from '../../lib/register-route.js';
import type { ChallengeSigner } from './challenge.js';
import { insertSupportMessage } from './repository.js';

export const WRONG_ANSWER_MESSAGE = 'Please answer the math question correctly.';
export const MISSING_FIELDS_MESSAGE = 'Please fill in all required fields.';

/** 5 messages per hour per IP. */
export const SUPPORT_RATE_LIMIT = { max: 5, timeWindow: 60 * 60 * 1000 };

const REQUIRED_FIELDS = ['name', 'email', 'subject', 'category', 'message'] as const;

export interface SupportRoutesOptions {
  db: Kysely<Database>;
  challenges: ChallengeSigner;
}

function readAnswer(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d{1,4}\s*$/.test(value)) return Number(value);
  return undefined;
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The contact row with its body taken as any JSON object: the handler checks it by hand in the
 * spec's order (honeypot, math answer, required fields), then with the row's own schema.
 */
const CONTACT_ROUTE = { ...ROUTES.support.contact, body: z.looseObject({}) };

export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (app, options) => {
  registerRoute(app, ROUTES.support.challenge, async () => options.challenges.createChallenge());

  registerRoute(
    app,
    CONTACT_ROUTE,
    async (request) => {
      const body = request.body;

      if (isFilled(body.website)) {
        request.log.info({ honeypot: true }, 'support message dropped by the honeypot');
        return { ok: true as const };
      }

      const answer = readAnswer(body.mathAnswer);
      const token = typeof body.challengeToken === 'string' ? body.challengeToken : '';
      if (answer === undefined || !options.challenges.verifyAnswer(token, answer)) {
        throw new AppError({
          statusCode: 400,
          code: 'WRONG_ANSWER',
          message: WRONG_ANSWER_MESSAGE,
        });
      }

      if (!REQUIRED_FIELDS.every((field) => isFilled(body[field]))) {
        throw new AppError({
          statusCode: 400,
          code: 'MISSING_FIELDS',
          message: MISSING_FIELDS_MESSAGE,
        });
      }

      const parsed = ROUTES.support.contact.body.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError({
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: issue ? `${issue.path.join('.')}: ${issue.message}` : 'Invalid request',
          details: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        });
      }

      const { name, email, subject, category, message } = parsed.data;
      const outcome = await insertSupportMessage(options.db, {
        name,
        email,
        subject,
        category,
        message,
        userId: request.session?.userId ?? null,
        ip: request.ip,
        challengeNonce: options.challenges.readNonce(token) ?? token,
      });
      if (outcome === 'question-already-used') {
        // each solved question serves one message: a replayed answer counts as a wrong one
        throw new AppError({
          statusCode: 400,
          code: 'WRONG_ANSWER',
          message: WRONG_ANSWER_MESSAGE,
        });
      }
      return { ok: true as const };
    },
    { config: { rateLimit: SUPPORT_RATE_LIMIT } },
  );
};
