import { ROUTING_NUMBER_BANKS, cardBrand, formatFullName, type RelationshipType } from '@app/domain';
import { sql } from 'kysely';
import { generateFor } from '../../features/estimated-tax/estimated-tax.service';
import { reserveId } from '../../security/row-ids.repo';
import { seal as sealAt } from '../../security/sensitive-field';
import type { SeedStep } from '../types';
import { demoPerson, int, pick, prng } from './demo-people';

// The demo firm's clients (spec 1): 20 referral partners and 200 clients with notes, spouse
// links, payment methods and stored logins. Deterministic (seeded PRNG); SSNs are in the 900
// range (never issued), card numbers are the networks' published test numbers, routing numbers
// come from the domain's bank table. Runs once: skipped when referral partners already exist.

export const DEMO_CLIENTS = 200;
export const DEMO_REFERRAL_PARTNERS = 20;

const TEST_CARDS = [
  '4111111111111111',
  '4012888888881881',
  '5555555555554444',
  '5105105105105100',
  '378282246310005',
  '6011111111111117',
];
const PLATFORMS = [
  'IRS Online Account',
  'CA Franchise Tax Board',
  'EDD eServices',
  'QuickBooks Online',
  'ADP',
  'Gusto',
  'Chase Business',
  'Social Security',
];
const NOTE_TEXTS = [
  ['Intake call', 'Discussed prior-year return and missing 1099-INT forms. Client will upload by Friday.'],
  ['', 'Asked about quarterly estimated payments; explained safe-harbor rule.'],
  ['Document request', 'Need W-2s from both employers and the 1098 mortgage statement.'],
  ['Follow-up', 'Left voicemail about signing Form 8879.'],
  ['', 'Client moved; new address updated on file.'],
  ['Bankruptcy', 'Chapter 7 discharged last year; keep copies of court documents.'],
] as const;
const ORGANIZATION_NAMES = [
  'Pacific Realty Group',
  'Summit Insurance Agency',
  'Harbor Financial Advisors',
  'Golden State Mortgage',
  'Redwood Law Office',
];
const RELATIONSHIPS: RelationshipType[] = ['Married', 'Married', 'Married', 'Divorced', 'Separated', 'Widowed'];

