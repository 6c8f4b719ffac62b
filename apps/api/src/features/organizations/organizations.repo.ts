import type { Database, OrganizationsTable } from '@app/db';
import { containsPattern } from '@app/domain';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';

// Organizations' rows: one organization, its writes, the duplicate check and its related records.
// The list, its search and its keyset pages: organizations-list.repo.ts; its counted page:
// organizations-counted-page.repo.ts (imported from there).

export type OrganizationRow = Selectable<OrganizationsTable>;

/** Organizations whose DBA or legal name resembles either name (case-insensitive containment either way). */
export function findSimilar(db: Kysely<Database>, names: string[], limit = 10) {
  return db
    .selectFrom('organizations')
    .select(['id', 'businessDba', 'businessLegalName', 'businessEmail', 'businessPhone'])
    .where('deletedAt', 'is', null)
    .where((eb) =>
      eb.or(
        names.flatMap((name) => {
          const like = containsPattern(name);
          return [
            eb('businessDba', 'ilike', like),
            eb('businessLegalName', 'ilike', like),
            // The typed name containing an existing DBA ("Acme" when "Acme Plumbing Inc" is typed).
            eb.and([
              eb(sql<number>`length(business_dba)`, '>=', 4),
              eb(sql.val(name.toLowerCase()), 'like', sql<string>`'%' || lower(business_dba) || '%'`),
            ]),
          ];
        }),
      ),
    )
    .orderBy(sql`lower(business_dba)`)
    .limit(limit)
    .execute();
}

export function findOrganization(db: Kysely<Database>, id: number, opts: { forUpdate?: boolean } = {}) {
  let query = db.selectFrom('organizations').selectAll().where('id', '=', id).where('deletedAt', 'is', null);
  if (opts.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function insertOrganization(db: Kysely<Database>, values: Insertable<OrganizationsTable>) {
  return db.insertInto('organizations').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateOrganization(db: Kysely<Database>, id: number, values: Updateable<OrganizationsTable>) {
  return db
    .updateTable('organizations')
    .set(values)
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function softDeleteOrganization(
  db: Kysely<Database>,
  id: number,
  userId: number | null,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('organizations')
    .set({ deletedAt: at as never, deletedBy: userId })
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Notes, payment methods and logins go with a deleted organization (docs/decisions/2-data.md). */
export async function deleteOwnedRecords(db: Kysely<Database>, organizationId: number): Promise<void> {
  await db.deleteFrom('notes').where('organizationId', '=', organizationId).execute();
  await db.deleteFrom('paymentMethods').where('organizationId', '=', organizationId).execute();
  await db.deleteFrom('logins').where('organizationId', '=', organizationId).execute();
}

export function referralSourceExists(db: Kysely<Database>, id: number) {
  return db.selectFrom('referralSources').select('id').where('id', '=', id).executeTakeFirst();
}

export function listProjects(db: Kysely<Database>, organizationId: number) {
  return (
    db
      .selectFrom('projects')
      .innerJoin('projectOrganizations', 'projectOrganizations.projectId', 'projects.id')
      .select([
        'projects.id',
        'projects.name',
        'projects.status',
        'projects.startDate',
        'projects.dueDate',
        'projects.description',
        'projects.createdAt',
      ])
      .where('projectOrganizations.organizationId', '=', organizationId)
      // By due date; the service puts them in the domain's status order (a stable sort keeps this).
      .orderBy('projects.dueDate', (ob) => ob.asc().nullsLast())
      .orderBy('projects.id')
      .execute()
  );
}

export async function insertProject(
  db: Kysely<Database>,
  organizationId: number,
  values: {
    name: string;
    description: string | null;
    status: 'not_started' | 'in_progress' | 'completed';
    startDate: string | null;
    dueDate: string | null;
    createdBy: number | null;
  },
) {
  const project = await db
    .insertInto('projects')
    .values(values)
    .returning(['id', 'name', 'status', 'startDate', 'dueDate', 'description', 'createdAt'])
    .executeTakeFirstOrThrow();
  await db.insertInto('projectOrganizations').values({ projectId: project.id, organizationId, position: 0 }).execute();
  return project;
}

export function listSubmissions(db: Kysely<Database>, organizationId: number) {
  return db
    .selectFrom('submissions')
    .select(['id', 'type', 'title', 'category', 'submittedAt'])
    .where('organizationId', '=', organizationId)
    .orderBy('submittedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
