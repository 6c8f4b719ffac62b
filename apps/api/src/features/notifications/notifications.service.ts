import {
  NotificationCreate,
  type Notification,
  type NotificationCounts,
  type NotificationListInput,
} from '@app/domain';
import type { Ctx, UserCtx } from '../../core/service-context';
import { inTransaction } from '../../core/service-context';
import { notFound } from '../../core/app-error';
import * as repo from './notifications.repo';
import { toIso, ts } from '@app/db';

// Notifications: the first full area and the pattern the others copy. A service function takes
// the context and a validated input and answers plain data; it knows nothing of HTTP.

export function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    link: row.link,
    isRead: row.isRead,
    createdAt: toIso(row.createdAt),
  };
}

export async function list(
  ctx: UserCtx,
  input: NotificationListInput,
): Promise<{ items: Notification[]; nextCursor: number | null }> {
  // One extra row tells whether another page exists.
  const rows = await repo.listForUser(ctx.db, ctx.user.id, { ...input, limit: input.limit + 1 });
  const page = rows.slice(0, input.limit);
  return { items: page.map(toNotification), nextCursor: rows.length > input.limit ? page[page.length - 1]!.id : null };
}

export function counts(ctx: UserCtx): Promise<NotificationCounts> {
  return repo.countsForUser(ctx.db, ctx.user.id);
}

async function setRead(ctx: UserCtx, id: number, isRead: boolean): Promise<Notification> {
  const row = await repo.setRead(ctx.db, ctx.user.id, id, isRead);
  if (!row) throw notFound('Notification not found');
  await publishChanged(ctx, ctx.user.id);
  return toNotification(row);
}

export const markRead = (ctx: UserCtx, { id }: { id: number }) => setRead(ctx, id, true);
export const markUnread = (ctx: UserCtx, { id }: { id: number }) => setRead(ctx, id, false);

export async function remove(ctx: UserCtx, { id }: { id: number }): Promise<{ ok: true }> {
  if (!(await repo.deleteOwn(ctx.db, ctx.user.id, id))) throw notFound('Notification not found');
  await publishChanged(ctx, ctx.user.id);
  return { ok: true };
}

export async function markAllRead(ctx: UserCtx): Promise<{ updated: number }> {
  const updated = await repo.markAllRead(ctx.db, ctx.user.id);
  if (updated > 0) await publishChanged(ctx, ctx.user.id);
  return { updated };
}

/**
 * For other areas (deadline jobs, tasks, public forms): creates a notification for a user and,
 * once committed, announces it on the event bus. With an `eventKey` it is created at most once per
 * user and event; a repeat answers null.
 */
export async function create(ctx: Ctx, input: NotificationCreate): Promise<Notification | null> {
  const [row] = await insertAndAnnounce(ctx, [input]);
  return row ? toNotification(row) : null;
}

/**
 * For batch jobs (the daily reminders): creates many notifications with one insert, each exactly
 * as `create` would (an existing event key is skipped, each new one announced once committed).
 * Answers how many were made.
 */
export async function createMany(ctx: Ctx, inputs: NotificationCreate[]): Promise<number> {
  return (await insertAndAnnounce(ctx, inputs)).length;
}

async function insertAndAnnounce(ctx: Ctx, inputs: NotificationCreate[]): Promise<repo.NotificationRow[]> {
  const data = inputs.map((input) => NotificationCreate.parse(input));
  if (data.length === 0) return [];
  return inTransaction(ctx, async (tx) => {
    const createdAt = ts(tx.now());
    const rows = await repo.insertNotifications(
      tx.db,
      data.map((d) => ({
        userId: d.userId,
        type: d.type,
        title: d.title,
        message: d.message,
        link: d.link ?? null,
        eventKey: d.eventKey ?? null,
        createdAt,
      })),
    );
    if (rows.length === 0) return rows;
    await tx.afterCommit(async () => {
      // Open tabs hear each over the websocket (every process, through the bus); closed browsers
      // get a Web Push from this process only.
      for (const row of rows) {
        await tx.bus?.publish({ type: 'notification', userId: row.userId, notificationId: row.id });
        tx.push?.(row.userId, { notificationId: row.id, title: row.title, body: row.message, url: row.link });
      }
    });
    return rows;
  });
}

/** For the websocket plugin: the notification of an event, in its answer shape. */
export async function load(ctx: Pick<Ctx, 'db'>, id: number): Promise<(Notification & { userId: number }) | null> {
  const row = await repo.findById(ctx.db, id);
  return row ? { ...toNotification(row), userId: row.userId } : null;
}

function publishChanged(ctx: Ctx, userId: number): Promise<void> {
  return ctx.afterCommit(() => ctx.bus?.publish({ type: 'notification_changed', userId }));
}