export const clientsStep: SeedStep = {
  name: 'clients',
  async run(seed) {
    const { db, keyRing } = seed.ctx;
    if (await db.selectFrom('referralSources').select('id').limit(1).executeTakeFirst()) return;
    const rand = prng(20261122);
    // Each secret is sealed to its table, column and row, whose id is reserved before the insert.
    const seal = (clear: string, table: string, column: string, rowId: number) =>
      sealAt(keyRing, clear, { table, column, rowId })!;
    const admin = [...seed.users.values()].find((u) => u.role === 'admin') ?? null;
    const createdBy = admin?.id ?? null;
    const daysAgo = (days: number) =>
      new Date(seed.now.getTime() - days * 86_400_000 - int(rand, 0, 86_000) * 1000) as never;

    const partnerIds: number[] = [];
    for (let i = 0; i < DEMO_REFERRAL_PARTNERS; i++) {
      const p = demoPerson(rand, 10_000 + i);
      const hasSsn = rand() < 0.6;
      const partnerId = await reserveId(db, 'referral_sources');
      const row = await db
        .insertInto('referralSources')
        .values({
          id: partnerId,
          firstName: p.firstName,
          middleName: p.middleName,
          lastName: p.lastName,
          fullName: formatFullName(p.firstName, p.middleName, p.lastName),
          email: p.email,
          phone: p.phone,
          address: p.address,
          ssnEncrypted: hasSsn ? seal(p.ssn, 'referral_sources', 'ssn_encrypted', partnerId) : null,
          ssnLast4: hasSsn ? p.ssn.slice(-4) : null,
          organizationName: i % 3 === 0 ? pick(rand, ORGANIZATION_NAMES) : null,
          ein: i % 3 === 0 ? `9${String(int(rand, 10_000_000, 99_999_999))}` : null,
          createdBy,
          createdAt: daysAgo(700 - i * 20),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      partnerIds.push(row.id);
      // Most partners have their one commission method.
      if (i % 4 !== 3) {
        const routing = pick(rand, Object.keys(ROUTING_NUMBER_BANKS));
        const account = String(int(rand, 10_000_000, 999_999_999));
        const methodId = await reserveId(db, 'referral_source_payment_methods');
        await db
          .insertInto('referralSourcePaymentMethods')
          .values(
            i % 2 === 0
              ? {
                  id: methodId,
                  referralSourceId: row.id,
                  type: 'digital',
                  digitalType: pick(rand, ['zelle', 'venmo', 'paypal'] as const),
                  digitalEmail: p.email,
                  isPrimary: true,
                }
              : {
                  id: methodId,
                  referralSourceId: row.id,
                  type: 'checking',
                  accountHolderName: formatFullName(p.firstName, null, p.lastName),
                  bankName: ROUTING_NUMBER_BANKS[routing] ?? null,
                  routingNumberEncrypted: seal(
                    routing,
                    'referral_source_payment_methods',
                    'routing_number_encrypted',
                    methodId,
                  ),
                  routingNumberLast4: routing.slice(-4),
                  accountNumberEncrypted: seal(
                    account,
                    'referral_source_payment_methods',
                    'account_number_encrypted',
                    methodId,
                  ),
                  accountNumberLast4: account.slice(-4),
                  isPrimary: true,
                },
          )
          .execute();
      }
    }

    const clientIds: number[] = [];
    for (let i = 0; i < DEMO_CLIENTS; i++) {
      const p = demoPerson(rand, i);
      const referred = rand() < 0.35;
      const hasSsn = rand() < 0.85;
      const clientId = await reserveId(db, 'clients');
      const row = await db
        .insertInto('clients')
        .values({
          id: clientId,
          firstName: p.firstName,
          middleName: p.middleName,
          lastName: p.lastName,
          fullName: formatFullName(p.firstName, p.middleName, p.lastName),
          email: rand() < 0.92 ? p.email : null,
          phone: rand() < 0.9 ? p.phone : null,
          status: i % 8 === 7 ? 'terminated' : 'active',
          portalStatus:
            i % 8 === 7
              ? 'terminated'
              : pick(rand, ['activated', 'activated', 'pending', 'not_invited', 'not_invited'] as const),
          ssnEncrypted: hasSsn ? seal(p.ssn, 'clients', 'ssn_encrypted', clientId) : null,
          ssnLast4: hasSsn ? p.ssn.slice(-4) : null,
          driverLicense:
            rand() < 0.6 ? `${String.fromCharCode(65 + int(rand, 0, 25))}${int(rand, 1_000_000, 9_999_999)}` : null,
          dateOfBirth: p.dateOfBirth,
          address: p.address,
          referralSourceId: referred ? pick(rand, partnerIds) : null,
          referralSource:
            !referred && rand() < 0.3 ? pick(rand, ['Google search', 'Yelp', 'Friend', 'Walk-in', 'Facebook']) : null,
          dependents: rand() < 0.4,
          bankruptcyStatus: rand() < 0.05,
          taxPreparation: rand() < 0.8,
          estimatedTaxes: i % 5 === 0,
          issues1099: i % 7 === 0,
          createdBy,
          createdAt: daysAgo(730 - Math.floor((i * 730) / DEMO_CLIENTS)),
        })
        .returning(['id', 'estimatedTaxes', 'email', 'firstName', 'lastName'])
        .executeTakeFirstOrThrow();
      clientIds.push(row.id);
      if (row.estimatedTaxes) await generateFor(seed.ctx, { kind: 'client', id: row.id }, createdBy);

      for (let n = int(rand, 0, 3); n > 0; n--) {
        const [title, content] = pick(rand, NOTE_TEXTS);
        await db
          .insertInto('notes')
          .values({
            clientId: row.id,
            title: title || 'Note',
            content,
            createdBy,
            createdAt: daysAgo(int(rand, 0, 300)),
          })
          .execute();
      }

      const methods = int(rand, 0, 2);
      for (let m = 0; m < methods; m++) {
        const kind = pick(rand, ['digital', 'credit', 'checking'] as const);
        const base = { clientId: row.id, isPrimary: m === 0, createdBy };
        if (kind === 'digital') {
          await db
            .insertInto('paymentMethods')
            .values({
              ...base,
              type: 'digital',
              digitalType: pick(rand, ['zelle', 'venmo', 'paypal'] as const),
              digitalEmail: row.email,
            })
            .execute();
        } else if (kind === 'credit') {
          const card = pick(rand, TEST_CARDS);
          const expiry = `${String(int(rand, 1, 12)).padStart(2, '0')}/${int(rand, 27, 31)}`;
          const methodId = await reserveId(db, 'payment_methods');
          await db
            .insertInto('paymentMethods')
            .values({
              ...base,
              id: methodId,
              type: 'credit',
              cardName: formatFullName(row.firstName, null, row.lastName),
              cardNumberEncrypted: seal(card, 'payment_methods', 'card_number_encrypted', methodId),
              cardNumberLast4: card.slice(-4),
              cardBrand: cardBrand(card),
              cardExpiryEncrypted: seal(expiry, 'payment_methods', 'card_expiry_encrypted', methodId),
              cardCvvEncrypted: seal(
                card.startsWith('3') ? String(int(rand, 1000, 9999)) : String(int(rand, 100, 999)),
                'payment_methods',
                'card_cvv_encrypted',
                methodId,
              ),
              billingAddress: p.address,
            })
            .execute();
        } else {
          const routing = pick(rand, Object.keys(ROUTING_NUMBER_BANKS));
          const account = String(int(rand, 10_000_000, 99_999_999_999));
          const methodId = await reserveId(db, 'payment_methods');
          await db
            .insertInto('paymentMethods')
            .values({
              ...base,
              id: methodId,
              type: 'checking',
              bankName: ROUTING_NUMBER_BANKS[routing] ?? null,
              routingNumberEncrypted: seal(routing, 'payment_methods', 'routing_number_encrypted', methodId),
              routingNumberLast4: routing.slice(-4),
              accountNumberEncrypted: seal(account, 'payment_methods', 'account_number_encrypted', methodId),
              accountNumberLast4: account.slice(-4),
            })
            .execute();
        }
      }

      for (let n = int(rand, 0, 2); n > 0; n--) {
        const loginId = await reserveId(db, 'logins');
        await db
          .insertInto('logins')
          .values({
            id: loginId,
            clientId: row.id,
            platform: pick(rand, PLATFORMS),
            username: row.email ?? `${row.firstName.toLowerCase()}${int(rand, 10, 99)}`,
            passwordEncrypted: seal(`Demo-${int(rand, 100_000, 999_999)}!`, 'logins', 'password_encrypted', loginId),
            pinEncrypted: rand() < 0.3 ? seal(String(int(rand, 1000, 9999)), 'logins', 'pin_encrypted', loginId) : null,
            notes: rand() < 0.3 ? 'Security questions on file' : null,
            createdBy,
          })
          .execute();
      }
    }

    // Spouse links, both directions, between neighbouring clients.
    for (let i = 0; i + 1 < clientIds.length; i += 9) {
      const [a, b] = [clientIds[i]!, clientIds[i + 1]!];
      const relationshipType = pick(rand, RELATIONSHIPS);
      await db
        .insertInto('clientSpouses')
        .values([
          { clientId: a, spouseId: b, relationshipType },
          { clientId: b, spouseId: a, relationshipType },
        ])
        .execute();
    }

    seed.bag.set('clientIds', clientIds);
    seed.bag.set('referralSourceIds', partnerIds);
    await sql`analyze clients`.execute(db);
  },
};
