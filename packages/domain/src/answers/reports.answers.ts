import { z } from 'zod';

/** GET /api/reports/:report */
export const GetReportsByReportAnswer = z.array(
  z.object({
    projectName: z.string().optional(),
    status: z.string().optional(),
    clientOrOrganization: z.string().optional(),
    dueDate: z.string().nullable().optional(),
    projectManager: z.string().optional(),
    assignedTo: z.string().optional(),
    organizationId: z.string().optional(),
    phone: z.string().nullable().optional(),
    email: z.string().nullable().optional(),
    organizationName: z.string().optional(),
    legalName: z.string().optional(),
    name: z.string().optional(),
    benefits: z.string().optional(),
    policyTypes: z.string().optional(),
    entityId: z.string().optional(),
    entityName: z.string().optional(),
    type: z.string().optional(),
    quarter: z.string().optional(),
    year: z.number().optional(),
  }),
);
