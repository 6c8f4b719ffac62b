import { z } from 'zod';
import { LinkedClientRecord, MerchantAccountRecord } from './party-records.answers.js';
import { GroupHealthSectionRecord, PayrollRecord, PcSectionRecord, ProjectRecord } from './work-records.answers.js';

/** GET /api/organizations */
export const GetOrganizationsAnswer = z.array(
  z.object({
    id: z.number(),
    displayId: z.string(),
    businessDba: z.string(),
    businessLegalName: z.string().nullable(),
    businessEmail: z.string().nullable(),
    businessPhone: z.string().nullable(),
    status: z.string(),
    createdAt: z.string(),
  }),
);

/** POST /api/organizations/check-duplicates */
export const PostOrganizationsCheckDuplicatesAnswer = z.object({
  hasSimilar: z.boolean(),
  similarOrganizations: z.array(
    z.object({
      id: z.number(),
      businessDba: z.string(),
      legalBusinessName: z.string().nullable(),
      email: z.string(),
      phone: z.string().nullable(),
    }),
  ),
});

/** POST /api/organizations */
export const PostOrganizationsAnswer = z.object({
  id: z.number(),
  displayId: z.string(),
  businessDba: z.string(),
  businessLegalName: z.string().nullable(),
  ein: z.string().nullable(),
  einType: z.string(),
  eddAccount: z.string().nullable(),
  businessPhone: z.string().nullable(),
  businessEmail: z.string().nullable(),
  website: z.string().nullable(),
  entityType: z.string().nullable(),
  stateOfFormation: z.string().nullable(),
  dateOfFormation: z.string().nullable(),
  description: z.string().nullable(),
  servicesPurchased: z.array(z.string()),
  services: z.object({
    payroll: z.boolean(),
    groupHealth: z.boolean(),
    pandc: z.boolean(),
    merchant: z.boolean(),
  }),
  referralSourceId: z.number().nullable(),
  legalAddress: z.string().nullable(),
  physicalAddress: z.string().nullable(),
  status: z.string(),
  estimatedTaxes: z.boolean(),
  issues1099: z.boolean(),
  taxPreparation: z.boolean(),
  bookkeeping: z.boolean(),
  soi: z.boolean(),
  salesTaxFrequency: z.string().nullable(),
  businessLicenseCounty: z.string().nullable(),
  businessLicenseRegisteredDate: z.string().nullable(),
  businessLicenseReminderDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET /api/organizations/:id */
export const GetOrganizationsByIdAnswer = PostOrganizationsAnswer;

/** PUT /api/organizations/:id */
export const PutOrganizationsByIdAnswer = PostOrganizationsAnswer;

/** DELETE /api/organizations/:id */
export const DeleteOrganizationsByIdAnswer = z.object({
  ok: z.boolean(),
});

/** POST /api/organizations/:id/reveal */
export const PostOrganizationsByIdRevealAnswer = z.object({
  value: z.string().nullable(),
});

/** GET /api/organizations/:id/projects */
export const GetOrganizationsByIdProjectsAnswer = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    status: z.string(),
    startDate: z.string().nullable(),
    dueDate: z.string().nullable(),
    description: z.string().nullable(),
    organizationId: z.number(),
    createdAt: z.string(),
  }),
);

/** GET /api/organizations/:id/submissions */
export const GetOrganizationsByIdSubmissionsAnswer = z.array(
  z.object({
    id: z.number(),
    type: z.string(),
    title: z.string(),
    category: z.string(),
    submittedAt: z.string(),
  }),
);

/** GET /api/organizations/:id/clients */
export const GetOrganizationsByIdClientsAnswer = z.array(LinkedClientRecord);

/** GET /api/organizations/:id/client-candidates */
export const GetOrganizationsByIdClientCandidatesAnswer = z.array(
  z.object({
    id: z.number(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
);

/** POST /api/organizations/:id/clients */
export const PostOrganizationsByIdClientsAnswer = LinkedClientRecord;

/** PUT /api/organizations/:id/clients/:clientId */
export const PutOrganizationsByIdClientsByClientIdAnswer = PostOrganizationsByIdClientsAnswer;

/** DELETE /api/organizations/:id/clients/:clientId */
export const DeleteOrganizationsByIdClientsByClientIdAnswer = DeleteOrganizationsByIdAnswer;

/** GET /api/organizations/:id/payrolls */
export const GetOrganizationsByIdPayrollsAnswer = z.array(PayrollRecord);

/** POST /api/organizations/:id/payrolls */
export const PostOrganizationsByIdPayrollsAnswer = PayrollRecord;

/** GET /api/organizations/:id/group-health-sections */
export const GetOrganizationsByIdGroupHealthSectionsAnswer = z.array(GroupHealthSectionRecord);

/** POST /api/organizations/:id/group-health-sections */
export const PostOrganizationsByIdGroupHealthSectionsAnswer = GroupHealthSectionRecord;

/** GET /api/organizations/:id/pc-sections */
export const GetOrganizationsByIdPcSectionsAnswer = z.array(PcSectionRecord);

/** POST /api/organizations/:id/pc-sections */
export const PostOrganizationsByIdPcSectionsAnswer = PcSectionRecord;

/** GET /api/organizations/:id/merchant-accounts */
export const GetOrganizationsByIdMerchantAccountsAnswer = z.array(MerchantAccountRecord);

/** POST /api/organizations/:id/merchant-accounts */
export const PostOrganizationsByIdMerchantAccountsAnswer = MerchantAccountRecord;

/** GET /api/organizations/:id/soi-events */
export const GetOrganizationsByIdSoiEventsAnswer = z.array(
  z.object({
    id: z.number(),
    organizationId: z.number(),
    kind: z.string(),
    date: z.string(),
    due_date: z.string(),
    taxYear: z.number(),
    completed: z.boolean(),
  }),
);

/** GET /api/organizations/:id/business-license-renewals */
export const GetOrganizationsByIdBusinessLicenseRenewalsAnswer = z.array(
  z.object({
    id: z.number(),
    organizationId: z.number(),
    kind: z.string(),
    year: z.number(),
    dueDate: z.string(),
    status: z.string(),
  }),
);

/** POST /api/organizations/:id/projects */
export const PostOrganizationsByIdProjectsAnswer = ProjectRecord;
