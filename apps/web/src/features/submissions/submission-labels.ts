import { SUBMISSION_TYPE_LABELS, type SubmissionType } from '@app/domain';

export const TYPE_COLORS: Readonly<Record<SubmissionType, string>> = {
  contact: 'blue',
  quote: 'grape',
  service: 'cyan',
  'employee-auth': 'teal',
  'payment-auth': 'orange',
};

export const typeLabel = (type: SubmissionType) => SUBMISSION_TYPE_LABELS[type];

export const CATEGORY_COLORS: Readonly<Record<string, string>> = {
  General: 'gray',
  'Tax Alliance': 'indigo',
  WageWhiz: 'teal',
  Evmark: 'pink',
  Xylaris: 'violet',
};

interface Linkable {
  linkedClient: { displayId: string; fullName: string } | null;
  linkedOrganization: { displayId: string; businessDba: string } | null;
}

/** Where the linked profile lives, and its name; null when not linked. */
export function linkedProfile(s: Linkable): { to: string; name: string; kind: 'Client' | 'Organization' } | null {
  if (s.linkedClient)
    return { to: `/clients/${s.linkedClient.displayId}`, name: s.linkedClient.fullName, kind: 'Client' };
  if (s.linkedOrganization)
    return {
      to: `/organizations/${s.linkedOrganization.displayId}`,
      name: s.linkedOrganization.businessDba,
      kind: 'Organization',
    };
  return null;
}
