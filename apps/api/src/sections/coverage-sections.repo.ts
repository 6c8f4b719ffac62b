import type { Database } from '@app/db';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';

/** The tables of an organization's coverage sections (packages/db tables/coverage.ts: one shape, two tables). */
export type CoverageTable = 'groupHealthSections' | 'pcSections';

/**
 * The queries of one kind of coverage section (group health, P&C): the same columns in two tables,
 * one section per type and organization; a soft-deleted organization's sections are not found.
 */
export function coverageSectionsRepo<T extends CoverageTable>(table: T) {
  type Row = Selectable<Database[T]>;
  // The two tables share every column, so the queries are written once over either name.
  const on = (db: Kysely<Database>) =>
    db as unknown as Kysely<Pick<Database, 'organizations'> & Record<CoverageTable, Database['pcSections']>>;
  const t = table as 'pcSections';
  return {
    listSections(db: Kysely<Database>, organizationId: number): Promise<Row[]> {
      return on(db)
        .selectFrom(t)
        .selectAll()
        .where('organizationId', '=', organizationId)
        .orderBy('id')
        .execute() as Promise<Row[]>;
    },

    findSection(db: Kysely<Database>, id: number): Promise<Row | undefined> {
      return on(db)
        .selectFrom(t)
        .innerJoin('organizations', 'organizations.id', `${t}.organizationId`)
        .selectAll(t)
        .where(`${t}.id`, '=', id)
        .where('organizations.deletedAt', 'is', null)
        .executeTakeFirst() as Promise<Row | undefined>;
    },

    async typeTaken(db: Kysely<Database>, organizationId: number, sectionType: string, exceptId?: number) {
      let query = on(db)
        .selectFrom(t)
        .select('id')
        .where('organizationId', '=', organizationId)
        .where('sectionType', '=', sectionType as never);
      if (exceptId) query = query.where('id', '<>', exceptId);
      return Boolean(await query.executeTakeFirst());
    },

    insertSection(db: Kysely<Database>, values: Insertable<Database[T]>): Promise<Row> {
      return on(db)
        .insertInto(t)
        .values(values as never)
        .returningAll()
        .executeTakeFirstOrThrow() as Promise<Row>;
    },

    updateSection(db: Kysely<Database>, id: number, values: Updateable<Database[T]>): Promise<Row | undefined> {
      return on(db)
        .updateTable(t)
        .set(values as never)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst() as Promise<Row | undefined>;
    },

    async deleteSection(db: Kysely<Database>, id: number): Promise<void> {
      await on(db).deleteFrom(t).where('id', '=', id).execute();
    },

    /** Every live organization's sections, soonest renewal first (the calendars' list). */
    listAllSections(db: Kysely<Database>, opts: { organizationId?: number | null; limit: number; offset: number }) {
      let query = on(db)
        .selectFrom(t)
        .innerJoin('organizations', 'organizations.id', `${t}.organizationId`)
        .selectAll(t)
        .select(['organizations.businessDba'])
        .where('organizations.deletedAt', 'is', null);
      if (opts.organizationId) query = query.where(`${t}.organizationId`, '=', opts.organizationId);
      return query
        .orderBy(`${t}.renewalDate`, (ob) => ob.asc().nullsLast())
        .orderBy(`${t}.id`)
        .limit(opts.limit)
        .offset(opts.offset)
        .execute() as Promise<Array<Row & { businessDba: string }>>;
    },
  };
}
