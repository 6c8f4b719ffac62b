import { createHash, randomBytes } from 'node:crypto';
import { addDays, can, firmDate, FIRM_TIME_ZONE, type IsoDate } from '@app/domain';
import ical, { type ICalCalendar } from 'ical-generator';
import type { Ctx, UserCtx } from '../../core/service-context';
import { notFound } from '../../core/app-error';
import * as audit from '../audit/audit.service';
import { openSealed, seal, type FieldPlace } from '../../security/sensitive-field';
import { toSessionUser } from '../../sessions/session-user';
import * as repo from './calendar-feed.repo';

// Beyond the spec: each user's private iCalendar feed, readable without a session by its secret URL
// only; regenerating it makes the old URL answer 404. The database holds the token's SHA-256 (the
// lookup) and the token sealed like other secrets (to show the URL again), never the token in clear.
// The request log writes paths without it (plugins/security-headers.ts, serializeRequest).

export interface CalendarFeedInfo {
  /**
   * The path of the feed (the web app puts its own origin in front), or null when none can be shown:
   * none exists, or it was made before tokens were sealed (it still works; a new one can be made).
   */
  path: string | null;
}

const pathOf = (token: string | null) => (token ? `/calendar/${token}.ics` : null);

/** How a feed token is looked up: its SHA-256 in hex (a 192-bit random token needs no slow hash). */
export const feedTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const sealedPlace = (userId: number): FieldPlace => ({
  table: 'users',
  column: 'calendar_feed_token_sealed',
  rowId: userId,
});

export async function info(ctx: UserCtx): Promise<CalendarFeedInfo> {
  const sealed = await repo.sealedFeedTokenOf(ctx.db, ctx.user.id);
  return { path: pathOf(sealed ? openSealed(ctx.keyRing, sealed, sealedPlace(ctx.user.id)) : null) };
}

export async function regenerate(ctx: UserCtx): Promise<CalendarFeedInfo> {
  const token = randomBytes(24).toString('base64url');
  const sealed = seal(ctx.keyRing, token, sealedPlace(ctx.user.id))!;
  await repo.setFeedToken(ctx.db, ctx.user.id, { hash: feedTokenHash(token), sealed }, ctx.now());
  await audit.record(ctx, { action: 'calendar_feed_regenerated', entityType: 'user', entityId: ctx.user.id });
  return { path: pathOf(token) };
}

export async function revoke(ctx: UserCtx): Promise<CalendarFeedInfo> {
  await repo.setFeedToken(ctx.db, ctx.user.id, null, ctx.now());
  return { path: null };
}

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The feed of a secret token: the user's tasks and managed projects, and the firm's deadlines when they see calendars. */
export async function feed(ctx: Ctx, token: string): Promise<string> {
  const row = TOKEN.test(token) ? await repo.findUserByFeedTokenHash(ctx.db, feedTokenHash(token)) : undefined;
  if (!row) throw notFound('Calendar feed not found');
  const user = toSessionUser(row);
  const today = firmDate(ctx.now()) as IsoDate;
  const from = addDays(today, -60);
  const to = addDays(today, 400);
  const calendar = ical({
    name: 'Practice Desk',
    // A calendar time zone would make ical-generator write DTSTAMP in local time without Z (RFC 5545
    // wants UTC) and read the all-day dates in the server's own zone; every event here is a floating
    // date, so the zone is only a hint for clients.
    x: [{ key: 'X-WR-TIMEZONE', value: FIRM_TIME_ZONE }],
    prodId: { company: 'Practice Desk', product: 'calendar-feed' },
  });
  if (can(user, 'projects', 'read')) {
    for (const t of await repo.tasksAssignedTo(ctx.db, user.id, from, to)) {
      allDay(
        calendar,
        `task-${t.id}`,
        t.dueDate!,
        `${t.status === 'completed' ? '✓ ' : ''}Task: ${t.name}`,
        `Project: ${t.projectName}`,
      );
    }
    for (const p of await repo.projectsManagedBy(ctx.db, user.id, from, to)) {
      allDay(calendar, `project-${p.id}`, p.dueDate!, `${p.status === 'completed' ? '✓ ' : ''}Project due: ${p.name}`);
    }
  }
  if (can(user, 'calendars', 'read')) {
    const { estimated, soi, licenses } = await repo.firmDeadlines(ctx.db, from, to);
    for (const e of estimated)
      allDay(
        calendar,
        `estimated-tax-${e.id}`,
        e.dueDate,
        `Estimated tax Q${e.quarter} ${e.taxYear}: ${e.fullName ?? e.businessDba ?? ''}`,
      );
    for (const s of soi) allDay(calendar, `soi-${s.id}`, s.dueDate, `SOI due: ${s.businessDba}`);
    for (const l of licenses)
      allDay(calendar, `business-license-${l.id}`, l.dueDate, `Business license renewal: ${l.businessDba}`);
  }
  return calendar.toString();
}

function allDay(calendar: ICalCalendar, id: string, date: string, summary: string, description?: string): void {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  calendar.createEvent({
    id: `${id}@practice-desk`,
    start: new Date(Date.UTC(y, m - 1, d)),
    allDay: true,
    summary,
    description,
    floating: true,
  });
}
