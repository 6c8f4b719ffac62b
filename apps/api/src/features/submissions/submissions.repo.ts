import type { Database, SubmissionFilesTable, SubmissionsTable } from '@app/db';
import type { SubmissionListInput } from '@app/domain';
import { sql, type Insertable, type Kysely } from 'kysely';

const LINK_COLUMNS = [
  's.id',
  's.type',
  's.formId',
  's.title',
  's.category',
  's.submittedAt',
  's.clientId',
  's.organizationId',
  's.linkedAt',
  'c.fullName as clientName',
  'o.businessDba as organizationName',
] as const;

function withLinks(db: Kysely<Database>) {
  return db
    .selectFrom('submissions as s')
    .leftJoin('clients as c', (join) => join.onRef('c.id', '=', 's.clientId').on('c.deletedAt', 'is', null))
    .leftJoin('organizations as o', (join) =>
      join.onRef('o.id', '=', 's.organizationId').on('o.deletedAt', 'is', null),
    );
}

/** Newest first, keyset-paged after the submission `cursor` (the index on submitted_at desc, id desc). */
export function list(db: Kysely<Database>, input: SubmissionListInput & { limit: number }) {
  let query = withLinks(db).select(LINK_COLUMNS);
  if (input.type) query = query.where('s.type', '=', input.type);
  if (input.linked === 'linked')
    query = query.where((eb) => eb.or([eb('s.clientId', 'is not', null), eb('s.organizationId', 'is not', null)]));
  if (input.linked === 'unlinked') query = query.where('s.clientId', 'is', null).where('s.organizationId', 'is', null);
  if (input.search) query = query.where('s.title', 'ilike', `%${input.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  if (input.cursor !== undefined) {
    const cursor = input.cursor;
    query = query.where(
      sql<boolean>`(s.submitted_at, s.id) < (select x.submitted_at, x.id from submissions x where x.id = ${cursor})`,
    );
  }
  return query.orderBy('s.submittedAt', 'desc').orderBy('s.id', 'desc').limit(input.limit).execute();
}
export type SubmissionListRow = Awaited<ReturnType<typeof list>>[number];

export function findById(db: Kysely<Database>, id: number) {
  return withLinks(db)
    .select([...LINK_COLUMNS, 's.fields', 's.routingNumberLast4', 's.accountNumberLast4'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}
export type SubmissionRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

/** The attachments of a submission, without their content. */
export function fileInfos(db: Kysely<Database>, submissionId: number) {
  return db
    .selectFrom('submissionFiles')
    .select(['field', 'fileName', 'mimeType', 'sizeBytes'])
    .where('submissionId', '=', submissionId)
    .execute();
}

export function fileContent(db: Kysely<Database>, submissionId: number, field: string) {
  return db
    .selectFrom('submissionFiles')
    .select(['fileName', 'mimeType', 'sizeBytes', 'content'])
    .where('submissionId', '=', submissionId)
    .where('field', '=', field)
    .executeTakeFirst();
}

export async function insert(
  db: Kysely<Database>,
  values: Insertable<SubmissionsTable>,
  files: Array<Omit<Insertable<SubmissionFilesTable>, 'submissionId'>>,
): Promise<number> {
  const { id } = await db.insertInto('submissions').values(values).returning('id').executeTakeFirstOrThrow();
  if (files.length > 0)
    await db
      .insertInto('submissionFiles')
      .values(files.map((f) => ({ ...f, submissionId: id })))
      .execute();
  return id;
}

export async function setLink(
  db: Kysely<Database>,
  id: number,
  link: { clientId: number | null; organizationId: number | null; linkedBy: number | null; linkedAt: Date | null },
): Promise<boolean> {
  const result = await db
    .updateTable('submissions')
    .set({ ...link, linkedAt: link.linkedAt as never })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Stored submissions from one address since `since` (the cross-instance flood guard). */
export async function countFromAddressSince(db: Kysely<Database>, ip: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('submittedAt', '>=', since as never)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function sealedColumns(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('submissions')
    .select(['routingNumberEncrypted', 'accountNumberEncrypted'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function clientExists(db: Kysely<Database>, id: number) {
  return db.selectFrom('clients').select('id').where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst();
}

export function organizationExists(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** Who hears of a new submission: admins and employees who read clients or organizations. */
export function staffToNotify(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([eb('role', '=', 'admin'), eb('canAccessClients', '=', true), eb('canAccessOrganizations', '=', true)]),
    )
    .orderBy('id')
    .execute();
}
