import { TRPCClientError } from '@trpc/client';

/** The HTTP status a tRPC error carries, if any. */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = (error as TRPCClientError<never>).data as { httpStatus?: unknown } | undefined;
  return typeof data?.httpStatus === 'number' ? data.httpStatus : undefined;
}

export function errorMessage(error: unknown, fallback = 'An error occurred'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
