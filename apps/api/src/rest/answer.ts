import type { z } from 'zod';

/** The pagination headers a list answer may carry (lists/list-page.ts `setTotalHeaders`). */
export type ListHeader = 'x-total-count' | 'x-total-capped' | 'x-next-cursor';

/**
 * What a REST route answers on success, for the OpenAPI document (openapi/document.ts) and the
 * answer check of the tests: a JSON body described by a zod schema, files of other media types
 * (a CSV download, a stored file) and the list headers.
 */
export interface RestAnswer {
  /** The JSON body; absent when the route answers only files (or nothing, with 204). */
  json?: z.ZodType;
  /** Media types of the non-JSON answers (`text/csv`, `application/octet-stream`, ...). */
  files?: readonly string[];
  headers?: readonly ListHeader[];
}

/** A route's `response`: the JSON body's schema alone, or a RestAnswer; `'empty'` for a 204. */
export type RestResponse = z.ZodType | RestAnswer | 'empty';

export function answerOf(response: RestResponse): RestAnswer {
  if (response === 'empty') return {};
  return '_zod' in response ? { json: response } : response;
}
