/**
 * Every column that holds values sealed by security/sensitive-field.ts. Areas add theirs here (one
 * line each) so that key rotation re-encrypts them and `reveal` can find them by entity type and field.
 */
export interface EncryptedColumn {
  /** SQL table and column names (snake_case). */
  table: string;
  column: string;
  /** The primary key column; `id` by default. */
  idColumn?: string;
  /** The name `reveal` is called with: entity type and API field name. */
  entityType: string;
  field: string;
}

export const ENCRYPTED_COLUMNS: EncryptedColumn[] = [
  { table: 'users', column: 'mfa_secret', entityType: 'user', field: 'mfaSecret' },
  { table: 'users', column: 'calendar_feed_token_sealed', entityType: 'user', field: 'calendarFeedToken' },
  { table: 'clients', column: 'ssn_encrypted', entityType: 'client', field: 'ssn' },
  { table: 'referral_sources', column: 'ssn_encrypted', entityType: 'referral_source', field: 'ssn' },
  ...(['card_number', 'card_expiry', 'card_cvv', 'routing_number', 'account_number'] as const).map((c) => ({
    table: 'payment_methods',
    column: `${c}_encrypted`,
    entityType: 'payment_method',
    field: c.replace(/_(\w)/g, (_m, ch: string) => ch.toUpperCase()),
  })),
  ...(['card_number', 'expiration_date', 'security_code', 'routing_number', 'account_number'] as const).map((c) => ({
    table: 'referral_source_payment_methods',
    column: `${c}_encrypted`,
    entityType: 'referral_source_payment_method',
    field: c.replace(/_(\w)/g, (_m, ch: string) => ch.toUpperCase()),
  })),
  { table: 'logins', column: 'password_encrypted', entityType: 'login', field: 'password' },
  { table: 'logins', column: 'pin_encrypted', entityType: 'login', field: 'pin' },
  { table: 'organizations', column: 'ein_encrypted', entityType: 'organization', field: 'ein' },
  {
    table: 'merchant_accounts',
    column: 'routing_number_encrypted',
    entityType: 'merchantAccount',
    field: 'routingNumber',
  },
  {
    table: 'merchant_accounts',
    column: 'account_number_encrypted',
    entityType: 'merchantAccount',
    field: 'accountNumber',
  },
  { table: 'submissions', column: 'routing_number_encrypted', entityType: 'submission', field: 'routingNumber' },
  { table: 'submissions', column: 'account_number_encrypted', entityType: 'submission', field: 'accountNumber' },
];

export function findEncryptedColumn(entityType: string, field: string): EncryptedColumn | undefined {
  return ENCRYPTED_COLUMNS.find((c) => c.entityType === entityType && c.field === field);
}
