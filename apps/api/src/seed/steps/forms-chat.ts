import { SUBMISSION_SCHEMAS, submissionTitle, type SubmissionType } from '@app/domain';
import { ts } from '@app/db';
import { insert as insertChatMessage } from '../../features/chat/chat.repo';
import {
  PDF_BYTES,
  PNG_BASE64,
  employeeAuthorization,
  paymentAuthorization,
} from '../../features/public-forms/public-forms.fixtures';
import { insert as insertSubmission } from '../../features/submissions/submissions.repo';
import { sealSubmissionNumbers } from '../../features/submissions/sealed-numbers';
import { reserveId } from '../../security/row-ids.repo';
import type { SeedContext, SeedStep } from '../types';

type DemoSubmission = {
  type: SubmissionType;
  category: string;
  fields: Record<string, unknown>;
  link?: 'client' | 'organization';
  formId?: string;
};

const SUBMISSIONS: DemoSubmission[] = [
  {
    type: 'contact',
    category: 'General',
    fields: {
      name: 'Priya Patel',
      email: 'priya.patel@example.com',
      phone: '3105550142',
      message: 'I would like help with my 2025 tax return and quarterly estimates.',
    },
  },
  {
    type: 'quote',
    category: 'Tax Alliance',
    fields: {
      businessName: 'Seaside Yoga Studio',
      contactPerson: 'Mara Quinn',
      email: 'mara@seasideyoga.example',
      phone: '5625550199',
      serviceType: 'Bookkeeping',
      estimatedBudget: '$500/month',
      projectDetails: 'Monthly bookkeeping and sales tax filings for two locations.',
    },
  },
  {
    type: 'service',
    category: 'General',
    fields: {
      name: 'Daniel Kim',
      email: 'dkim@example.com',
      company: 'Kim Logistics',
      phone: '2135550117',
      serviceInterest: 'Payroll',
      currentSituation: 'Running payroll by hand for 12 employees.',
    },
    link: 'client',
  },
  {
    type: 'employee-auth',
    category: 'WageWhiz',
    formId: 'employee-deposit-authorization',
    fields: employeeAuthorization(),
    link: 'client',
  },
  {
    type: 'payment-auth',
    category: 'WageWhiz',
    formId: 'recurring-payment-authorization',
    fields: paymentAuthorization(),
  },
  {
    type: 'contact',
    category: 'Evmark',
    fields: {
      name: 'Grace Thompson',
      email: 'grace.t@example.com',
      phone: null,
      message: 'Question about a health insurance renewal for my business.',
    },
    link: 'organization',
  },
  {
    type: 'quote',
    category: 'Xylaris',
    fields: {
      businessName: 'Ridgeline Contractors',
      contactPerson: 'Tom Alvarez',
      email: 'tom@ridgeline.example',
      serviceType: 'Workers compensation',
      estimatedBudget: null,
      projectDetails: 'Quote for workers comp and general liability.',
    },
    link: 'organization',
  },
  {
    type: 'employee-auth',
    category: 'WageWhiz',
    formId: 'employee-deposit-authorization',
    fields: employeeAuthorization({
      employerName: 'Kim Logistics',
      firstName: 'Luis',
      lastName: 'Ramirez',
      accountType: 'savings',
      percentageDeposit: '50',
      bankName: 'Wells Fargo',
      routingNumber: '121000248',
      accountNumber: '5566778899',
      signatureNames: 'Luis Ramirez',
    }),
  },
  {
    type: 'service',
    category: 'Tax Alliance',
    fields: {
      name: 'Helen Park',
      email: 'helen.park@example.com',
      company: null,
      phone: '4155550163',
      serviceInterest: 'Tax preparation',
      currentSituation: null,
    },
  },
  {
    type: 'payment-auth',
    category: 'WageWhiz',
    formId: 'recurring-payment-authorization',
    fields: paymentAuthorization({
      firstName: 'Nina',
      lastName: 'Okafor',
      accountName: 'Okafor Dental Group',
      streetAddress: '88 Ocean Ave',
      streetAddress2: '',
      city: 'Santa Monica',
      zipCode: '90401',
    }),
    link: 'client',
  },
];

