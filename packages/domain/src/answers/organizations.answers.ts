import { z } from 'zod';

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
export const GetOrganizationsByIdClientsAnswer = z.array(
  z.object({
    id: z.number(),
    clientId: z.number(),
    organizationId: z.number(),
    positions: z.array(z.string()),
    ownershipPercentage: z.number().nullable(),
    isMainContact: z.boolean(),
    doNotContact: z.boolean(),
    dateLinked: z.string(),
    client: z.object({
      id: z.number(),
      fullName: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
    }),
  }),
);

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
export const PostOrganizationsByIdClientsAnswer = z.object({
  id: z.number(),
  clientId: z.number(),
  organizationId: z.number(),
  positions: z.array(z.string()),
  ownershipPercentage: z.number().nullable(),
  isMainContact: z.boolean(),
  doNotContact: z.boolean(),
  dateLinked: z.string(),
  client: z.object({
    id: z.number(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
});

/** PUT /api/organizations/:id/clients/:clientId */
export const PutOrganizationsByIdClientsByClientIdAnswer = PostOrganizationsByIdClientsAnswer;

/** DELETE /api/organizations/:id/clients/:clientId */
export const DeleteOrganizationsByIdClientsByClientIdAnswer = DeleteOrganizationsByIdAnswer;

/** GET /api/organizations/:id/payrolls */
export const GetOrganizationsByIdPayrollsAnswer = z.array(
  z.object({
    id: z.number(),
    organizationId: z.number(),
    payrollPlatform: z.string(),
    payrollFrequency: z.string(),
    payPeriodStartDate: z.string().nullable(),
    payPeriodEndDate: z.string().nullable(),
    processingDate: z.string().nullable(),
    payDate: z.string().nullable(),
    payPeriodStartDate2: z.string().nullable(),
    payPeriodEndDate2: z.string().nullable(),
    processingDate2: z.string().nullable(),
    payDate2: z.string().nullable(),
    status: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

/** POST /api/organizations/:id/payrolls */
export const PostOrganizationsByIdPayrollsAnswer = z.object({
  id: z.number(),
  organizationId: z.number(),
  payrollPlatform: z.string(),
  payrollFrequency: z.string(),
  payPeriodStartDate: z.string().nullable(),
  payPeriodEndDate: z.string().nullable(),
  processingDate: z.string().nullable(),
  payDate: z.string().nullable(),
  payPeriodStartDate2: z.string().nullable(),
  payPeriodEndDate2: z.string().nullable(),
  processingDate2: z.string().nullable(),
  payDate2: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET /api/organizations/:id/group-health-sections */
export const GetOrganizationsByIdGroupHealthSectionsAnswer = z.array(
  z.object({
    id: z.number(),
    organizationId: z.number(),
    sectionType: z.string(),
    carrier: z.string().nullable(),
    generalAgency: z.string().nullable(),
    policyNumber: z.string().nullable(),
    effectiveDate: z.string().nullable(),
    renewalDate: z.string().nullable(),
    renewalBadge: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    coverageType: z.string(),
    plans: z.array(
      z.object({
        id: z.number(),
        sectionId: z.number(),
        planName: z.string(),
        description: z.string().nullable(),
        createdAt: z.string(),
        updatedAt: z.string(),
      }),
    ),
  }),
);

/** POST /api/organizations/:id/group-health-sections */
export const PostOrganizationsByIdGroupHealthSectionsAnswer = z.object({
  id: z.number(),
  organizationId: z.number(),
  sectionType: z.string(),
  carrier: z.string().nullable(),
  generalAgency: z.string().nullable(),
  policyNumber: z.string().nullable(),
  effectiveDate: z.string().nullable(),
  renewalDate: z.string().nullable(),
  renewalBadge: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  coverageType: z.string(),
  plans: z.array(
    z.object({
      id: z.number(),
      sectionId: z.number(),
      planName: z.string(),
      description: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
});

/** GET /api/organizations/:id/pc-sections */
export const GetOrganizationsByIdPcSectionsAnswer = z.array(
  z.object({
    id: z.number(),
    organizationId: z.number(),
    sectionType: z.string(),
    carrier: z.string().nullable(),
    generalAgency: z.string().nullable(),
    policyNumber: z.string().nullable(),
    effectiveDate: z.string().nullable(),
    renewalDate: z.string().nullable(),
    renewalBadge: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    policyType: z.string(),
    label: z.string(),
  }),
);

/** POST /api/organizations/:id/pc-sections */
export const PostOrganizationsByIdPcSectionsAnswer = z.object({
  id: z.number(),
  organizationId: z.number(),
  sectionType: z.string(),
  carrier: z.string().nullable(),
  generalAgency: z.string().nullable(),
  policyNumber: z.string().nullable(),
  effectiveDate: z.string().nullable(),
  renewalDate: z.string().nullable(),
  renewalBadge: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  policyType: z.string(),
  label: z.string(),
});

/** GET /api/organizations/:id/merchant-accounts */
export const GetOrganizationsByIdMerchantAccountsAnswer = z.array(
  z.object({
    id: z.number(),
    organizationId: z.number(),
    businessDba: z.string().nullable(),
    legalName: z.string().nullable(),
    mid: z.string(),
    equipment: z.string().nullable(),
    gateway: z.string().nullable(),
    averageTicketAmount: z.number().nullable(),
    monthlyVolume: z.union([z.number(), z.string()]).nullable(),
    highTicket: z.union([z.number(), z.string()]).nullable(),
    processor: z.string(),
    processorName: z.string().nullable(),
    hasEbt: z.boolean(),
    fsnNumber: z.string().nullable(),
    bankName: z.string().nullable(),
    routingNumber: z.string().nullable(),
    accountNumber: z.string().nullable(),
    status: z.string(),
    disableReason: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

/** POST /api/organizations/:id/merchant-accounts */
export const PostOrganizationsByIdMerchantAccountsAnswer = z.object({
  id: z.number(),
  organizationId: z.number(),
  businessDba: z.string().nullable(),
  legalName: z.string().nullable(),
  mid: z.string(),
  equipment: z.string().nullable(),
  gateway: z.string().nullable(),
  averageTicketAmount: z.number().nullable(),
  monthlyVolume: z.union([z.number(), z.string()]).nullable(),
  highTicket: z.union([z.number(), z.string()]).nullable(),
  processor: z.string(),
  processorName: z.string().nullable(),
  hasEbt: z.boolean(),
  fsnNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  routingNumber: z.string().nullable(),
  accountNumber: z.string().nullable(),
  status: z.string(),
  disableReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

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
export const PostOrganizationsByIdProjectsAnswer = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  clientId: z.number().nullable(),
  organizationId: z.number().nullable(),
  projectManagerId: z.number().nullable(),
  assignedToId: z.number().nullable(),
  clientIds: z.array(z.number()),
  organizationIds: z.array(z.number()),
  project_manager_ids: z.array(z.number()),
  clients: z.array(
    z.object({
      id: z.number(),
      fullName: z.string(),
    }),
  ),
  organizations: z.array(
    z.object({
      id: z.number(),
      businessDba: z.string(),
    }),
  ),
  managers: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
    }),
  ),
  completedTasks: z.number(),
  totalTasks: z.number(),
  recurrence: z.string().nullable(),
  occurrence: z.number(),
  nextProjectId: z.number().nullable(),
});
