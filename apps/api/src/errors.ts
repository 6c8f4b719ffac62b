/** HTTP statuses a service may answer with (DECISIONS 3). */
export type AppErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

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
