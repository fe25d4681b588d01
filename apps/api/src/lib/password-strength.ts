import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * Password strength with zxcvbn-ts (its common-password, English and name dictionaries, keyboard
 * patterns, sequences, repeats and dates): a new password needs a score of at least 3 of 4
 * ("safely unguessable: moderate protection from offline slow-hash attacks", argon2 here), and the
 * person's own e-mail, names and the product's name count as guessable words.
 */
export const MIN_PASSWORD_SCORE = 3;

const PRODUCT_WORDS = ['healthscreen', 'health', 'screen'];

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * The checker, loaded on first use: unpacking and ranking the dictionaries took ~0.3–0.4 s of a
 * cold start's 3–6 s (issue 12) and only a new password needs them.
 */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory: Factory }, common, english]) =>
      new Factory({
        translations: english.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...english.dictionary },
      }),
  );
  return checker;
}

export interface PasswordContext {
  email?: string;
  firstName?: string;
  lastName?: string;
}

function contextWords(context: PasswordContext): string[] {
  const words = [...PRODUCT_WORDS];
  if (context.email) {
    const [local = '', domain = ''] = context.email.toLowerCase().split('@');
    words.push(
      context.email.toLowerCase(),
      local,
      ...local.split(/[._+-]/),
      domain.split('.')[0] ?? '',
    );
  }
  for (const name of [context.firstName, context.lastName]) {
    if (name) words.push(name.toLowerCase());
  }
  return words.filter((word) => word.length >= 3);
}

/** Null when the password is strong enough; otherwise why not, in words a person can act on. */
export async function findPasswordWeakness(
  password: string,
  context: PasswordContext,
): Promise<string | null> {
  const result = (await loadChecker()).check(password, contextWords(context));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter(
    (text): text is string => typeof text === 'string' && text !== '',
  );
  return ['This password is too easy to guess.', ...reasons].join(' ');
}
