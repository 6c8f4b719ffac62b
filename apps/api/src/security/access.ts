import { MFA_SETUP_REQUIRED, NOT_AUTHENTICATED, can, type Action, type Area } from '@app/domain';
import type { Ctx, UserCtx } from '../context';
import { forbidden, unauthorized } from '../errors';

/**
 * What a procedure or REST route needs. Every one declares it:
 * - 'public': anyone, signed in or not (sign-in, health);
 * - 'signedIn': any fully signed-in user, no flag needed;
 * - [area, action]: `can(user, area, action)` from @app/domain must allow it.
 */
export type Permission = 'public' | 'signedIn' | readonly [Area, Action];

export interface AccessRule {
  permission: Permission;
  /** Also open to a user whom the admin obliges to enrol MFA first (the enrolment calls). */
  duringEnrolment?: boolean;
}

const AREA_LABELS: Partial<Record<Area, string>> = {
  referralSources: 'referral partners',
  userDirectory: 'the user directory',
  self: 'your own account',
  audit: 'the audit log',
};

export function permissionMessage(area: Area, action: Action): string {
  const verb = action === 'admin' ? 'administer' : action;
  return `You do not have permission to ${verb} ${AREA_LABELS[area] ?? area}`;
}

export const PERMISSION_MESSAGE_PREFIX = 'You do not have permission to';

/** Throws 401/403 unless ctx may call something guarded by `rule`. */
export function assertAccess(ctx: Ctx, rule: AccessRule): void {
  const { permission } = rule;
  if (permission === 'public') return;
  if (ctx.authState === 'anonymous' || ctx.authState === 'mfa_pending' || !ctx.user) throw unauthorized(NOT_AUTHENTICATED);
  if (ctx.authState === 'mfa_enrolment' && !rule.duringEnrolment) throw forbidden(MFA_SETUP_REQUIRED);
  if (permission === 'signedIn') return;
  const [area, action] = permission;
  if (!can(ctx.user, area, action)) throw forbidden(permissionMessage(area, action));
}

export function isUserCtx(ctx: Ctx): ctx is UserCtx {
  return ctx.user !== null;
}
