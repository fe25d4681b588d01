import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP / ASVS floor: argon2id, m = 19 MiB, t = 2, p = 1. */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under isolatedModules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
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
