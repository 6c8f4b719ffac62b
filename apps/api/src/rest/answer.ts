import type { z } from 'zod';

/** The pagination headers a list answer may carry (lists/list-page.ts `setTotalHeaders`). */
export type ListHeader = 'x-total-count' | 'x-total-capped' | 'x-next-cursor';

/**
 * What a REST route answers on success, for the OpenAPI document (openapi/document.ts) and the
 * answer check of the tests: a JSON body described by a zod schema, files of other media types
 * (a CSV download, a stored file), the list headers, and other success statuses the route answers.
 */
export interface RestAnswer {
  /** The JSON body; absent when the route answers only files (or nothing, with 204). */
  json?: z.ZodType;
  /** Media types of the non-JSON answers (`text/csv`, `application/octet-stream`, ...). */
  files?: readonly string[];
  headers?: readonly ListHeader[];
  /** Further success statuses with their JSON body (an import that kept some rows answers 207). */
  also?: Readonly<Partial<Record<200 | 201 | 207, z.ZodType>>>;
}

/** A route's `response`: the JSON body's schema alone, or a RestAnswer; `'empty'` for a 204. */
export type RestResponse = z.ZodType | RestAnswer | 'empty';

export function answerOf(response: RestResponse): RestAnswer {
  if (response === 'empty') return {};
  return '_zod' in response ? { json: response } : response;
}
