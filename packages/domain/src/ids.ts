export type DisplayIdKind = 'client' | 'organization' | 'referral';

export const DISPLAY_ID_PREFIXES = { client: 'A', organization: 'B', referral: 'R' } as const;

const KIND_BY_PREFIX: Record<string, DisplayIdKind> = { A: 'client', B: 'organization', R: 'referral' };

/** `A0012` for client 12; numbers longer than 4 digits stay whole (`A12345`). */
export function formatDisplayId(kind: DisplayIdKind, id: number): string {
  if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`Invalid id: ${id}`);
  return `${DISPLAY_ID_PREFIXES[kind]}${String(id).padStart(4, '0')}`;
}

/** Reads `A0012` (any case, surrounding spaces ignored); null for an unknown prefix or a non-positive number. */
export function parseDisplayId(text: string): { kind: DisplayIdKind; id: number } | null {
  const match = /^([A-Za-z])(\d+)$/.exec(String(text ?? '').trim());
  if (!match) return null;
  const kind = KIND_BY_PREFIX[match[1]!.toUpperCase()];
  const id = Number(match[2]);
  if (!kind || !Number.isSafeInteger(id) || id <= 0) return null;
  return { kind, id };
}
