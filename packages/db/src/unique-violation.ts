/** A unique-key violation from PostgreSQL or PGlite (a concurrent insert won the race). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
