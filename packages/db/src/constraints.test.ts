import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing';

// What the schema itself guarantees, whatever the API does: owners, enumerations, sensitive
// columns, uniqueness, cascades, and the column types as each driver reads them.

const ENVELOPE = 'v1:k1:aXY=:dGFn:Y2lwaGVy';

describe.each(testDatabaseKinds())('constraints on %s', (kind) => {
  let handle: TestDatabase;
  let userId: number;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    ({ id: userId } = await handle.db
      .insertInto('users')
      .values({ username: 'staff', passwordHash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow());
  });
  afterAll(async () => {
    await handle?.close();
  });

  const db = () => handle.db;
  const newClient = async (fullName = 'Mary Ann Smith') => {
    const [firstName = 'Mary', lastName = 'Smith'] = fullName.split(' ');
    return (
      await db()
        .insertInto('clients')
        .values({ firstName, lastName, fullName, createdBy: userId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  };
  const newOrganization = async (businessDba = 'Acme Bakery') =>
    (await db().insertInto('organizations').values({ businessDba }).returning('id').executeTakeFirstOrThrow()).id;

  it('reads dates as strings, numerics as numbers, arrays, JSON and bytes', async () => {
    const clientId = await newClient();
    await db().updateTable('clients').set({ dateOfBirth: '1980-02-29' }).where('id', '=', clientId).execute();
    const organizationId = await newOrganization();
    await db()
      .updateTable('organizations')
      .set({ servicesPurchased: ['Payroll & HR', 'P&C & Bond'], dateOfFormation: '2019-06-30' })
      .where('id', '=', organizationId)
      .execute();
    await db()
      .insertInto('organizationClients')
      .values({ organizationId, clientId, positions: ['CEO/President', 'Owner'], ownershipPercentage: 12.5 })
      .execute();
    const link = await db()
      .selectFrom('organizationClients')
      .innerJoin('organizations', 'organizations.id', 'organizationClients.organizationId')
      .innerJoin('clients', 'clients.id', 'organizationClients.clientId')
      .select([
        'positions',
        'ownershipPercentage',
        'dateLinked',
        'servicesPurchased',
        'dateOfFormation',
        'dateOfBirth',
        'clients.createdAt',
      ])
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({
      positions: ['CEO/President', 'Owner'],
      ownershipPercentage: 12.5,
      servicesPurchased: ['Payroll & HR', 'P&C & Bond'],
      dateOfFormation: '2019-06-30',
      dateOfBirth: '1980-02-29',
    });
    expect(link.dateLinked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(link.createdAt).toBeInstanceOf(Date);

    const { id: submissionId } = await db()
      .insertInto('submissions')
      .values({
        type: 'employee-auth',
        title: 'Direct deposit',
        fields: JSON.stringify({ firstName: 'Ana', accountNumber: ENVELOPE }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('submissionFiles')
      .values({
        submissionId,
        field: 'voidCheck',
        mimeType: 'image/png',
        sizeBytes: 3,
        content: new Uint8Array([137, 80, 78]),
      })
      .execute();
    const file = await db()
      .selectFrom('submissionFiles')
      .innerJoin('submissions', 'submissions.id', 'submissionFiles.submissionId')
      .select(['content', 'fields'])
      .executeTakeFirstOrThrow();
    expect(file.fields).toEqual({ firstName: 'Ana', accountNumber: ENVELOPE });
    expect(file.content).toBeInstanceOf(Uint8Array);
    expect([...file.content]).toEqual([137, 80, 78]);

    const { amount } = await db()
      .insertInto('merchantAccounts')
      .values({ organizationId, mid: '123', processor: 'Fiserv', monthlyVolume: 12345.67 })
      .returning('monthlyVolume as amount')
      .executeTakeFirstOrThrow();
    expect(amount).toBe(12345.67);
  });

  it('refuses values outside every enumeration', async () => {
    const organizationId = await newOrganization();
    const attempts = [
      db()
        .insertInto('clients')
        .values({ firstName: 'A', lastName: 'B', fullName: 'A B', status: 'archived' as never }),
      db()
        .insertInto('organizations')
        .values({ businessDba: 'X', entityType: 'LLC' as never }),
      db()
        .insertInto('organizations')
        .values({ businessDba: 'X', servicesPurchased: ['Payroll'] as never }),
      db()
        .insertInto('organizations')
        .values({ businessDba: 'X', salesTaxFrequency: 'Weekly' as never }),
      db()
        .insertInto('payrolls')
        .values({ organizationId, payrollPlatform: 'ADP', payrollFrequency: 'Weekly' as never }),
      db()
        .insertInto('pcSections')
        .values({ organizationId, sectionType: 'flood' as never }),
      db()
        .insertInto('tasks')
        .values({ projectId: 0, name: 'x', status: 'blocked' as never }),
      db()
        .insertInto('soiEvents')
        .values({
          organizationId,
          kind: 'late' as never,
          eventDate: '2026-01-01',
          dueDate: '2026-01-01',
          taxYear: 2026,
        }),
    ];
    for (const attempt of attempts) await expect(attempt.execute()).rejects.toThrow(/check constraint|foreign key/);
  });

  it('keeps sensitive values out of clear text', async () => {
    const clientId = await newClient();
    const setSsn = (ssnEncrypted: string, ssnLast4: string) =>
      db().updateTable('clients').set({ ssnEncrypted, ssnLast4 }).where('id', '=', clientId).execute();
    await expect(setSsn('123-45-6789', '6789')).rejects.toThrow(/clients_ssn_sealed/);
    await expect(setSsn(ENVELOPE, '456789')).rejects.toThrow(/clients_ssn_last4_check/);
    await expect(
      db().updateTable('clients').set({ ssnEncrypted: ENVELOPE }).where('id', '=', clientId).execute(),
    ).rejects.toThrow(/clients_ssn_last4_pair/);
    await setSsn(ENVELOPE, '6789');

    // An organization's SSN tax id is never in the clear column; an EIN never in the sealed one.
    await expect(
      db().insertInto('organizations').values({ businessDba: 'Sole', einType: 'ssn', ein: '123456789' }).execute(),
    ).rejects.toThrow(/organizations_ein_clear_only_for_ein/);
    await expect(
      db()
        .insertInto('organizations')
        .values({ businessDba: 'Corp', einType: 'ein', einEncrypted: ENVELOPE })
        .execute(),
    ).rejects.toThrow(/organizations_ein_sealed_only_for_ssn/);
    await db()
      .insertInto('organizations')
      .values({ businessDba: 'Sole', einType: 'ssn', einEncrypted: ENVELOPE, einLast4: '6789' })
      .execute();

    await expect(
      db().insertInto('paymentMethods').values({ clientId, type: 'credit', cardCvvEncrypted: '123' }).execute(),
    ).rejects.toThrow(/payment_methods_card_cvv_sealed/);
    await expect(
      db().insertInto('logins').values({ clientId, platform: 'IRS', pinEncrypted: '1234' }).execute(),
    ).rejects.toThrow(/logins_pin_sealed/);
  });

  it('gives notes, payment methods and logins exactly one owner, and at most one primary method', async () => {
    const clientId = await newClient();
    const organizationId = await newOrganization();
    await expect(db().insertInto('notes').values({ content: 'orphan' }).execute()).rejects.toThrow(/notes_one_owner/);
    await expect(
      db().insertInto('notes').values({ clientId, organizationId, content: 'both' }).execute(),
    ).rejects.toThrow(/notes_one_owner/);
    const note = await db()
      .insertInto('notes')
      .values({ clientId, content: 'Called about W-2' })
      .returning(['title'])
      .executeTakeFirstOrThrow();
    expect(note.title).toBe('Note');

    await db()
      .insertInto('paymentMethods')
      .values({ clientId, type: 'digital', digitalType: 'zelle', isPrimary: true })
      .execute();
    await db()
      .insertInto('paymentMethods')
      .values({ organizationId, type: 'digital', digitalType: 'venmo', isPrimary: true })
      .execute();
    await db().insertInto('paymentMethods').values({ clientId, type: 'digital', digitalType: 'paypal' }).execute();
    await expect(
      db()
        .insertInto('paymentMethods')
        .values({ clientId, type: 'digital', digitalType: 'venmo', isPrimary: true })
        .execute(),
    ).rejects.toThrow(/payment_methods_client_primary_key/);

    const login = await db()
      .insertInto('logins')
      .values({ organizationId, platform: 'EDD', passwordEncrypted: ENVELOPE })
      .returning(['entityType', 'entityId'])
      .executeTakeFirstOrThrow();
    expect(login).toEqual({ entityType: 'organizations', entityId: organizationId });
  });

  it('allows one commission method per referral partner', async () => {
    const { id: referralSourceId } = await db()
      .insertInto('referralSources')
      .values({ firstName: 'Rita', fullName: 'Rita' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('referralSourcePaymentMethods')
      .values({ referralSourceId, type: 'digital', digitalType: 'zelle' })
      .execute();
    await expect(
      db()
        .insertInto('referralSourcePaymentMethods')
        .values({ referralSourceId, type: 'checking', bankName: 'Chase' })
        .execute(),
    ).rejects.toThrow(/unique/);
  });

  it('keeps one saved status per entity and period, so generation can upsert', async () => {
    const clientId = await newClient();
    const organizationId = await newOrganization();
    const payments = (values: { clientId?: number; organizationId?: number }) =>
      [1, 2, 3, 4].map((quarter) => ({
        ...values,
        taxYear: 2026,
        quarter: quarter as 1 | 2 | 3 | 4,
        dueDate: '2026-04-15',
        reminderDate: '2026-04-10',
      }));
    const generate = (values: { clientId?: number; organizationId?: number }) =>
      db()
        .insertInto('estimatedTaxPayments')
        .values(payments(values))
        .onConflict((oc) => oc.columns(['entityType', 'entityId', 'taxYear', 'quarter']).doNothing())
        .execute();
    await generate({ clientId });
    await generate({ clientId });
    await generate({ organizationId });
    const rows = await db().selectFrom('estimatedTaxPayments').select(['entityType', 'entityId']).execute();
    expect(rows.filter((r) => r.entityType === 'client' && r.entityId === clientId)).toHaveLength(4);
    expect(rows.filter((r) => r.entityType === 'organization' && r.entityId === organizationId)).toHaveLength(4);

    const setStatus = (status: 'pending' | 'completed') =>
      db()
        .insertInto('form1099Statuses')
        .values({ clientId, taxYear: 2025, status, completedAt: status === 'completed' ? new Date() : null })
        .onConflict((oc) =>
          oc
            .columns(['entityType', 'entityId', 'taxYear'])
            .doUpdateSet((eb) => ({ status: eb.ref('excluded.status'), completedAt: eb.ref('excluded.completedAt') })),
        )
        .execute();
    await setStatus('completed');
    await setStatus('pending');
    const saved = await db().selectFrom('form1099Statuses').selectAll().where('clientId', '=', clientId).execute();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ status: 'pending', completedAt: null, entityType: 'client', entityId: clientId });

    await db()
      .insertInto('salesTaxFilings')
      .values({
        organizationId,
        frequency: 'Monthly',
        periodLabel: 'January 2026',
        periodStart: '2026-01-01',
        periodEnd: '2026-01-31',
        dueDate: '2026-02-28',
      })
      .execute();
    await expect(
      db()
        .updateTable('salesTaxFilings')
        .set({ status: 'filed' })
        .where('organizationId', '=', organizationId)
        .execute(),
    ).rejects.toThrow(/sales_tax_filings_filed_date/);

    await expect(
      db()
        .insertInto('businessLicenseRenewals')
        .values({ organizationId, kind: 'la_city', year: 2027, dueDate: '2027-03-01' })
        .execute(),
    ).rejects.toThrow(/business_license_renewals_la_city_date/);
    await db()
      .insertInto('businessLicenseRenewals')
      .values({ organizationId, kind: 'la_city', year: 2027, dueDate: '2027-02-28' })
      .execute();
  });

  it('sets updated_at on every update', async () => {
    const clientId = await newClient();
    const before = await db()
      .selectFrom('clients')
      .select(['createdAt', 'updatedAt'])
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow();
    await sql`select pg_sleep(0.01)`.execute(db());
    await db().updateTable('clients').set({ phone: '3105550100' }).where('id', '=', clientId).execute();
    const after = await db()
      .selectFrom('clients')
      .select('updatedAt')
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it('purges a soft-deleted client with its records and keeps what others own', async () => {
    const clientId = await newClient('Olga Petrova');
    const spouseId = await newClient('Ivan Petrov');
    const organizationId = await newOrganization('Petrova Designs');
    await db().insertInto('clientSpouses').values({ clientId, spouseId, relationshipType: 'Married' }).execute();
    await expect(
      db().insertInto('clientSpouses').values({ clientId, spouseId: clientId, relationshipType: 'Married' }).execute(),
    ).rejects.toThrow(/client_spouses_not_self/);
    await db().insertInto('notes').values({ clientId, content: 'x' }).execute();
    await db().insertInto('paymentMethods').values({ clientId, type: 'checking', bankName: 'Chase' }).execute();
    await db().insertInto('logins').values({ clientId, platform: 'IRS' }).execute();
    await db()
      .insertInto('organizationClients')
      .values({ organizationId, clientId, positions: ['Owner'] })
      .execute();
    const { id: projectId } = await db()
      .insertInto('projects')
      .values({ name: 'Tax return 2025' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('projectClients').values({ projectId, clientId }).execute();
    const { id: submissionId } = await db()
      .insertInto('submissions')
      .values({ type: 'contact', title: 'Hello', clientId })
      .returning('id')
      .executeTakeFirstOrThrow();

    await db()
      .updateTable('clients')
      .set({ deletedAt: new Date(), deletedBy: userId })
      .where('id', '=', clientId)
      .execute();
    expect(await db().selectFrom('notes').select('id').where('clientId', '=', clientId).execute()).toHaveLength(1);

    await db().deleteFrom('clients').where('id', '=', clientId).execute();
    for (const table of [
      'notes',
      'paymentMethods',
      'logins',
      'organizationClients',
      'clientSpouses',
      'projectClients',
    ] as const) {
      const left = await db()
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .where('clientId', '=', clientId)
        .executeTakeFirstOrThrow();
      expect(left.n, table).toBe(0);
    }
    const submission = await db()
      .selectFrom('submissions')
      .select('clientId')
      .where('id', '=', submissionId)
      .executeTakeFirstOrThrow();
    expect(submission.clientId).toBeNull();
    expect(await db().selectFrom('projects').select('id').where('id', '=', projectId).execute()).toHaveLength(1);
    expect(await db().selectFrom('clients').select('id').where('id', '=', spouseId).execute()).toHaveLength(1);
  });

  it('keeps chat history when its sender is deleted', async () => {
    const { id: senderId } = await db()
      .insertInto('users')
      .values({ username: 'leaver', passwordHash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('chatMessages').values({ userId: senderId, message: 'Bye all' }).execute();
    await expect(
      db().insertInto('chatMessages').values({ userId: senderId, message: '   ' }).execute(),
    ).rejects.toThrow(/check constraint/);
    await db().deleteFrom('users').where('id', '=', senderId).execute();
    const message = await db().selectFrom('chatMessages').select(['userId', 'message']).executeTakeFirstOrThrow();
    expect(message).toEqual({ userId: null, message: 'Bye all' });
  });
});
