import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Expression, type Kysely } from 'kysely';

// Frozen with the migrations that import it: never edit a helper here once a migration using it
// has shipped; a changed helper goes into a new file (sql-helpers-v2.ts) for the new migrations.

type Table = CreateTableBuilder<any, any>;

/** `column in ('a', 'b', ...)`, for CHECK constraints (DDL takes no parameters, so literals). */
export function oneOf(column: string, values: readonly string[]): Expression<boolean> {
  return sql<boolean>`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

/** `column <@ array['a', 'b', ...]`: every element of a text[] column is one of the values. */
export function subsetOf(column: string, values: readonly string[]): Expression<boolean> {
  return sql<boolean>`${sql.ref(column)} <@ array[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;
}

/** `btrim(column) <> ''`: required text is never blank. */
export function notBlank(column: string): Expression<boolean> {
  return sql<boolean>`btrim(${sql.ref(column)}) <> ''`;
}

/**
 * A GIN trigram index for `column ilike '%term%'` search. fastupdate off: without autovacuum
 * (PGlite has none) a pending list would grow and be scanned by every search, and a bulk
 * import left the planner preferring sequential scans until the next vacuum.
 */
export async function trigramIndex(db: Kysely<any>, table: string, column: string): Promise<void> {
  await sql`create index ${sql.id(`${table}_${column}_trgm_idx`)} on ${sql.table(table)}
    using gin (${sql.ref(column)} gin_trgm_ops) with (fastupdate = off)`.execute(db);
}

/** created_at and updated_at, both now() by default; updated_at is kept by touchUpdatedAt's trigger. */
export function timestamps(table: Table): Table {
  return table
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
}

/** The trigger that sets updated_at on every UPDATE (set_updated_at() is created by the clients migration). */
export async function touchUpdatedAt(db: Kysely<any>, table: string): Promise<void> {
  await sql`create trigger ${sql.id(`${table}_set_updated_at`)} before update on ${sql.table(table)}
    for each row execute function set_updated_at()`.execute(db);
}

/**
 * A sensitive field: `<field>_encrypted` holds the envelope string of the API's crypto module
 * (AES-256-GCM with its key id), never the clear value; with `last4`, `<field>_last4` holds the
 * last (at most) 4 digits for masked display and search, set exactly when the value is.
 * The CHECK refuses a clear number (digits and separators only) in the encrypted column.
 */
export function sealed(tableName: string, field: string, options: { last4?: boolean } = {}) {
  return (table: Table): Table => {
    const encrypted = `${field}_encrypted`;
    let out = table
      .addColumn(encrypted, 'text')
      .addCheckConstraint(`${tableName}_${field}_sealed`, sql`${sql.ref(encrypted)} !~ '^[0-9 ()/.-]*$'`);
    if (options.last4) {
      const last4 = `${field}_last4`;
      out = out
        .addColumn(last4, 'text')
        .addCheckConstraint(`${tableName}_${field}_last4_check`, sql`${sql.ref(last4)} ~ '^[0-9]{1,4}$'`)
        .addCheckConstraint(
          `${tableName}_${field}_last4_pair`,
          sql`(${sql.ref(encrypted)} is null) = (${sql.ref(last4)} is null)`,
        );
    }
    return out;
  };
}

/**
 * The owner of a row that belongs to a client or to an organization: two nullable foreign keys,
 * exactly one of them set. Both cascade: the rows go when their (soft-deleted) owner is purged.
 */
export function clientOrOrganization(tableName: string) {
  return (table: Table): Table =>
    table
      .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('cascade'))
      .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('cascade'))
      .addCheckConstraint(`${tableName}_one_owner`, sql`num_nonnulls(client_id, organization_id) = 1`);
}

/**
 * The spec's polymorphic pair, derived from the owner keys so it can never disagree with them:
 * entity_type (`client` / `organization`, or the given words) and entity_id.
 */
export function entityColumns(words: { client: string; organization: string }) {
  return (table: Table): Table =>
    table
      .addColumn('entity_type', 'text', (c) =>
        c
          .notNull()
          .generatedAlwaysAs(
            sql`case when client_id is not null then ${sql.lit(words.client)} else ${sql.lit(words.organization)} end`,
          )
          .stored(),
      )
      .addColumn('entity_id', 'integer', (c) =>
        c
          .notNull()
          .generatedAlwaysAs(sql`coalesce(client_id, organization_id)`)
          .stored(),
      );
}

/** created_by: the signed-in user who made the row, kept as null when that user is deleted. */
export function createdBy(table: Table): Table {
  return table.addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'));
}

/** updated_by: the user who last changed a saved status (completions), null once that user is deleted. */
export function updatedBy(table: Table): Table {
  return table.addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'));
}

/** organization_id of a row that lives and dies with its organization. */
export function organizationKey(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return column.notNull().references('organizations.id').onDelete('cascade');
}

export async function dropTables(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).ifExists().cascade().execute();
}
