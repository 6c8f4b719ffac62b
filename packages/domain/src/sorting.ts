import { SERVICES } from './services';

/** A stable sort by the position of each item's key in `order`; unknown keys go last. */
function byOrder<T>(items: readonly T[], order: readonly string[], key: (item: T) => unknown): T[] {
  const rank = (item: T) => {
    const i = order.indexOf(String(key(item)));
    return i === -1 ? order.length : i;
  };
  return [...items].sort((a, b) => rank(a) - rank(b));
}

export const STATUS_SORT_ORDER = ['not_started', 'in_progress', 'completed'] as const;
export const PC_SECTION_ORDER = [
  'bop',
  'workers_comp',
  'epli',
  'professional_liability',
  'auto',
  'cyber',
  'commercial_property',
  'umbrella',
] as const;

/** not_started, in_progress, completed (project lists of clients and organizations). */
export function sortByStatus<T extends { status?: string | null }>(items: readonly T[]): T[] {
  return byOrder(items, STATUS_SORT_ORDER, (i) => i.status);
}

/** Payroll & HR, Group Benefits, P&C & Bond, Merchant Processing. */
export function sortServices<T extends string>(services: readonly T[]): T[] {
  return byOrder(services, SERVICES, (s) => s);
}

/** The fixed P&C order; `policyType` is the same field under the reports' name. */
export function sortPcSections<T extends { sectionType?: string | null; policyType?: string | null }>(
  sections: readonly T[],
): T[] {
  return byOrder(sections, PC_SECTION_ORDER, (s) => s.sectionType ?? s.policyType);
}

/** The main contact first. */
export function sortContacts<T extends { isMainContact?: boolean | null }>(contacts: readonly T[]): T[] {
  return [...contacts].sort((a, b) => Number(Boolean(b.isMainContact)) - Number(Boolean(a.isMainContact)));
}

/** The primary payment method first. */
export function sortPaymentMethods<T extends { isPrimary?: boolean | null }>(methods: readonly T[]): T[] {
  return [...methods].sort((a, b) => Number(Boolean(b.isPrimary)) - Number(Boolean(a.isPrimary)));
}
