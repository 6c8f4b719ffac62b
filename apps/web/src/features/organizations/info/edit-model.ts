import {
  changedFields,
  licenseDateField,
  NO_CHANGES_MESSAGE,
  organizationRuleProblems,
  soiEligible,
  sortServices,
} from '@app/domain';
import type { Organization } from '../types';

/** The editable values of the Organization Information and Tax & License sections, as the inputs hold them. */
export interface OrganizationDraft {
  businessDba: string;
  businessLegalName: string;
  businessPhone: string;
  businessEmail: string;
  website: string;
  entityType: string | null;
  stateOfFormation: string | null;
  dateOfFormation: string;
  referralSourceId: number | null;
  legalAddress: string;
  physicalAddress: string;
  description: string;
  servicesPurchased: string[];
  status: 'active' | 'terminated';
  einType: 'ein' | 'ssn';
  /** Blank for an SSN-type tax id (the server keeps it masked): blank keeps the stored value. */
  ein: string;
  eddAccount: string;
  salesTaxFrequency: string | null;
  estimatedTaxes: boolean;
  issues1099: boolean;
  taxPreparation: boolean;
  bookkeeping: boolean;
  soi: boolean;
  businessLicenseCounty: string | null;
  businessLicenseRegisteredDate: string;
  businessLicenseReminderDate: string;
}

export function draftFrom(o: Organization): OrganizationDraft {
  return {
    businessDba: o.businessDba,
    businessLegalName: o.businessLegalName ?? '',
    businessPhone: o.businessPhone ?? '',
    businessEmail: o.businessEmail ?? '',
    website: o.website ?? '',
    entityType: o.entityType ?? null,
    stateOfFormation: o.stateOfFormation ?? null,
    dateOfFormation: o.dateOfFormation ?? '',
    referralSourceId: o.referralSourceId ?? null,
    legalAddress: o.legalAddress ?? '',
    physicalAddress: o.physicalAddress ?? '',
    description: o.description ?? '',
    servicesPurchased: sortServices(o.servicesPurchased),
    status: o.status,
    einType: o.einType,
    ein: o.einType === 'ssn' ? '' : (o.ein ?? ''),
    eddAccount: o.eddAccount ?? '',
    salesTaxFrequency: o.salesTaxFrequency ?? null,
    estimatedTaxes: o.estimatedTaxes,
    issues1099: o.issues1099,
    taxPreparation: o.taxPreparation,
    bookkeeping: o.bookkeeping,
    soi: o.soi,
    businessLicenseCounty: o.businessLicenseCounty ?? null,
    businessLicenseRegisteredDate: o.businessLicenseRegisteredDate ?? '',
    businessLicenseReminderDate: o.businessLicenseReminderDate ?? '',
  };
}

export type DraftErrors = Partial<Record<keyof OrganizationDraft, string>>;

export type SaveCheck =
  { ok: true; payload: Partial<OrganizationDraft> } | { ok: false; message: string; errors: DraftErrors };

/**
 * Spec 2 section 5: the LA City and Other rules and the SOI rule on the edited record, then only
 * the changed, non-empty fields ('No changes to save' when none). A changed county travels with
 * its date (the server checks the pair in one payload).
 */
export function prepareSave(original: Organization, draft: OrganizationDraft): SaveCheck {
  const problems = organizationRuleProblems({
    businessLicenseCounty: draft.businessLicenseCounty,
    businessLicenseRegisteredDate: draft.businessLicenseRegisteredDate || null,
    businessLicenseReminderDate: draft.businessLicenseReminderDate || null,
    entityType: draft.entityType,
    soi: draft.soi,
  });
  if (problems.length) {
    const errors: DraftErrors = {};
    for (const p of problems) errors[p.path as keyof OrganizationDraft] = p.message;
    return { ok: false, message: problems[0]!.message, errors };
  }
  const edited = { ...draft, servicesPurchased: sortServices(draft.servicesPurchased) };
  const payload: Partial<OrganizationDraft> = changedFields(
    draftFrom(original) as unknown as Record<string, unknown>,
    edited,
  );
  if (
    'businessLicenseCounty' in payload ||
    'businessLicenseRegisteredDate' in payload ||
    'businessLicenseReminderDate' in payload
  ) {
    payload.businessLicenseCounty = draft.businessLicenseCounty;
    const dateField = licenseDateField(draft.businessLicenseCounty);
    if (dateField) payload[dateField] = draft[dateField];
  }
  if ('soi' in payload && draft.entityType) payload.entityType = draft.entityType;
  if (Object.keys(payload).length === 0) return { ok: false, message: NO_CHANGES_MESSAGE, errors: {} };
  return { ok: true, payload };
}

/** The SOI checkbox is enabled only for Corporation, Non-Profit, LLC and Partnership. */
export const soiEnabled = (entityType: string | null) => soiEligible(entityType);
