import { z } from 'zod';

import {
  NAME_MAX_LENGTH,
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
} from './constants.js';
import { createTextSchema, createTokenSchema, EmailSchema } from './fields.js';

const SUPPORT_CATEGORY_VALUES = SUPPORT_CATEGORIES.map((c) => c.value) as [
  (typeof SUPPORT_CATEGORIES)[number]['value'],
  ...(typeof SUPPORT_CATEGORIES)[number]['value'][],
];

export const SupportCategorySchema = z.enum(SUPPORT_CATEGORY_VALUES);

/** GET /api/support/challenge: a server-issued math question and its signed token (valid 30 min). */
export const SupportChallengeResponseSchema = z.object({
  question: z.string().regex(/^What is \d+ \+ \d+\?$/),
  token: z.string().min(1),
});
export type SupportChallengeResponse = z.infer<typeof SupportChallengeResponseSchema>;

/**
 * POST /api/support/contact. `expectedAnswer` is accepted for compatibility and ignored: the server
 * checks `mathAnswer` against the signed `challengeToken`. `website` is the hidden honeypot field.
 */
export const SupportContactBodySchema = z.strictObject({
  name: createTextSchema(NAME_MAX_LENGTH),
  email: EmailSchema,
  subject: createTextSchema(SUPPORT_SUBJECT_MAX_LENGTH),
  category: SupportCategorySchema,
  message: createTextSchema(SUPPORT_MESSAGE_MAX_LENGTH, { multiline: true }),
  mathAnswer: z.union([
    z.number().int(),
    z
      .string()
      .trim()
      .regex(/^-?\d{1,4}$/, { error: 'Please answer the math question correctly.' }),
  ]),
  challengeToken: createTokenSchema(512).pipe(z.string().min(1)),
  expectedAnswer: z.unknown().optional(),
  website: createTokenSchema(500).optional(),
});
export type SupportContactBody = z.infer<typeof SupportContactBodySchema>;
