import { z } from 'zod';

// The shapes of work and deadlines that several routes answer (a project, a task, a tax row, ...),
// named once; each area's answers file names the routes.

export const ProjectRecord = z.object({
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

/** What a group health and a P&C section share: the policy and its renewal. */
const CoverageSectionRecord = z.object({
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
});

export const GroupHealthSectionRecord = CoverageSectionRecord.extend({
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

export const EstimatedTaxPaymentRecord = z.object({
  id: z.number(),
  clientId: z.number().nullable(),
  organizationId: z.number().nullable(),
  entityType: z.string(),
  entityId: z.number(),
  entityName: z.string(),
  formattedId: z.string(),
  quarter: z.number(),
  year: z.number(),
  taxYear: z.number(),
  dueDate: z.string(),
  reminderDate: z.string(),
  status: z.string(),
  completedAt: z.string().nullable(),
  state: z.string(),
  daysOverdue: z.number(),
  daysRemaining: z.number(),
});

export const PayrollRecord = z.object({
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

export const PcSectionRecord = CoverageSectionRecord.extend({
  policyType: z.string(),
  label: z.string(),
});

export const SalesTaxFilingRecord = z.object({
  organizationId: z.number(),
  organization: z.string(),
  organizationName: z.string(),
  formattedId: z.string(),
  frequency: z.string(),
  kind: z.string(),
  filingPeriod: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  dueDate: z.string(),
  status: z.string(),
  filedDate: z.string().nullable(),
  state: z.string(),
  daysOverdue: z.number(),
  daysRemaining: z.number(),
});

export const Form1099Record = z.object({
  entityType: z.string(),
  entityId: z.number(),
  entityName: z.string(),
  formattedId: z.string(),
  taxYear: z.number(),
  year: z.number(),
  dueDate: z.string(),
  reminderDate: z.string(),
  status: z.string(),
  completedAt: z.string().nullable(),
  state: z.string(),
  overdue: z.boolean(),
  daysOverdue: z.number(),
  daysRemaining: z.number(),
});

export const ProjectTemplateRecord = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  tasks: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      position: z.number(),
    }),
  ),
  taskNames: z.array(z.string()),
});

export const BusinessLicenseRenewalRecord = z.object({
  id: z.number(),
  organizationId: z.number(),
  organizationName: z.string(),
  formattedId: z.string(),
  kind: z.string(),
  year: z.number(),
  dueDate: z.string(),
  status: z.string(),
  completedAt: z.string().nullable(),
  state: z.string(),
  daysOverdue: z.number(),
  daysRemaining: z.number(),
});

export const ProjectTaskRecord = z.object({
  id: z.number(),
  projectId: z.number(),
  name: z.string(),
  notes: z.string().nullable(),
  status: z.string(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  assigned_to_ids: z.array(z.number()),
  priority: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A task as its own routes answer it: with its project's status (which decides what it may become). */
export const TaskRecord = ProjectTaskRecord.extend({ projectStatus: z.string() });

export const SoiEventRecord = z.object({
  id: z.number(),
  organizationId: z.number(),
  organizationName: z.string(),
  formattedId: z.string(),
  entityType: z.string(),
  entityTypeLabel: z.string(),
  kind: z.string(),
  date: z.string(),
  due_date: z.string(),
  taxYear: z.number(),
  completed: z.boolean(),
});

export const PersonalTaskRecord = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  notes: z.string().nullable(),
  dueDate: z.string().nullable(),
  priority: z.string(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
