import { defaultRenewalDate, renewalBadge, type RenewalBadge } from '@app/domain';
import { toIso } from '../../db-values';

// What group health and P&C sections share: the renewal badge and the default renewal date.

export interface CoverageRow {
  id: number;
  organizationId: number;
  sectionType: string;
  carrier: string | null;
  generalAgency: string | null;
  policyNumber: string | null;
  effectiveDate: string | null;
  renewalDate: string | null;
  createdAt: unknown;
  updatedAt: unknown;
}

export interface CoverageView {
  id: number;
  organizationId: number;
  sectionType: string;
  carrier: string | null;
  generalAgency: string | null;
  policyNumber: string | null;
  effectiveDate: string | null;
  renewalDate: string | null;
  /** 'POLICY LAPSED', '30 Day Renewal Notice', '60 Day Renewal Notice' or null (today in the firm's zone). */
  renewalBadge: RenewalBadge | null;
  createdAt: string;
  updatedAt: string;
}

export function coverageView(row: CoverageRow, today: string): CoverageView {
  return {
    id: row.id,
    organizationId: row.organizationId,
    sectionType: row.sectionType,
    carrier: row.carrier,
    generalAgency: row.generalAgency,
    policyNumber: row.policyNumber,
    effectiveDate: row.effectiveDate,
    renewalDate: row.renewalDate,
    renewalBadge: renewalBadge(row.renewalDate, today),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/**
 * An effective date sent without a renewal date fills the renewal a year later (spec 2 section 4);
 * a renewal date sent, even null, is kept as sent. Only values given are returned.
 */
export function withDefaultRenewal<T extends { effectiveDate?: string | null; renewalDate?: string | null }>(
  input: T,
): T {
  const out = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as T;
  if (out.effectiveDate && out.renewalDate === undefined) out.renewalDate = defaultRenewalDate(out.effectiveDate);
  return out;
}
