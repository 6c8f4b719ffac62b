import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP parameters (19 MiB, 2 iterations, parallelism 1).
// @node-rs/argon2's Algorithm is a const enum; 2 is Argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** An unknown username costs the same time as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummy, password);
  return false;
}
