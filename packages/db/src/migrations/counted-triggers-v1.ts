import { sql, type Kysely, type RawBuilder } from 'kysely';

// Frozen with the migrations that import it (2026-11-25T1500 to T1806): never edit what it
// executes once a migration using it has shipped (migrations-sql.test.ts holds their digests); a
// changed helper goes into a new file (counted-triggers-v2.ts). The statement-level triggers that
// keep a counts table exact: one trigger per operation with its transition tables, and the one
// function they run that applies a delta of the rows added and removed.

export type Op = 'insert' | 'update' | 'delete';

export const OPS = ['insert', 'update', 'delete'] as const;

/** The transition tables a statement-level trigger after `op` sees. */
export const triggerTables = (op: Op) =>
  op === 'insert'
    ? 'new table as new_rows'
    : op === 'delete'
      ? 'old table as old_rows'
      : 'old table as old_rows new table as new_rows';

export interface CountedTriggers {
  /** The trigger after `op`: sql.id(...) or, as some migrations wrote it, sql.raw(...). */
  name: (op: Op) => RawBuilder<unknown>;
  /** The table the triggers are on. */
  on: RawBuilder<unknown>;
  /** The trigger function they execute. */
  execute: RawBuilder<unknown>;
  /**
   * The white space before `referencing` and before `for each statement`, as the migration that
   * shipped wrote it (the SQL it executes stays the same to the byte).
   */
  breaks?: readonly [string, string];
}

/** `after insert`, `after update` and `after delete` triggers for each statement on `on`. */
export async function createCountedTriggers(db: Kysely<any>, t: CountedTriggers): Promise<void> {
  const [beforeReferencing, beforeForEach] = (t.breaks ?? ['\n      ', ' ']).map((s) => sql.raw(s));
  for (const op of OPS)
    await sql`create trigger ${t.name(op)} after ${sql.raw(op)} on ${t.on}${beforeReferencing}referencing ${sql.raw(
      triggerTables(op),
    )}${beforeForEach}for each statement execute function ${t.execute}()`.execute(db);
}

/** Drops the triggers `<stem>_insert`, `<stem>_update` and `<stem>_delete` on `on`. */
export async function dropCountedTriggers(db: Kysely<any>, stem: string, on: RawBuilder<unknown>): Promise<void> {
  for (const op of OPS) await sql`drop trigger if exists ${sql.id(`${stem}_${op}`)} on ${on}`.execute(db);
}

export interface DeltaFunction {
  /** The trigger function: sql.id(...) or sql.raw(...). */
  name: RawBuilder<unknown>;
  /** The statement that applies the delta of `rows` (a select of the rows with their signs). */
  delta: (rows: string) => string;
  /** The select of the rows a statement added (from new_rows) and removed (from old_rows). */
  added: string;
  removed: string;
  /** The indent of the function's lines, as the migration that shipped wrote it. */
  indent?: string;
}

/** The trigger function that applies the delta of an insert, a delete or an update (both). */
export async function createDeltaFunction(db: Kysely<any>, f: DeltaFunction): Promise<void> {
  const at = sql.raw(f.indent ?? '    ');
  const delta = (rows: string) => sql.raw(f.delta(rows));
  await sql`
${at}create function ${f.name}() returns trigger language plpgsql as $fn$
${at}begin
${at}  if tg_op = 'INSERT' then ${delta(f.added)}
${at}  elsif tg_op = 'DELETE' then ${delta(f.removed)}
${at}  else ${delta(`${f.added} union all ${f.removed}`)}
${at}  end if;
${at}  return null;
${at}end
${at}$fn$`.execute(db);
}
