import type { Database, NotificationsTable } from '@app/db';
import type { NotificationCounts, NotificationFilter } from '@app/domain';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';

export type NotificationRow = Selectable<NotificationsTable>;

export interface ListOptions {
  filter: NotificationFilter;
  limit: number;
  cursor?: number;
}

/** A user's notifications, newest first; keyset paging after the notification `cursor`. */
export function listForUser(db: Kysely<Database>, userId: number, opts: ListOptions): Promise<NotificationRow[]> {
  let query = db.selectFrom('notifications').selectAll().where('userId', '=', userId);
  if (opts.filter === 'unread') query = query.where('isRead', '=', false);
  if (opts.filter === 'read') query = query.where('isRead', '=', true);
  if (opts.cursor !== undefined) {
    const cursor = opts.cursor;
    query = query.where(
      sql<boolean>`(created_at, id) < (select n.created_at, n.id from notifications n where n.id = ${cursor} and n.user_id = ${userId})`,
    );
  }
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(opts.limit).execute();
}

export async function countsForUser(db: Kysely<Database>, userId: number): Promise<NotificationCounts> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.count<number>('id').filterWhere('isRead', '=', false).as('unread'),
    ])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const all = Number(row.all);
  const unread = Number(row.unread);
  return { all, unread, read: all - unread };
}

export function setRead(
  db: Kysely<Database>,
  userId: number,
  id: number,
  isRead: boolean,
): Promise<NotificationRow | undefined> {
  return db
    .updateTable('notifications')
    .set({ isRead })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteOwn(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('notifications')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function markAllRead(db: Kysely<Database>, userId: number): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ isRead: true })
    .where('userId', '=', userId)
    .where('isRead', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Inserts unless the user already has a notification with this event key (then undefined). */
export async function insertNotification(
  db: Kysely<Database>,
  values: Insertable<NotificationsTable>,
): Promise<NotificationRow | undefined> {
  const [row] = await insertNotifications(db, [values]);
  return row;
}

/**
 * Inserts the rows in one statement; a row whose user already has a notification with its event
 * key (saved before, or earlier in the same rows) is skipped. Answers the rows made.
 */
export function insertNotifications(
  db: Kysely<Database>,
  values: Insertable<NotificationsTable>[],
): Promise<NotificationRow[]> {
  if (values.length === 0) return Promise.resolve([]);
  return db
    .insertInto('notifications')
    .values(values)
    .onConflict((oc) => oc.columns(['userId', 'eventKey']).where('eventKey', 'is not', null).doNothing())
    .returningAll()
    .execute();
}

export function findById(db: Kysely<Database>, id: number): Promise<NotificationRow | undefined> {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
}
