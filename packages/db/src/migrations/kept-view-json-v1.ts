import { sql, type Kysely } from 'kysely';

// Frozen with the migrations that import it (2026-12-07T1500, T1510): never edit what it executes
// once a migration using it has shipped (migrations-sql.test.ts holds their digests); a changed
// helper goes into a new file (kept-view-json-v2.ts). A list item kept as JSON text in its row: the
// column, the function that writes it from a row, the trigger that writes it before every insert and
// update, and the existing rows written once.

export interface KeptViewJson {
  /** The table, which gets the column `view_json`. */
  table: string;
  /** The function `<fn>(p <table>)` that answers a row's item as JSON text; its trigger function is `<table>_view_json_write`. */
  fn: string;
  /** The item's keys, each with a SQL expression over the row `p` that writes its value as JSON (jsonValue, jsonLiteral...). */
  item: ReadonlyArray<readonly [key: string, json: string]>;
  /** Where a row keeps none (null): a condition on the row named `row`. */
  keptUnless?: (row: string) => string;
}

/** A value written as JSON by to_json (a string escaped as row_to_json escapes it, a date as YYYY-MM-DD), or null. */
export const jsonValue = (expression: string) => `coalesce(to_json(${expression})::text, 'null')`;
/** A number or boolean column as JSON (its text is its JSON), or null. */
export const jsonLiteral = (expression: string) => `coalesce((${expression})::text, 'null')`;

/** A display id as JSON: the kind's prefix and the id with at least 4 digits (`A0012`). */
export const jsonDisplayId = (prefix: string) =>
  jsonValue(`'${prefix}' || case when p.id between 0 and 999 then lpad(p.id::text, 4, '0') else p.id::text end`);
/** A timestamp column of `p` as JSON, as toISOString writes it (UTC, milliseconds, `Z`). */
export const jsonIsoTimestamp = (column: string) =>
  `'"' || to_char(p.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`;

/**
 * The item as one concatenation, `{"key":value,...}` as row_to_json writes it. A function made of a
 * single expression is inlined where it is called, so the trigger evaluates an expression per row.
 * A select from a subquery ran a query per row instead: 60 to 100 µs on PostgreSQL, 330 on PGlite,
 * where it made an import of 100,000 clients take 95 s instead of 62.
 */
function itemText(item: KeptViewJson['item']): string {
  return item.map(([key, json], i) => `'${i === 0 ? '{' : ','}"${key}":' || ${json}`).join('\n    || ') + " || '}'";
}

export async function addKeptViewJson(db: Kysely<any>, k: KeptViewJson): Promise<void> {
  const table = sql.id(k.table);
  const fn = sql.id(k.fn);
  const write = sql.id(`${k.table}_view_json_write`);
  await sql`alter table ${table} add column view_json text`.execute(db);
  // JSON writes dates and text the same whatever the session's DateStyle and time zone.
  await sql`create function ${fn}(p ${table}) returns text language sql stable as $fn$
    select ${sql.raw(itemText(k.item))}
    $fn$`.execute(db);
  const value = k.keptUnless
    ? sql`case when not (${sql.raw(k.keptUnless('new'))}) then ${fn}(new) end`
    : sql`${fn}(new)`;
  await sql`create function ${write}() returns trigger language plpgsql as $fn$
    begin
      new.view_json := ${value};
      return new;
    end
    $fn$`.execute(db);
  // Row triggers of one timing fire in name order: <table>_view_json after <table>_set_updated_at,
  // whose time it keeps.
  await sql`create trigger ${sql.id(`${k.table}_view_json`)} before insert or update on ${table}
    for each row execute function ${write}()`.execute(db);
  // The existing rows, without the triggers that an update would set off (updated_at, the counts,
  // the data version and the rest): nothing else about them changes.
  const where = k.keptUnless ? sql` where not (${sql.raw(k.keptUnless('p'))})` : sql``;
  await sql`alter table ${table} disable trigger user`.execute(db);
  await sql`update ${table} p set view_json = ${fn}(p)${where}`.execute(db);
  await sql`alter table ${table} enable trigger user`.execute(db);
}

export async function dropKeptViewJson(db: Kysely<any>, k: Pick<KeptViewJson, 'table' | 'fn'>): Promise<void> {
  const table = sql.id(k.table);
  await sql`drop trigger if exists ${sql.id(`${k.table}_view_json`)} on ${table}`.execute(db);
  await sql`drop function if exists ${sql.id(`${k.table}_view_json_write`)}()`.execute(db);
  await sql`drop function if exists ${sql.id(k.fn)}(${table})`.execute(db);
  await sql`alter table ${table} drop column if exists view_json`.execute(db);
}
