import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../core/service-context';
import { hashPassword } from '../../security/password';
import * as users from '../users/users.service';

export const DEMO_ADMIN = { username: 'admin', password: 'Admin123!' } as const;

export interface BootstrapResult {
  /** The admin created now, if any; `generatedPassword` is set when it was made up here (print it once). */
  created?: { username: string; generatedPassword?: string };
}

/**
 * docs/decisions/1-runtime.md: with an empty users table, create ADMIN_USERNAME/ADMIN_PASSWORD; with neither set,
 * `admin` with a random password (or, with SEED_DEMO, the documented demo password).
 */
export async function bootstrapAdmin(deps: AppDeps, opts: { demo?: boolean } = {}): Promise<BootstrapResult> {
  const { adminUsername, adminPassword } = deps.config;
  if (Boolean(adminUsername) !== Boolean(adminPassword)) {
    throw new Error('Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither');
  }
  if ((await users.countUsers(deps)) > 0) return {};
  let username = adminUsername;
  let password = adminPassword;
  let generatedPassword: string | undefined;
  if (!username || !password) {
    username = DEMO_ADMIN.username;
    if (opts.demo) password = DEMO_ADMIN.password;
    else password = generatedPassword = randomPassword();
  }
  await users.createAdmin(deps, { username, passwordHash: await hashPassword(password) });
  return { created: { username, generatedPassword } };
}

/** 24 random characters, with the upper case, digit and special character the password rules ask for. */
export function randomPassword(): string {
  return `${randomBytes(15).toString('base64url')}-A7`;
}
