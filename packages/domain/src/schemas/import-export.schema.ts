import { z } from 'zod';
import { isMaskedValue } from '../formats';

export const TRANSFER_ENTITIES = ['clients', 'organizations'] as const;
export type TransferEntity = (typeof TRANSFER_ENTITIES)[number];
export const TRANSFER_FORMATS = ['csv', 'json'] as const;
export type TransferFormat = (typeof TRANSFER_FORMATS)[number];

/** docs/decisions/4-security.md: CSV or JSON imports up to 10 MB. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** A row wider than this is refused (a file of 10,000 columns is not a client list). */
export const IMPORT_MAX_COLUMNS = 100;
export const IMPORT_PREVIEW_ROWS = 10;
/** At most this many row errors are reported (the count of bad rows is always exact). */
export const IMPORT_MAX_ERRORS = 500;

export const TransferParams = z.object({
  entity: z.enum(TRANSFER_ENTITIES, { error: 'entity: must be clients or organizations' }),
  format: z.enum(TRANSFER_FORMATS, { error: 'format: must be csv or json' }),
});
export type TransferParams = z.output<typeof TransferParams>;

const flag = z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()).default(false);

/** POST /api/import/{entity}/{format}?preview=true&skipBadRows=true */
export const ImportOptions = z.object({ preview: flag, skipBadRows: flag });
export type ImportOptions = z.output<typeof ImportOptions>;

/** One bad row: its number (1 = the first data row), the field and why. */
export interface ImportRowError {
  row: number;
  field: string;
  reason: string;
}

export interface ImportResult {
  message: string;
  imported: number;
  skipped: number;
  total: number;
  errors: ImportRowError[];
  /** Preview only: the first rows as they would be saved. */
  preview?: Array<Record<string, unknown>>;
}

/** The columns of each entity's files, in file order (exports write them; imports read them by name). */
export const TRANSFER_COLUMNS = {
  clients: [
    'id',
    'firstName',
    'middleName',
    'lastName',
    'fullName',
    'email',
    'phone',
    'status',
    'portalStatus',
    'ssn',
    'driverLicense',
    'dateOfBirth',
    'address',
    'referralSource',
    'dependents',
    'bankruptcyStatus',
    'taxPreparation',
    'estimatedTaxes',
    'issues1099',
    'createdAt',
  ],
  organizations: [
    'id',
    'businessDba',
    'businessLegalName',
    'ein',
    'einType',
    'eddAccount',
    'businessPhone',
    'businessEmail',
    'website',
    'entityType',
    'stateOfFormation',
    'dateOfFormation',
    'description',
    'servicesPurchased',
    'legalAddress',
    'physicalAddress',
    'status',
    'estimatedTaxes',
    'issues1099',
    'taxPreparation',
    'bookkeeping',
    'soi',
    'salesTaxFrequency',
    'businessLicenseCounty',
    'businessLicenseRegisteredDate',
    'businessLicenseReminderDate',
    'createdAt',
  ],
} as const satisfies Record<TransferEntity, readonly string[]>;

/** Columns an import never takes from the file (the server assigns or rebuilds them). */
export const IMPORT_IGNORED_COLUMNS: readonly string[] = ['id', 'fullName', 'createdAt'];

const BOOLEAN_COLUMNS = new Set([
  'dependents',
  'bankruptcyStatus',
  'taxPreparation',
  'estimatedTaxes',
  'issues1099',
  'bookkeeping',
  'soi',
]);

// Leading apostrophes are looked through so that the import's inverse is exact.
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * A cell as written to a CSV file: one starting with =, +, -, @, tab or carriage return gets a
 * leading apostrophe so spreadsheets show it as text instead of running it (OWASP CSV injection).
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The inverse on import: an apostrophe that neutralised a formula is dropped. */
export function restoreNeutralised(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value) ? value.slice(1) : value;
}

/** A cell value as an export writes it. */
export function exportCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return neutraliseFormula(value.join(', '));
  if (value instanceof Date) return value.toISOString();
  return neutraliseFormula(String(value));
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);

/**
 * A file row (CSV text cells or JSON values) as the create schema's input: known columns only,
 * blank cells and masked sensitive values left out, yes/no words read as booleans.
 */
export function importRecord(entity: TransferEntity, raw: Record<string, unknown>): Record<string, unknown> {
  const known = new Set<string>(TRANSFER_COLUMNS[entity]);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!known.has(key) || IMPORT_IGNORED_COLUMNS.includes(key)) continue;
    if (value === null || value === undefined) continue;
    const text = typeof value === 'string' ? restoreNeutralised(value.trim()) : value;
    if (text === '' || isMaskedValue(text)) continue;
    if (BOOLEAN_COLUMNS.has(key) && typeof text === 'string') {
      const word = text.toLowerCase();
      out[key] = TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : text;
      continue;
    }
    out[key] = text;
  }
  return out;
}
