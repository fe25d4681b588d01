import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A challenge stays answerable for 30 minutes. */
export const CHALLENGE_TTL_MS = 30 * 60 * 1000;

export interface SupportChallenge {
  question: string;
  token: string;
}

/**
 * Stateless math challenge: the token carries the expiry and a nonce plus an HMAC over
 * (sum, expiry, nonce). The sum itself is not in the token; the server checks an answer by
 * recomputing the HMAC with it.
 */
export function createChallengeSigner(secret: string, now: () => number) {
  const key = createHmac('sha256', secret).update('support-challenge-v1').digest();

  function sign(sum: number, expiresAt: number, nonce: string): Buffer {
    return createHmac('sha256', key).update(`${sum}.${expiresAt}.${nonce}`).digest();
  }

  return {
    /** 'What is X + Y?' with X and Y from 1 to 10. */
    createChallenge(): SupportChallenge {
      const x = randomInt(1, 11);
      const y = randomInt(1, 11);
      const expiresAt = now() + CHALLENGE_TTL_MS;
      const nonce = randomBytes(12).toString('base64url');
      const mac = sign(x + y, expiresAt, nonce).toString('base64url');
      return { question: `What is ${x} + ${y}?`, token: `${expiresAt}.${nonce}.${mac}` };
    },

    /** The token's nonce, which identifies the question (to use each one once). */
    readNonce(token: string): string | undefined {
      const parts = token.split('.');
      return parts.length === 3 && parts[1] ? parts[1] : undefined;
    },

    /** True when `answer` is the sum the token was issued for and the token has not expired. */
    verifyAnswer(token: string, answer: number): boolean {
      const [expiresText, nonce, macText, ...rest] = token.split('.');
      if (!expiresText || !nonce || !macText || rest.length > 0) return false;
      const expiresAt = Number(expiresText);
      if (!Number.isSafeInteger(expiresAt) || expiresAt < now()) return false;
      if (!Number.isSafeInteger(answer)) return false;
      const expected = sign(answer, expiresAt, nonce);
      const given = Buffer.from(macText, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type ChallengeSigner = ReturnType<typeof createChallengeSigner>;
