/** The CSV download of a list: the same REST path and filters with `format=csv` (the session cookie goes along). */
export function csvHref(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '' && value !== 'all') search.set(key, String(value));
  search.set('format', 'csv');
  return `${path}?${search.toString()}`;
}

/** `2026-04-15` as `04/15/2026`. */
export { formatReportDate as formatUsDate } from '@app/domain';
