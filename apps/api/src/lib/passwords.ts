import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP / ASVS floor: argon2id, m = 19 MiB, t = 2, p = 1. */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under isolatedModules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/**
 * Far cheaper parameters (about 0.3 ms a hash against 12 ms), for the test suites only: the API
 * suite hashes for every account it registers. Tests that check the stored parameters, and every
 * server process a test starts, use {@link ARGON2_OPTIONS}.
 */
export const TEST_ARGON2_OPTIONS = {
  ...ARGON2_OPTIONS,
  memoryCost: 1024,
  timeCost: 1,
} as const satisfies Options;

let hashOptions: Options = ARGON2_OPTIONS;

/**
 * Tests only: hash new passwords with `options` until the returned function restores the ones
 * before. A hash carries its own parameters, so verifying works across a change.
 */
export function setPasswordHashOptions(options: Options): () => void {
  const previous = hashOptions;
  hashOptions = options;
  return () => {
    hashOptions = previous;
  };
}

export async function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A valid hash of a random password, verified for unknown e-mails so both failures take as long. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummyHash(password: string): Promise<void> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
}
