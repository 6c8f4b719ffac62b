import {
  DISABLE_REASONS,
  GROUP_HEALTH_CARRIERS,
  GROUP_HEALTH_TYPES,
  PAYROLL_FREQUENCIES,
  PAYROLL_PLATFORMS,
  PC_CARRIERS,
  PC_NETWORKS,
  PC_SECTION_TYPES,
  SERVICES,
  addDays,
  addYears,
  firmDate,
  type OrganizationCreate,
} from '@app/domain';
import type { UserCtx } from '../../core/service-context';
import * as groupHealth from '../../features/group-health/group-health.service';
import * as merchant from '../../features/merchant-accounts/merchant-accounts.service';
import * as contacts from '../../features/organization-clients/organization-clients.service';
import * as organizations from '../../features/organizations/organizations.service';
import * as payrolls from '../../features/payrolls/payrolls.service';
import * as pc from '../../features/pc-sections/pc-sections.service';
import { toSessionUser } from '../../sessions/session-user';
import { ORG_SUFFIXES, ORG_WORDS_A, ORG_WORDS_B } from './organization-names';
import type { SeedStep } from '../types';

/** mulberry32: same seed, same demo firm. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const DEMO_ORGANIZATION_COUNT = 80;
const ENTITY_TYPES = ['llc', 'corporation', 'partnership', 'sole_proprietorship', 'nonprofit', 'other'] as const;
const SALES_TAX = [null, 'NO TRACKING', 'Monthly', 'Quarterly', 'Quarterly Prepay', 'Annually'] as const;
const STREETS = [
  'Main St',
  'Sunset Blvd',
  'Wilshire Blvd',
  'Broadway',
  'Harbor Dr',
  'Oak Ave',
  'Mission St',
  'Pine St',
];
const CITIES = [
  'Los Angeles, CA 90012',
  'Pasadena, CA 91101',
  'Long Beach, CA 90802',
  'Glendale, CA 91203',
  'Irvine, CA 92614',
];
const POSITIONS = ['CEO', 'CFO', 'President', 'Managing Member', 'Member', 'Secretary', 'Manager'];

/**
 * About 80 organizations across entity types and services, through the area's services so that
 * their side effects run (SOI events, license renewals, estimated tax schedules): linked to the
 * demo clients (the clients step runs first; none linked when there are none), with payrolls of
 * every frequency, group health and P&C sections renewing around today (so the badges show),
 * merchant accounts (one disabled), LA City and Other licenses and sales tax frequencies.
 */
