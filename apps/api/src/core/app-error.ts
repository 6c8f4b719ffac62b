/** HTTP statuses a service may answer with (docs/decisions/3-api.md). */
export type AppErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/**
 * The one error family services throw. It carries no HTTP machinery: the Fastify error handler
 * and the tRPC error mapping turn it into `{"message": ...}` with its status.
 */
export class AppError extends Error {
  constructor(
    readonly status: AppErrorStatus,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Not authenticated') => new AppError(401, message);
export const forbidden = (message = 'Forbidden') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooLarge = (message = 'Request too large') => new AppError(413, message);
export const tooMany = (message = 'Too many attempts, please try again later') => new AppError(429, message);

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

type IssueLike = { message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> };

/** `field: why` for each issue, joined with `; ` (top-level issues give only `why`). */
export function formatIssues(issues: readonly IssueLike[]): string {
  const parts = issues.map((issue) => {
    const path = (issue.path ?? []).map((p) => String(typeof p === 'object' && p !== null ? p.key : p)).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  return [...new Set(parts)].join('; ') || 'Invalid input';
}

/** A zod (or any Standard Schema) validation error. */
export function hasIssues(error: unknown): error is { issues: IssueLike[] } {
  return (
    typeof error === 'object' &&
    error !== null &&
    Array.isArray((error as { issues?: unknown }).issues) &&
    (error as { issues: unknown[] }).issues.every((i) => typeof (i as IssueLike)?.message === 'string')
  );
}

/**
 * PostgreSQL's data errors that only bad input causes (a backstop behind the schemas): the status
 * and message to answer instead of a 500, or null for any other error.
 */
const DATABASE_INPUT_ERRORS: Record<string, { status: AppErrorStatus; message: string }> = {
  '22001': { status: 400, message: 'A value is too long' },
  '22003': { status: 400, message: 'A number is out of range' },
  '22007': { status: 400, message: 'A date or time is not valid' },
  '22008': { status: 400, message: 'A date or time is out of range' },
  '22021': { status: 400, message: 'Text contains characters that cannot be stored' },
  '22P02': { status: 400, message: 'A value has the wrong format' },
  '22P05': { status: 400, message: 'Text contains characters that cannot be stored' },
  '23502': { status: 400, message: 'A required value is missing' },
  '23503': { status: 400, message: 'A referenced record does not exist' },
  '23505': { status: 409, message: 'A record with these values already exists' },
  '23514': { status: 400, message: 'A value is not allowed' },
  '54000': { status: 400, message: 'A value is too large' },
  // statement_timeout (STATEMENT_TIMEOUT_MS) stopped a statement: the request asked too much at once.
  '57014': { status: 503, message: 'The request took too long and was stopped: please narrow it or try again' },
};

export function databaseInputError(error: unknown): AppError | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string') return null;
  const known = DATABASE_INPUT_ERRORS[code];
  if (!known) return null;
  const column = (error as { column?: unknown }).column;
  return new AppError(
    known.status,
    typeof column === 'string' && column ? `${column}: ${known.message}` : known.message,
  );
}
