import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent, EventBus } from '../../realtime/bus';
import { ORIGIN, call, createUser, startTestApp, type TestApp } from '../../test/helpers';
import {
  PDF_BYTES,
  PNG_BASE64,
  PNG_DATA_URL,
  employeeAuthorization,
  paymentAuthorization,
} from './public-forms.fixtures';
import { PUBLIC_FORM_RATE_LIMIT } from './public-forms.rest';

const EMPLOYEE = '/api/public-forms/employee-deposit-authorization';
const PAYMENT = '/api/public-forms/recurring-payment-authorization';

function recordingBus(): EventBus & { events: BusEvent[] } {
  const events: BusEvent[] = [];
  return {
    events,
    publish: async (e) => void events.push(e),
    subscribe: () => () => {},
    ready: async () => {},
    close: async () => {},
  };
}

/** A multipart body as a browser's FormData makes it. */
async function multipart(fields: Record<string, unknown>, file?: { name: string; bytes: Buffer; type: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (key !== 'voidCheck') form.append(key, String(value));
  if (file) form.append('voidCheck', new Blob([file.bytes], { type: file.type }), file.name);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

describe.each(testDatabaseKinds())('public forms (%s)', (kind) => {
  let t: TestApp;
  let bus: ReturnType<typeof recordingBus>;
  let address = 0;
  // Each test posts from its own address, so the rate limit of one does not reach another.
  const from = () => `10.0.0.${++address}`;
  const post = (url: string, body: unknown, ip = from()) =>
    t.app.inject({ method: 'POST', url, remoteAddress: ip, headers: { origin: ORIGIN }, payload: body as object });
  const count = async () =>
    Number(
      (
        await t.db.db
          .selectFrom('submissions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    bus = recordingBus();
    t = await startTestApp(kind, { bus });
    await createUser(t, { role: 'admin' });
    await createUser(t, { flags: ['canAccessClients'] });
    await createUser(t, { flags: ['canAccessProjects'] });
  });
  afterAll(() => t?.close());

  it('serves the form definitions without a session, 404 for others', async () => {
    const res = await call(t.app, 'GET', '/api/public-forms/employee-deposit-authorization');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'employee-deposit-authorization',
      category: 'WageWhiz',
      submissionType: 'employee-auth',
    });
    expect((await call(t.app, 'GET', '/api/public-forms/tax-return')).json()).toEqual({ message: 'Form not found' });
  });

  it('stores a JSON submission without a session, sealing the bank numbers, and notifies staff', async () => {
    const res = await post(EMPLOYEE, employeeAuthorization());
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json();
    expect(receipt).toEqual({
      id: expect.any(Number),
      type: 'employee-auth',
      title: 'Employee Authorization for Automatic Deposits - Ana Lopez',
      submittedAt: '2026-03-02T17:00:00.000Z',
    });
    expect(res.body).not.toContain('123456789');
    const row = await t.db.db
      .selectFrom('submissions')
      .selectAll()
      .where('id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      type: 'employee-auth',
      formId: 'employee-deposit-authorization',
      category: 'WageWhiz',
      accountNumberLast4: '6789',
      routingNumberLast4: '1627',
    });
    expect(row.accountNumberEncrypted).toMatch(/^v2:/);
    expect(JSON.stringify(row.fields)).not.toMatch(/322271627|123456789|data:/);
    expect(row.fields).toMatchObject({ firstName: 'Ana', lastName: 'Lopez', percentageDeposit: 100, middleName: null });
    const files = await t.db.db
      .selectFrom('submissionFiles')
      .select(['field', 'mimeType'])
      .where('submissionId', '=', receipt.id)
      .orderBy('field')
      .execute();
    expect(files).toEqual([
      { field: 'signature', mimeType: 'image/png' },
      { field: 'voidCheck', mimeType: 'application/pdf' },
    ]);
    // Admin and the employee with clients access hear of it; the one without does not.
    const notes = await t.db.db
      .selectFrom('notifications')
      .select(['userId', 'title', 'message', 'link'])
      .where('eventKey', '=', `submission:${receipt.id}`)
      .execute();
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatchObject({
      title: 'New form submission',
      message: receipt.title,
      link: `/forms/submissions?open=employee-auth/${receipt.id}`,
    });
    expect(bus.events.filter((e) => e.type === 'notification')).toHaveLength(2);
  });

  it('takes a multipart upload with the void check as a file', async () => {
    const body = await multipart(employeeAuthorization({ firstName: 'mary ann' }), {
      name: 'check.pdf',
      bytes: PDF_BYTES,
      type: 'application/pdf',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: EMPLOYEE,
      remoteAddress: from(),
      headers: { origin: ORIGIN, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const file = await t.db.db
      .selectFrom('submissionFiles')
      .select(['fileName', 'mimeType', 'sizeBytes'])
      .where('submissionId', '=', res.json().id)
      .where('field', '=', 'voidCheck')
      .executeTakeFirstOrThrow();
    expect(file).toEqual({ fileName: 'check.pdf', mimeType: 'application/pdf', sizeBytes: PDF_BYTES.length });
  });

  it('stores a payment authorization, its signature optional', async () => {
    const res = await post(PAYMENT, paymentAuthorization());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: 'payment-auth', title: 'Recurring Payment Authorization - Bo Chen' });
    const signed = await post(PAYMENT, paymentAuthorization({ signature: PNG_DATA_URL }));
    expect(signed.statusCode).toBe(201);
  });

  it('answers 400 naming the fields for malformed submissions, storing nothing', async () => {
    const before = await count();
    const fakeImage = `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`;
    const cases: Array<[unknown, string]> = [
      [{}, 'firstName: First name is required'],
      [
        employeeAuthorization({ routingNumber: '322271628' }),
        'routingNumber: Invalid routing number - please check the number',
      ],
      [
        employeeAuthorization({ voidCheck: fakeImage }),
        'voidCheck: The void check must be an image (PNG, JPEG, GIF, WebP) or a PDF',
      ],
      [employeeAuthorization({ voidCheck: undefined }), 'voidCheck: Please attach an image of a void check'],
      [
        employeeAuthorization({ signature: `data:image/png;base64,${Buffer.from('%PDF-1.4').toString('base64')}` }),
        'signature: The signature must be a drawn image',
      ],
      [employeeAuthorization({ signature: 'Ana Lopez' }), 'signature: The signature must be a drawn image'],
      [
        employeeAuthorization({ percentageDeposit: '0' }),
        'percentageDeposit: Percentage of paycheck must be between 1 and 100',
      ],
      [[1, 2], 'Request body must be a JSON object or a multipart form'],
    ];
    for (const [body, message] of cases) {
      const res = await post(EMPLOYEE, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const missing = await post(PAYMENT, { firstName: 'Bo' });
    expect(missing.json().message).toBe(
      'lastName: Last name is required; streetAddress: Street address is required; city: City is required; state: State is required; zipCode: ZIP code is required; accountType: Account type is required; bankName: Bank name is required; accountName: Account name is required; accountNumber: Account number is required; routingNumber: Routing number must be exactly 9 digits; titlePosition: Title/position is required',
    );
    expect((await post('/api/public-forms/nope', employeeAuthorization())).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('refuses a void check over 5 MB with 413', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await post(
      EMPLOYEE,
      employeeAuthorization({ voidCheck: `data:application/pdf;base64,${big.toString('base64')}` }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'voidCheck: The file is larger than 5 MB' });
  });

  it('answers 429 with a clear message once an address floods a form, and stays up', async () => {
    const ip = from();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await post(EMPLOYEE, { firstName: 'x' }, ip)).statusCode);
    expect(statuses.slice(0, PUBLIC_FORM_RATE_LIMIT.max).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(PUBLIC_FORM_RATE_LIMIT.max).every((s) => s === 429)).toBe(true);
    const limited = await post(EMPLOYEE, employeeAuthorization(), ip);
    expect(limited.json().message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    expect((await post(EMPLOYEE, employeeAuthorization())).statusCode).toBe(201);
    expect((await call(t.app, 'GET', '/api/health')).statusCode).toBe(200);
  });

  it('refuses a submission from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EMPLOYEE,
      headers: { origin: 'https://evil.example' },
      payload: employeeAuthorization(),
    });
    expect(res.statusCode).toBe(403);
  });

  it('keeps the PNG of the signature as sent', async () => {
    const res = await post(EMPLOYEE, employeeAuthorization());
    const file = await t.db.db
      .selectFrom('submissionFiles')
      .select('content')
      .where('submissionId', '=', res.json().id)
      .where('field', '=', 'signature')
      .executeTakeFirstOrThrow();
    expect(Buffer.from(file.content).toString('base64')).toBe(PNG_BASE64);
  });
});