export const organizationsStep: SeedStep = {
  name: 'organizations',
  async run(seed) {
    const { db } = seed.ctx;
    const adminRow = [...seed.users.values()].find((u) => u.role === 'admin') ?? [...seed.users.values()][0];
    if (!adminRow) return;
    const ctx: UserCtx = { ...seed.ctx, user: toSessionUser(adminRow) };
    const rand = prng(2026);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
    const today = firmDate(seed.now);
    const clientIds = (
      await db.selectFrom('clients').select('id').where('deletedAt', 'is', null).orderBy('id').limit(200).execute()
    ).map((c) => c.id);
    const referralIds = (await db.selectFrom('referralSources').select('id').orderBy('id').limit(20).execute()).map(
      (r) => r.id,
    );
    const ids: number[] = [];

    for (let i = 0; i < DEMO_ORGANIZATION_COUNT; i++) {
      const dba = `${ORG_WORDS_A[i % ORG_WORDS_A.length]} ${ORG_WORDS_B[(i * 7) % ORG_WORDS_B.length]}`;
      const entityType = ENTITY_TYPES[i % ENTITY_TYPES.length]!;
      const services = SERVICES.filter((_, k) => (i + k) % 3 === 0 || rand() < 0.25);
      // Formed an even number of years before an anniversary between 20 days ago and about four months
      // ahead: the SOI calendar has due dates (LLCs every two years) in the current month and the next ones.
      const formation = addYears(addDays(today, ((i * 11) % 150) - 20), -2 * (1 + (i % 8)));
      const county = i % 5 === 0 ? 'LA City' : i % 7 === 0 ? 'Other' : 'None';
      const input: OrganizationCreate = {
        businessDba: dba,
        businessLegalName: `${dba} ${pick(ORG_SUFFIXES)}`,
        einType: 'ein',
        ein: String(100000000 + Math.floor(rand() * 899999999)),
        eddAccount: String(10000000 + Math.floor(rand() * 89999999)),
        businessPhone: `${pick(['213', '310', '323', '626', '818', '949'])}555${String(1000 + i).slice(-4)}`,
        businessEmail: `office@${dba.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
        website: `https://${dba.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
        entityType,
        stateOfFormation: i % 9 === 0 ? 'Nevada' : 'California',
        dateOfFormation: formation,
        description: i % 4 === 0 ? `${dba} has been a client of the firm since ${2015 + (i % 10)}.` : null,
        servicesPurchased: services,
        referralSourceId: referralIds.length && i % 3 === 0 ? referralIds[i % referralIds.length]! : null,
        legalAddress: `${100 + i * 3} ${pick(STREETS)}, ${pick(CITIES)}`,
        physicalAddress: `${200 + i * 7} ${pick(STREETS)}, ${pick(CITIES)}`,
        status: i % 11 === 10 ? 'terminated' : 'active',
        estimatedTaxes: i % 4 === 1,
        issues1099: i % 3 === 1,
        taxPreparation: i % 2 === 0,
        bookkeeping: i % 3 === 2,
        soi: (entityType === 'llc' && i % 2 === 0) || (entityType === 'corporation' && i % 4 === 1),
        salesTaxFrequency: SALES_TAX[i % SALES_TAX.length]!,
        businessLicenseCounty: county,
        businessLicenseRegisteredDate: county === 'LA City' ? addDays(today, -40 - i * 9) : null,
        businessLicenseReminderDate: county === 'Other' ? addDays(today, 20 + i * 3) : null,
      };
      const org = await organizations.create(ctx, input);
      ids.push(org.id);

      // One to three contacts, the first the main one.
      if (clientIds.length) {
        const n = 1 + (i % 3);
        for (let k = 0; k < n; k++) {
          const clientId = clientIds[(i * 3 + k) % clientIds.length]!;
          await contacts
            .link(ctx, org.id, {
              clientId,
              positions: [POSITIONS[(i + k) % POSITIONS.length]!, ...(k === 0 ? ['CEO'] : [])].filter(
                (p, idx, a) => a.indexOf(p) === idx,
              ),
              ownershipPercentage: k === 0 ? 60 : 20,
              isMainContact: k === 0,
              doNotContact: k === 2,
            })
            .catch(() => undefined);
        }
      }

      if (services.includes('Payroll & HR')) {
        const frequency = PAYROLL_FREQUENCIES[i % PAYROLL_FREQUENCIES.length]!;
        const start = `${today.slice(0, 4)}-01-01`;
        const semi = frequency === 'Semi-Monthly (24)';
        await payrolls.create(ctx, org.id, {
          payrollPlatform: PAYROLL_PLATFORMS[i % PAYROLL_PLATFORMS.length]!,
          payrollFrequency: frequency,
          payPeriodStartDate: start,
          payPeriodEndDate: semi
            ? `${today.slice(0, 4)}-01-15`
            : addDays(start, frequency.startsWith('Weekly') ? 6 : frequency.startsWith('Bi-Weekly') ? 13 : 30),
          processingDate: addDays(start, semi ? 16 : 8),
          payDate: addDays(start, semi ? 19 : 10),
          ...(semi
            ? {
                payPeriodStartDate2: `${today.slice(0, 4)}-01-16`,
                payPeriodEndDate2: `${today.slice(0, 4)}-01-31`,
                processingDate2: addDays(start, 32),
                payDate2: addDays(start, 35),
              }
            : { payPeriodStartDate2: null, payPeriodEndDate2: null, processingDate2: null, payDate2: null }),
        });
      }

      if (services.includes('Group Benefits')) {
        const types = GROUP_HEALTH_TYPES.filter((_, k) => k === 0 || (i + k) % 3 === 0);
        for (const [k, sectionType] of types.entries()) {
          const renewal = addDays(today, [-10, 12, 45, 120, 250][(i + k) % 5]!);
          const section = await groupHealth.createSection(ctx, org.id, {
            sectionType,
            carrier: pick(GROUP_HEALTH_CARRIERS),
            generalAgency: pick(['Warner Pacific', 'Word & Brown'] as const),
            policyNumber: `G${10000 + i * 10 + k}`,
            effectiveDate: addYears(renewal, -1),
            renewalDate: renewal,
          });
          await groupHealth.createPlan(ctx, section.id, {
            planName: `${sectionType === 'medical' ? 'PPO' : 'Plan'} ${500 + k * 250}`,
            description: k % 2 ? 'Employee only' : 'Employee and family',
          });
        }
      }

      if (services.includes('P&C & Bond')) {
        const types = PC_SECTION_TYPES.filter((_, k) => k === 0 || (i + k) % 4 === 0);
        for (const [k, sectionType] of types.entries()) {
          const renewal = addDays(today, [25, 55, 200, -5, 90][(i + k) % 5]!);
          await pc.create(ctx, org.id, {
            sectionType,
            carrier: pick(PC_CARRIERS.filter((c) => c !== 'Other')),
            generalAgency: pick(PC_NETWORKS),
            policyNumber: `P-${20000 + i * 10 + k}`,
            effectiveDate: addYears(renewal, -1),
            renewalDate: renewal,
          });
        }
      }

      if (services.includes('Merchant Processing')) {
        const account = await merchant.create(ctx, org.id, {
          businessDba: dba,
          legalName: input.businessLegalName ?? null,
          mid: `MID${400000 + i}`,
          processor: pick(['Fiserv', 'PayArc', 'Elavon', 'EPX', 'WorldPay', 'Clearent'] as const),
          processorName: null,
          equipment: pick(['PAX A30', 'PAX A920', 'Valor VL 550', 'None']),
          gateway: pick(['NMI', 'Valor Paytech', 'EPX', 'None']),
          averageTicketAmount: Math.round(rand() * 20000) / 100,
          monthlyVolume: Math.round(rand() * 5_000_000) / 100,
          highTicket: Math.round(rand() * 200000) / 100,
          hasEbt: i % 4 === 0,
          fsnNumber: i % 4 === 0 ? `FSN${700000 + i}` : null,
          bankName: pick(['Chase', 'Bank of America', 'Wells Fargo', 'US Bank']),
          routingNumber: pick(['021000021', '026009593', '121000248', '122000661']),
          accountNumber: String(100000000000 + i * 7919),
        });
        if (ids.length % 6 === 0)
          await merchant.update(ctx, account.id, {
            status: 'disabled',
            disableReason: DISABLE_REASONS[i % DISABLE_REASONS.length]!,
          });
      }
    }
    seed.bag.set('organizationIds', ids);
  },
};
