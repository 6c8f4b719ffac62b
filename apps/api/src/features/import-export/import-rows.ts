import { ClientCreate, OrganizationCreate, importRecord, type ImportRowError } from '@app/domain';
import type { ClientsTable } from '@app/db';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { UserCtx } from '../../core/service-context';
import { isAppError } from '../../core/app-error';
import { reserveIds } from '../../security/row-ids.repo';
import { maskedFromClear, sealDigits } from '../../security/sensitive-field';
import { generateForEach } from '../estimated-tax/estimated-tax.service';
import * as organizations from '../organizations/organizations.service';
import type { FileRow } from './import-parse';
import { insertClients } from './import-export.repo';

/** How one entity's rows are checked, previewed and saved. */
export interface RowWriter<T> {
  validate(row: FileRow): { ok: true; data: T } | { ok: false; errors: ImportRowError[] };
  /** The row as the preview shows it (sensitive values masked). */
  preview(data: T): Record<string, unknown>;
  add(tx: UserCtx, data: T, row: number): Promise<ImportRowError[]>;
  /** Writes what `add` buffered; answers the ids created so far. */
  flush(tx: UserCtx): Promise<void>;
  created(): number[];
}

function schemaCheck<S extends z.ZodType>(schema: S, entity: 'clients' | 'organizations', row: FileRow) {
  if (row.shapeError) return { ok: false as const, errors: [{ row: row.row, field: 'row', reason: row.shapeError }] };
  const parsed = schema.safeParse(importRecord(entity, row.raw));
  if (parsed.success) return { ok: true as const, data: parsed.data as z.output<S> };
  const errors = parsed.error.issues.map((issue) => ({
    row: row.row,
    field: issue.path.length ? String(issue.path[0]) : 'row',
    reason: issue.message,
  }));
  return { ok: false as const, errors };
}

const BATCH = 500;

/**
 * Clients go in multi-row inserts of 500 (100,000 rows within the bench's minute). Their ids are
 * reserved first so that each SSN is sealed to its row.
 */
export function clientWriter(): RowWriter<ClientCreate> {
  let batch: Array<{ values: Insertable<ClientsTable>; ssn: string | null }> = [];
  const ids: number[] = [];
  const flush = async (tx: UserCtx) => {
    const reserved = await reserveIds(tx.db, 'clients', batch.length);
    const values = batch.map((b, i) => {
      const id = reserved[i]!;
      const ssn = sealDigits(tx.keyRing, b.ssn, { table: 'clients', column: 'ssn_encrypted', rowId: id });
      return { ...b.values, id, ssnEncrypted: ssn.envelope, ssnLast4: ssn.last4 };
    });
    const rows = await insertClients(tx.db, values);
    batch = [];
    for (const row of rows) ids.push(row.id);
    await generateForEach(
      tx,
      rows.filter((row) => row.estimatedTaxes).map((row) => ({ kind: 'client' as const, id: row.id })),
    );
  };
  return {
    validate: (row) => schemaCheck(ClientCreate, 'clients', row),
    preview: (c) => ({ ...c, ssn: maskedFromClear(c.ssn) }),
    async add(tx, c) {
      const values: Insertable<ClientsTable> = {
        firstName: c.firstName,
        middleName: c.middleName ?? null,
        lastName: c.lastName,
        fullName: c.fullName,
        email: c.email ?? null,
        phone: c.phone ?? null,
        status: c.status,
        portalStatus: c.portalStatus ?? 'not_invited',
        driverLicense: c.driverLicense ?? null,
        dateOfBirth: c.dateOfBirth ?? null,
        address: c.address ?? null,
        referralSource: c.referralSource ?? null,
        dependents: c.dependents ?? false,
        bankruptcyStatus: c.bankruptcyStatus ?? false,
        taxPreparation: c.taxPreparation ?? false,
        estimatedTaxes: c.estimatedTaxes ?? false,
        issues1099: c.issues1099 ?? false,
        createdBy: tx.user.id,
      };
      batch.push({ values, ssn: c.ssn ?? null });
      if (batch.length >= BATCH) await flush(tx);
      return [];
    },
    flush,
    created: () => ids,
  };
}

/**
 * Organizations go through the organization service one by one: its tax, SOI and license side
 * effects and rules apply exactly as for the Add dialog (a firm has tens of thousands at most).
 */
export function organizationWriter(): RowWriter<OrganizationCreate> {
  const ids: number[] = [];
  return {
    validate: (row) => schemaCheck(OrganizationCreate, 'organizations', row),
    preview: (o) => ({ ...o, ein: o.einType === 'ssn' ? maskedFromClear(o.ein) : o.ein }),
    async add(tx, o, row) {
      try {
        ids.push((await organizations.create(tx, o)).id);
        return [];
      } catch (error) {
        // The service's checks run before it writes, so a refusal leaves the transaction usable.
        if (!isAppError(error) || error.status !== 400) throw error;
        return error.message.split('; ').map((part) => {
          const at = part.indexOf(': ');
          return at > 0
            ? { row, field: part.slice(0, at), reason: part.slice(at + 2) }
            : { row, field: 'row', reason: part };
        });
      }
    },
    flush: async () => {},
    created: () => ids,
  };
}
