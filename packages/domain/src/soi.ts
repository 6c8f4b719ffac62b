import { addDays, addYears, dateParts, isIsoDate, type IsoDate } from './dates';
import { normalizeEntityType, type EntityType } from './entity-type';

export const SOI_REMINDER_DAYS = 30;
export const SOI_ELIGIBLE_TYPES: readonly EntityType[] = ['corporation', 'nonprofit', 'llc', 'partnership'];
export const SOI_REPORT_WINDOWS = [30, 60, 90, 180, 365] as const;

/** LLCs and partnerships file every 2 years, everyone else every year. */
export function soiDueYears(entityType: string | null | undefined): 1 | 2 {
  const code = normalizeEntityType(entityType);
  return code === 'llc' || code === 'partnership' ? 2 : 1;
}

/** Only corporations, nonprofits, LLCs and partnerships file a statement of information. */
export function soiEligible(entityType: string | null | undefined): boolean {
  const code = normalizeEntityType(entityType);
  return code !== null && SOI_ELIGIBLE_TYPES.includes(code);
}

export interface SoiEvent {
  kind: 'reminder' | 'due';
  date: IsoDate;
  dueDate: IsoDate;
}

/**
 * Due dates fall on the formation anniversary in the years formationYear + k * dueYears (k >= 1),
 * February 29 becoming February 28 in common years. Every cycle due from the current year to the
 * current year + 2 is listed (those earlier this year too, so an unfiled one stays visible), each
 * as a reminder 30 days before and the due date, in date order. Ineligible entity types and a
 * missing formation date give no events.
 */
export function soiEvents(
  formationDate: IsoDate | null | undefined,
  entityType: string | null | undefined,
  today: IsoDate,
): SoiEvent[] {
  if (!formationDate || !soiEligible(entityType)) return [];
  if (!isIsoDate(formationDate)) throw new RangeError(`Invalid formation date: ${formationDate}`);
  const cycle = soiDueYears(entityType);
  const formationYear = dateParts(formationDate).year;
  const currentYear = dateParts(today).year;
  const events: SoiEvent[] = [];
  for (let year = currentYear; year <= currentYear + 2; year++) {
    const elapsed = year - formationYear;
    if (elapsed <= 0 || elapsed % cycle !== 0) continue;
    const dueDate = addYears(formationDate, elapsed);
    events.push({ kind: 'reminder', date: addDays(dueDate, -SOI_REMINDER_DAYS), dueDate });
    events.push({ kind: 'due', date: dueDate, dueDate });
  }
  return events;
}
