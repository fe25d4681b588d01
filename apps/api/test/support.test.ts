import { describe, expect, it } from 'vitest';

import { DB_KINDS } from './helper.js';
import { useApiKit } from './kit.js';

let ipCounter = 0;
/** Each test speaks from its own address so the 5-per-hour limit only bites where intended. */
function nextIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

describe.each(DB_KINDS)('support contact on %s', (kind) => {
  let clock = Date.now();
  const kit = useApiKit(kind, { now: () => clock });

  async function getChallenge() {
    const response = await kit.app.inject({ method: 'GET', url: '/api/support/challenge' });
    expect(response.statusCode).toBe(200);
    const { question, token } = response.json<{ question: string; token: string }>();
    const match = /^What is (\d+) \+ (\d+)\?$/.exec(question);
    expect(match).not.toBeNull();
    const [x, y] = [Number(match?.[1]), Number(match?.[2])];
    return { token, answer: x + y, x, y };
  }

  async function send(payload: Record<string, unknown>, remoteAddress: string) {
    return kit.app.inject({ method: 'POST', url: '/api/support/contact', payload, remoteAddress });
  }

  function messageFor(subject: string, challenge: { token: string; answer: number }) {
    return {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject,
      category: 'technical',
      message: 'The results page does not load.',
      mathAnswer: String(challenge.answer),
      challengeToken: challenge.token,
      website: '',
    };
  }

  async function countMessages(subject: string) {
    const rows = await kit.db
      .selectFrom('supportMessages')
      .select('id')
      .where('subject', '=', subject)
      .execute();
    return rows.length;
  }

  it('issues questions with operands from 1 to 10', async () => {
    for (let i = 0; i < 20; i += 1) {
      const { x, y } = await getChallenge();
      for (const operand of [x, y]) {
        expect(operand).toBeGreaterThanOrEqual(1);
        expect(operand).toBeLessThanOrEqual(10);
      }
    }
  });

  it('stores a valid message and answers { ok: true }', async () => {
    const challenge = await getChallenge();
    const response = await send(messageFor('happy path', challenge), nextIp());

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const row = await kit.db
      .selectFrom('supportMessages')
      .selectAll()
      .where('subject', '=', 'happy path')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      category: 'technical',
      message: 'The results page does not load.',
    });
  });

  it('accepts the answer as a number', async () => {
    const challenge = await getChallenge();
    const payload = { ...messageFor('numeric answer', challenge), mathAnswer: challenge.answer };
    expect((await send(payload, nextIp())).statusCode).toBe(200);
    expect(await countMessages('numeric answer')).toBe(1);
  });

  it('takes one message per solved question: a replayed answer is refused', async () => {
    const challenge = await getChallenge();
    expect((await send(messageFor('first use', challenge), nextIp())).statusCode).toBe(200);
    const replay = await send(messageFor('replayed', challenge), nextIp());

    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'WRONG_ANSWER',
      message: 'Please answer the math question correctly.',
    });
    expect(await countMessages('replayed')).toBe(0);
  });

  it('answers 200 to a filled honeypot but stores nothing', async () => {
    const challenge = await getChallenge();
    const response = await send(
      { ...messageFor('honeypot', challenge), website: 'http://spam.example' },
      nextIp(),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await countMessages('honeypot')).toBe(0);
  });

  it('rejects a wrong answer even when the client sends its own expectedAnswer', async () => {
    const challenge = await getChallenge();
    const wrong = challenge.answer + 1;
    const response = await send(
      { ...messageFor('wrong answer', challenge), mathAnswer: wrong, expectedAnswer: wrong },
      nextIp(),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please answer the math question correctly.',
      code: 'WRONG_ANSWER',
    });
    expect(await countMessages('wrong answer')).toBe(0);
  });

  it('rejects a forged or expired challenge token', async () => {
    const challenge = await getChallenge();
    const forged = await send(
      { ...messageFor('forged', challenge), challengeToken: `${challenge.token}x` },
      nextIp(),
    );
    expect(forged.statusCode).toBe(400);

    const stale = await getChallenge();
    clock += 31 * 60 * 1000;
    const expired = await send(messageFor('expired', stale), nextIp());
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'WRONG_ANSWER' });
  });

  it('answers "Please fill in all required fields." when a field is missing', async () => {
    const challenge = await getChallenge();
    const { subject: _subject, ...withoutSubject } = messageFor('missing', challenge);
    const response = await send({ ...withoutSubject, message: '   ' }, nextIp());

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please fill in all required fields.',
      code: 'MISSING_FIELDS',
    });
  });

  it('checks the answer before the required fields (the spec order)', async () => {
    const challenge = await getChallenge();
    const response = await send(
      { mathAnswer: challenge.answer + 1, challengeToken: challenge.token },
      nextIp(),
    );
    expect(response.json()).toMatchObject({ code: 'WRONG_ANSWER' });
  });

  it('enforces length limits and a known category', async () => {
    const challenge = await getChallenge();
    const ip = nextIp();
    const long = await send(
      { ...messageFor('too long', challenge), message: 'x'.repeat(5001) },
      ip,
    );
    const category = await send(
      { ...messageFor('bad category', challenge), category: 'other' },
      ip,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(category.statusCode).toBe(400);
    expect(await countMessages('too long')).toBe(0);
  });

  it('answers 429 to the 6th message within an hour from one IP', async () => {
    const ip = nextIp();
    for (let i = 1; i <= 5; i += 1) {
      const response = await send(messageFor(`burst ${i}`, await getChallenge()), ip);
      expect(response.statusCode).toBe(200);
    }
    const sixth = await send(messageFor('burst 6', await getChallenge()), ip);

    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countMessages('burst 6')).toBe(0);
    // another address is unaffected
    expect((await send(messageFor('other ip', await getChallenge()), nextIp())).statusCode).toBe(
      200,
    );
  });
});
