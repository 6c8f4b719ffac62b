import { z } from 'zod';

// The shapes of people and their accounts that several routes answer (a client, a user, a payment
// method, ...), named once; each area's answers file names the routes.

export const MerchantAccountRecord = z.object({
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

export const ClientRecord = z.object({
  id: z.number(),
  displayId: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.string(),
  portalStatus: z.string(),
  ssn: z.string().nullable(),
  driverLicense: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  referralSourceId: z.number().nullable(),
  referralSource: z.string().nullable(),
  referralSourceName: z.string().nullable(),
  dependents: z.boolean(),
  bankruptcyStatus: z.boolean(),
  taxPreparation: z.boolean(),
  estimatedTaxes: z.boolean(),
  issues1099: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A user's role, access and edit flags and second factor, as the user and Workforce answers carry them. */
export const UserAccessFields = {
  role: z.string().optional(),
  canAccessClients: z.boolean().optional(),
  canAccessOrganizations: z.boolean().optional(),
  canAccessProjects: z.boolean().optional(),
  canAccessTasks: z.boolean().optional(),
  canAccessCalendars: z.boolean().optional(),
  canAccessReferralSources: z.boolean().optional(),
  canAccessReports: z.boolean().optional(),
  canEditClients: z.boolean().optional(),
  canEditOrganizations: z.boolean().optional(),
  canEditProjects: z.boolean().optional(),
  canDeleteRecords: z.boolean().optional(),
  canExportData: z.boolean().optional(),
  mfaEnabled: z.boolean().optional(),
};

export const WorkforceUserRecord = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable().optional(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string().nullable(),
  profilePicture: z.string().nullable(),
  ...UserAccessFields,
  createdAt: z.string().optional(),
  mfaEnrolmentRequired: z.boolean().optional(),
});

export const PaymentMethodRecord = z.object({
  id: z.number(),
  type: z.string(),
  isPrimary: z.boolean(),
  digitalType: z.string().nullable(),
  digitalEmail: z.string().nullable(),
  cardName: z.string().nullable(),
  cardNumber: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardExpiry: z.string().nullable(),
  cardCvv: z.string().nullable(),
  billingAddress: z.string().nullable(),
  bankName: z.string().nullable(),
  routingNumber: z.string().nullable(),
  accountNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ReferralPaymentMethodRecord = z.object({
  id: z.number(),
  type: z.string(),
  isPrimary: z.boolean(),
  digitalType: z.string().nullable(),
  digitalEmail: z.string().nullable(),
  accountHolderName: z.string().nullable(),
  bankName: z.string().nullable(),
  routingNumber: z.string().nullable(),
  accountNumber: z.string().nullable(),
  cardholderName: z.string().nullable(),
  cardNumber: z.string().nullable(),
  cardBrand: z.string().nullable(),
  expirationDate: z.string().nullable(),
  securityCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const LoginRecord = z.object({
  id: z.number(),
  platform: z.string(),
  username: z.string().nullable(),
  password: z.string().nullable(),
  pin: z.string().nullable(),
  notes: z.string().nullable(),
  entityType: z.string(),
  entityId: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const SpouseRecord = z.object({
  id: z.number(),
  spouseId: z.number(),
  relationshipType: z.string(),
  createdAt: z.string(),
  spouse: z.object({
    id: z.number(),
    displayId: z.string(),
    fullName: z.string(),
    dob: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    ssn: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
});

export const LinkedClientRecord = z.object({
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

export const ReferralSourceRecord = z.object({
  id: z.number(),
  displayId: z.string(),
  firstName: z.string().optional(),
  middleName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  fullName: z.string(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  ssn: z.string().nullable().optional(),
  organizationName: z.string().nullable().optional(),
  ein: z.string().nullable().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});

export const ChatMessageRecord = z.object({
  id: z.number(),
  userId: z.number(),
  message: z.string(),
  createdAt: z.string(),
  user: z.object({
    id: z.number(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    username: z.string(),
  }),
});
