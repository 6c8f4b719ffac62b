import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError, type ProcedureOutput } from '../../test/trpc-msw';
import { actionLabel, recordTypeLabel, withFilters } from './audit-filters';

type Entry = ProcedureOutput<'audit.list'>['items'][number];

function entry(id: number, overrides: Partial<Entry> = {}): Entry {
  return {
    id,
    createdAt: '2026-03-02T17:00:00.000Z',
    userId: 2,
    username: 'emma',
    action: 'update',
    entityType: 'client',
    entityId: String(id),
    fields: ['email', 'phone'],
    detail: null,
    ip: '10.0.0.7',
    requestId: null,
    ...overrides,
  };
}

const DIRECTORY = [
  { id: 1, username: 'admin', firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', profilePicture: null },
  { id: 2, username: 'emma', firstName: 'Emma', lastName: 'Stone', fullName: 'Emma Stone', profilePicture: null },
];

/** The fake log: `total` entries, ids counting down from it, paged by offset like the server. */
function auditApi(total: number, overrides: ConstructorParameters<typeof FakeApi>[0] = {}) {
  return new FakeApi({
    'users.directory': () => DIRECTORY,
    'audit.facets': () => ({ entityTypes: ['client', 'groupHealthPlan'], actions: ['login_failed', 'update'] }),
    'audit.list': (input) => {
      const { limit = 50, offset = 0 } = input ?? {};
      const ids = Array.from({ length: Math.max(0, total - offset) }, (_, i) => total - offset - i).slice(0, limit);
      return { items: ids.map((id) => entry(id)), total, totalCapped: false, nextCursor: null };
    },
    ...overrides,
  });
}

const lastListInput = (api: FakeApi) => api.called('audit.list').at(-1)?.input as Record<string, unknown>;

describe('/audit-log', () => {
  it('shows who did what to which record and when, in the display zone, with the total', async () => {
    auditApi(3, {
      'audit.list': () => ({
        items: [
          entry(3),
          entry(2, {
            username: null,
            userId: null,
            action: 'login_failed',
            entityType: null,
            entityId: null,
            fields: [],
            ip: null,
          }),
        ],
        total: 2,
        totalCapped: false,
        nextCursor: null,
      }),
    });
    renderApp('/audit-log');
    expect(await screen.findByRole('heading', { name: 'Audit Log' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    const first = within(rows[1]!);
    expect(first.getByText('Mar 2, 2026, 9:00 AM')).toBeInTheDocument();
    expect(first.getByText('emma')).toBeInTheDocument();
    expect(first.getByText('Update')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'client #3' })).toBeInTheDocument();
    expect(first.getByText('email, phone')).toBeInTheDocument();
    expect(first.getByText('10.0.0.7')).toBeInTheDocument();
    const second = within(rows[2]!);
    expect(second.getByText('System')).toBeInTheDocument();
    expect(second.getByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('2 total')).toBeInTheDocument();
  });

  it('pages on the server', async () => {
    const api = auditApi(120);
    renderApp('/audit-log');
    expect(await screen.findByText('120 total')).toBeInTheDocument();
    expect(lastListInput(api)).toMatchObject({ limit: 50, offset: 0, timeZone: 'America/Los_Angeles' });
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(lastListInput(api)).toMatchObject({ offset: 100 }));
    expect(await screen.findByRole('button', { name: 'client #20' })).toBeInTheDocument();
  });

  it('filters by user, record, action and days, and exports what it shows as CSV', async () => {
    const api = auditApi(5);
    const { router } = renderApp('/audit-log');
    await screen.findByText('5 total');
    await userEvent.click(screen.getByRole('combobox', { name: 'User' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Emma Stone (@emma)' }));
    await waitFor(() => expect(lastListInput(api)).toMatchObject({ userId: 2, offset: 0 }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Record type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'group health plan' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Record ID' }), '12');
    await waitFor(() =>
      expect(lastListInput(api)).toMatchObject({ userId: 2, entityType: 'groupHealthPlan', entityId: '12' }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Login failed' }));
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-03-31');
    await waitFor(() =>
      expect(lastListInput(api)).toMatchObject({
        action: 'login_failed',
        from: '2026-03-01',
        to: '2026-03-31',
        timeZone: 'America/Los_Angeles',
      }),
    );
    expect(router.state.location.search).toContain('entityType=groupHealthPlan');
    const href = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!;
    expect(href.startsWith('/api/audit-log?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(href.split('?')[1]))).toEqual({
      userId: '2',
      entityType: 'groupHealthPlan',
      entityId: '12',
      action: 'login_failed',
      from: '2026-03-01',
      to: '2026-03-31',
      timeZone: 'America/Los_Angeles',
      format: 'csv',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('textbox', { name: 'Record ID' })).toHaveValue('');
  });

  it('narrows to one record from a row, and says when nothing matches', async () => {
    const api = auditApi(2, {
      'audit.list': (input) => ({
        items: input?.entityId === '2' ? [] : [entry(2)],
        total: input?.entityId === '2' ? 0 : 1,
        totalCapped: false,
        nextCursor: null,
      }),
    });
    renderApp('/audit-log');
    await userEvent.click(await screen.findByRole('button', { name: 'client #2' }));
    await waitFor(() => expect(lastListInput(api)).toMatchObject({ entityType: 'client', entityId: '2' }));
    expect(await screen.findByText('No audit entries found')).toBeInTheDocument();
    expect(screen.getByText('Try other filters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Record ID' })).toHaveValue('2');
  });

  it('does not ask for a day range that ends before it starts', async () => {
    const api = auditApi(1);
    renderApp('/audit-log?from=2026-03-10&to=2026-03-01');
    expect(await screen.findByText('To must be on or after From')).toBeInTheDocument();
    expect(api.called('audit.list')).toHaveLength(0);
  });

  it('shows the error the server gives', async () => {
    auditApi(0, {
      'audit.list': () => {
        throw new TrpcTestError(400, 'to: to must be on or after from');
      },
    });
    renderApp('/audit-log');
    expect(await screen.findByText('Failed to load the audit log')).toBeInTheDocument();
    expect(screen.getByText('to: to must be on or after from')).toBeInTheDocument();
  });

  it('shows a spinner while the first page loads', async () => {
    auditApi(0, { 'audit.list': () => new Promise(() => {}) });
    renderApp('/audit-log');
    expect(await screen.findByRole('heading', { name: 'Audit Log' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('is Access Denied to an employee, before any call', async () => {
    const api = auditApi(1);
    api.user = employeeUser;
    renderApp('/audit-log');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(api.called('audit.list')).toHaveLength(0);
    expect(api.called('audit.facets')).toHaveLength(0);
  });
});

describe('audit filter helpers', () => {
  it('labels actions and record types for people', () => {
    expect(actionLabel('mfa_recovery_code_used')).toBe('Mfa recovery code used');
    expect(recordTypeLabel('referral_source_payment_method')).toBe('referral source payment method');
    expect(recordTypeLabel('organizationClient')).toBe('organization client');
  });

  it('drops blank filters and starts paging again on a change', () => {
    const next = withFilters(new URLSearchParams('page=3&userId=2&action=update'), { action: '', entityId: 7 });
    expect(next.toString()).toBe('userId=2&entityId=7');
  });
});
