export const ENTITY_TYPES = ['llc', 'corporation', 'partnership', 'sole_proprietorship', 'nonprofit', 'other'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** The labels of the organization edit form. */
export const ENTITY_TYPE_LABELS: Readonly<Record<EntityType, string>> = {
  llc: 'LLC',
  corporation: 'Corporation',
  partnership: 'Partnership',
  sole_proprietorship: 'Sole Proprietorship',
  nonprofit: 'Non-Profit',
  other: 'Other',
};

/**
 * The stored code of an entity type written as a code, a label or the spelling `non-profit`
 * (any case, spaces, hyphens or underscores); null when it is none of them.
 */
export function normalizeEntityType(value: unknown): EntityType | null {
  if (typeof value !== 'string') return null;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  const found = ENTITY_TYPES.find((code) => code.replace(/_/g, '') === key);
  return found ?? null;
}
