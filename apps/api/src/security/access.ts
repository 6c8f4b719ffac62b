import { MFA_SETUP_REQUIRED, NOT_AUTHENTICATED, can, type Action, type Area } from '@app/domain';
import type { Ctx, UserCtx } from '../core/service-context';
import { forbidden, unauthorized } from '../core/app-error';

export type AreaAction = readonly [Area, Action];

/**
 * What a procedure or REST route needs. Every one declares it:
 * - 'public': anyone, signed in or not (sign-in, health);
 * - 'signedIn': any fully signed-in user, no flag needed;
 * - [area, action]: `can(user, area, action)` from @app/domain must allow it;
 * - { allOf: [...] }: every one of them (organization data that shows clients' contact details);
 * - { anyOf: [...] }: one of them is enough (lists that other screens read, such as calendars).
 */
export type Permission =
  | 'public'
  | 'signedIn'
  | AreaAction
  | { readonly allOf: readonly AreaAction[] }
  | { readonly anyOf: readonly AreaAction[] };

/** Several permissions a caller must all hold. */
export const allOf = (...pairs: AreaAction[]) => ({ allOf: pairs }) as const;
/** Several permissions of which one is enough. */
export const anyOf = (...pairs: AreaAction[]) => ({ anyOf: pairs }) as const;

/** Whether a signed-in user holds a flag-based permission. */
export function holds(
  user: Parameters<typeof can>[0],
  permission: Exclude<Permission, 'public' | 'signedIn'>,
): boolean {
  if ('allOf' in permission) return permission.allOf.every(([area, action]) => can(user, area, action));
  if ('anyOf' in permission) return permission.anyOf.some(([area, action]) => can(user, area, action));
  const [area, action] = permission as AreaAction;
  return can(user, area, action);
}

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
  if (ctx.authState === 'anonymous' || ctx.authState === 'mfa_pending' || !ctx.user)
    throw unauthorized(NOT_AUTHENTICATED);
  if (ctx.authState === 'mfa_enrolment' && !rule.duringEnrolment) throw forbidden(MFA_SETUP_REQUIRED);
  if (permission === 'signedIn') return;
  if (holds(ctx.user, permission)) return;
  const [area, action] =
    'allOf' in permission
      ? permission.allOf.find(([a, x]) => !can(ctx.user, a, x))!
      : 'anyOf' in permission
        ? permission.anyOf[0]!
        : (permission as AreaAction);
  throw forbidden(permissionMessage(area, action));
}

export function isUserCtx(ctx: Ctx): ctx is UserCtx {
  return ctx.user !== null;
}
