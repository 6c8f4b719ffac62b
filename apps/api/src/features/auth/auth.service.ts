import {
  INVALID_CREDENTIALS,
  NOT_AUTHENTICATED,
  type LoginInput,
  type MfaCodeInput,
  type RegisterInput,
  type SessionUser,
} from '@app/domain';
import type { Ctx } from '../../core/service-context';
import { badRequest, forbidden, tooMany, unauthorized } from '../../core/app-error';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../security/password';
import * as audit from '../audit/audit.service';
import { verifySecondFactor } from '../mfa/second-factor';
import { isMfaRequired } from '../security-settings/security-settings.service';
import type { UserRow } from '../users/users.repo';
import * as users from '../users/users.service';
import { toSessionUser } from '../../sessions/session-user';
import { lockKey, reserveAttempt, succeeded } from '../../sessions/attempts';
import { lockUsersForRegistration } from './auth.repo';
import { lockedUntil } from '../../sessions/lockout.repo';
import { createSession, invalidateSession, type NewSession } from '../../sessions/session.service';

export const LOCKED_MESSAGE = 'Too many failed login attempts. Please try again in 15 minutes.';

/** A new session for the caller: the HTTP layer puts `token` in the cookie. */
export interface Issued {
  token: string;
  expiresAt: Date;
}

export type LoginResult = ({ kind: 'signed_in'; user: SessionUser } & Issued) | ({ kind: 'mfa_required' } & Issued);

const issued = (s: NewSession): Issued => ({ token: s.token, expiresAt: s.session.expiresAt });

/**
 * Who a failed sign-in is written under: the account's own name when one matched; never what was
 * typed for an unknown account (it is often a password typed in the wrong box).
 */
const actorOf = (user: UserRow | undefined) => ({ id: user?.id ?? null, username: user?.username ?? null });

/** Password sign-in; with MFA on, a session that waits for the code (POST /api/login/mfa). */
export async function login(ctx: Ctx, input: LoginInput): Promise<LoginResult> {
  const now = ctx.now();
  const key = lockKey(input.username);
  const user = await users.findByUsername(ctx, input.username);
  const reservation = await reserveAttempt(ctx, [key], async (db) =>
    (await lockedUntil(db, key, now)) ? tooMany(LOCKED_MESSAGE) : null,
  ).catch(async (error: unknown) => {
    await audit.record(ctx, {
      action: 'login_blocked',
      entityType: 'user',
      entityId: user?.id ?? null,
      actor: actorOf(user),
    });
    throw error;
  });
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !ok) {
    await audit.record(ctx, {
      action: 'login_failed',
      entityType: 'user',
      entityId: user?.id ?? null,
      actor: actorOf(user),
      detail: { reason: user ? 'wrong_password' : 'unknown_user' },
    });
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await succeeded(ctx, reservation);
  if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
  const actor = { id: user.id, username: user.username };
  if (user.mfaEnabled) {
    const pending = await createSession(ctx.db, user.id, { now, mfaVerified: false, timeoutMinutes: 0 });
    await audit.record(ctx, {
      action: 'login_password_ok',
      entityType: 'user',
      entityId: user.id,
      actor,
      detail: { mfa: 'pending' },
    });
    return { kind: 'mfa_required', ...issued(pending) };
  }
  const session = await fullSession(ctx, user);
  await audit.record(ctx, { action: 'login', entityType: 'user', entityId: user.id, actor });
  return { kind: 'signed_in', user: await sessionUserOf(ctx, user), ...issued(session) };
}

/** The second step of sign-in: a TOTP code or a recovery code for the pending session. */
export async function loginMfa(ctx: Ctx, input: MfaCodeInput): Promise<{ user: SessionUser } & Issued> {
  const session = ctx.session;
  if (!session) throw unauthorized(NOT_AUTHENTICATED);
  if (session.mfaVerified) throw badRequest('No sign-in is waiting for a code');
  const user = await users.findById(ctx, session.userId);
  if (!user) throw unauthorized(NOT_AUTHENTICATED);
  const now = ctx.now();
  const key = lockKey(user.username);
  const actor = { id: user.id, username: user.username };
  const matched = await verifySecondFactor(ctx, user, input.code, {
    allowRecovery: true,
    alsoCountFor: key,
    refuse: async (db) => {
      if (!(await lockedUntil(db, key, now))) return null;
      await invalidateSession(db, session.id);
      return tooMany(LOCKED_MESSAGE);
    },
    onRefused: () => audit.record(ctx, { action: 'login_blocked', entityType: 'user', entityId: user.id, actor }),
    onWrong: () => audit.record(ctx, { action: 'mfa_failed', entityType: 'user', entityId: user.id, actor }),
  });
  if (!matched) throw unauthorized('Invalid authentication code');
  // A fresh session id once fully signed in.
  await invalidateSession(ctx.db, session.id);
  const full = await fullSession(ctx, user);
  await audit.record(ctx, { action: 'login', entityType: 'user', entityId: user.id, actor, detail: { mfa: matched } });
  if (matched === 'recovery_code')
    await audit.record(ctx, { action: 'mfa_recovery_code_used', entityType: 'user', entityId: user.id, actor });
  const fresh = (await users.findById(ctx, user.id)) ?? user;
  return { user: await sessionUserOf(ctx, fresh), ...issued(full) };
}

export async function logout(ctx: Ctx): Promise<{ ok: true }> {
  if (ctx.session) {
    await invalidateSession(ctx.db, ctx.session.id);
    await audit.record(ctx, {
      action: 'logout',
      entityType: 'user',
      entityId: ctx.session.userId,
      actor: { id: ctx.session.userId, username: ctx.user?.username ?? null },
    });
  }
  return { ok: true };
}

/** The first admin, only while no user exists (docs/decisions/4-security.md); signs them in. */
export async function register(ctx: Ctx, input: RegisterInput): Promise<{ user: SessionUser } & Issued> {
  if ((await users.countUsers(ctx)) > 0)
    throw forbidden('Registration is closed: accounts are created by an administrator');
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction().execute(async (trx) => {
    // Two first registrations racing: only one may find the table empty.
    await lockUsersForRegistration(trx);
    if ((await users.countUsers({ db: trx })) > 0) return null;
    return users.createAdmin(
      { db: trx },
      {
        username: input.username,
        passwordHash,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
      },
    );
  });
  if (!user) throw forbidden('Registration is closed: accounts are created by an administrator');
  const session = await fullSession(ctx, user);
  const actor = { id: user.id, username: user.username };
  await audit.record(ctx, {
    action: 'register',
    entityType: 'user',
    entityId: user.id,
    actor,
    fields: ['username', 'email', 'firstName', 'lastName', 'role'],
  });
  return { user: await sessionUserOf(ctx, user), ...issued(session) };
}

async function fullSession(ctx: Ctx, user: UserRow): Promise<NewSession> {
  const timeoutMinutes = await users.sessionTimeoutOf(ctx, user.id);
  return createSession(ctx.db, user.id, { now: ctx.now(), mfaVerified: true, timeoutMinutes });
}

async function sessionUserOf(ctx: Ctx, user: UserRow): Promise<SessionUser> {
  const enrolmentRequired = !user.mfaEnabled && (await isMfaRequired(ctx));
  return toSessionUser(user, enrolmentRequired);
}