const CHAT: Array<[string, string]> = [
  ['admin', 'Good morning everyone! Reminder: Q1 estimated tax payments are due April 15.'],
  ['jordan', 'Thanks! I have the Gonzalez and Nguyen households ready to file.'],
  ['casey', 'I am still waiting on bank statements from Harbor Bakery for their bookkeeping.'],
  ['admin', 'Casey, can you follow up with them today? Their sales tax return is due at the end of the month.'],
  ['casey', 'Will do, calling them after lunch.'],
  ['riley', 'New direct deposit form came in through the WageWhiz link, it is in Form Submissions.'],
  ['jordan', 'Got it, I linked it to the client profile.'],
  ['admin', 'Great teamwork. Please keep the void check images out of email, the portal keeps them encrypted.'],
  ['jordan', 'Does anyone have the SOI filing for Sunset Dental? It is due in 30 days.'],
  ['casey', 'I filed it last week, marking it complete now.'],
  ['riley', 'Heads up: the office closes early on Friday.'],
  ['admin', 'Thanks Riley. Let us wrap up the payroll runs by Thursday then.'],
];

function linkTarget(
  seed: SeedContext,
  kind: DemoSubmission['link'],
  index: number,
): { clientId?: number; organizationId?: number } {
  const ids = (seed.bag.get(kind === 'client' ? 'clientIds' : 'organizationIds') as number[] | undefined) ?? [];
  if (!kind || ids.length === 0) return {};
  const id = ids[(index * 7) % ids.length]!;
  return kind === 'client' ? { clientId: id } : { organizationId: id };
}

async function seedSubmissions(seed: SeedContext): Promise<void> {
  const { db, keyRing } = seed.ctx;
  const admin = seed.users.values().next().value;
  for (const [i, demo] of SUBMISSIONS.entries()) {
    const parsed = SUBMISSION_SCHEMAS[demo.type].parse(demo.fields) as Record<string, unknown>;
    const { routingNumber, accountNumber, signature: _signature, voidCheck: _voidCheck, ...plain } = parsed;
    const submittedAt = new Date(seed.now.getTime() - (i * 9 + 3) * 3_600_000);
    const link = linkTarget(seed, demo.link, i);
    const files =
      demo.type === 'employee-auth'
        ? [
            {
              field: 'signature',
              fileName: null,
              mimeType: 'image/png' as const,
              sizeBytes: Buffer.from(PNG_BASE64, 'base64').length,
              content: Buffer.from(PNG_BASE64, 'base64'),
            },
            {
              field: 'voidCheck',
              fileName: 'void-check.pdf',
              mimeType: 'application/pdf' as const,
              sizeBytes: PDF_BYTES.length,
              content: PDF_BYTES,
            },
          ]
        : [];
    await insertSubmission(
      db,
      {
        ...sealSubmissionNumbers(keyRing, await reserveId(db, 'submissions'), { routingNumber, accountNumber }),
        type: demo.type,
        formId: demo.formId ?? null,
        title: submissionTitle(demo.type, plain),
        category: demo.category,
        fields: JSON.stringify(plain),
        clientId: link.clientId ?? null,
        organizationId: link.organizationId ?? null,
        linkedAt: link.clientId || link.organizationId ? ts(new Date(submittedAt.getTime() + 3_600_000)) : null,
        linkedBy: link.clientId || link.organizationId ? (admin?.id ?? null) : null,
        submittedAt: ts(submittedAt),
      },
      files,
    );
  }
}

async function seedChat(seed: SeedContext): Promise<void> {
  const admin = [...seed.users.values()].find((u) => u.role === 'admin');
  for (const [i, [username, message]] of CHAT.entries()) {
    const user = username === 'admin' ? admin : seed.users.get(username);
    if (!user) continue;
    const createdAt = new Date(seed.now.getTime() - (CHAT.length - i) * 47 * 60_000);
    await insertChatMessage(seed.ctx.db, { userId: user.id, message, createdAt });
  }
}

/** Submissions of every type (some linked to demo clients and organizations) and a team chat history. */
export const formsChatStep: SeedStep = {
  name: 'forms-chat',
  async run(seed) {
    const { db } = seed.ctx;
    // Idempotent: a second run leaves what the first made.
    if (!(await db.selectFrom('submissions').select('id').limit(1).executeTakeFirst())) await seedSubmissions(seed);
    if (!(await db.selectFrom('chatMessages').select('id').limit(1).executeTakeFirst())) await seedChat(seed);
  },
};
