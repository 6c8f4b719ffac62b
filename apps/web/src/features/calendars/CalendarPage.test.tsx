import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { today } from '../../lib/today';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';
import { FIRST_RENDER } from '../../test/waits';

describe('/calendars/payroll', () => {
  it('shows the month with no event, asked once for the visible range', async () => {
    const api = new FakeApi({ 'calendars.events': () => [] });
    renderApp('/calendars/payroll');
    expect(
      await screen.findByRole('heading', { name: 'Payroll Run Dates Calendar' }, FIRST_RENDER),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Loading events')).not.toBeInTheDocument());
    expect(screen.queryByText('Failed to load events. Please try again.')).not.toBeInTheDocument();
    expect(api.called('calendars.events')).toHaveLength(1);
    expect(api.called('calendars.events')[0]!.input).toMatchObject({ kind: 'payroll' });
  });

  it('says the events failed to load', async () => {
    new FakeApi({
      'calendars.events': () => {
        throw new TrpcTestError(400, 'bad request');
      },
    });
    renderApp('/calendars/payroll');
    expect(await screen.findByText('Failed to load events. Please try again.', {}, FIRST_RENDER)).toBeInTheDocument();
  });

  it('is denied, without a call, to an employee without the calendars flag', async () => {
    const api = new FakeApi();
    api.user = { ...employeeUser, canAccessCalendars: false };
    renderApp('/calendars/payroll');
    expect(await screen.findByText('Access Denied', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(api.called('calendars.events')).toHaveLength(0);
  });

  it('shows a spinner while the events load', async () => {
    new FakeApi({ 'calendars.events': () => new Promise(() => {}) });
    renderApp('/calendars/payroll');
    expect(await screen.findByLabelText('Loading events', {}, FIRST_RENDER)).toBeInTheDocument();
  });
});

describe('the event dialog', () => {
  const taskEvent = () => [
    {
      id: 'task-11',
      title: 'Reconcile the bank',
      date: today(),
      type: 'task' as const,
      description: 'Project: Year-end books',
      urgency: 'critical' as const,
      organizationName: null,
      organizationId: null,
      projectId: 7,
      entityId: 11,
      entityType: 'task' as const,
      status: 'in_progress',
    },
  ];

  it.each([
    ['offers Complete to a user who may edit projects', employeeUser, true],
    [
      'offers no Complete to a calendar reader without canEditProjects',
      { ...employeeUser, canEditProjects: false },
      false,
    ],
  ])('%s', async (_name, user, offered) => {
    const api = new FakeApi({ 'calendars.events': taskEvent });
    api.user = user;
    renderApp('/calendars/tasks-due');
    await userEvent.click((await screen.findAllByText('Reconcile the bank', {}, FIRST_RENDER))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('button', { name: 'Complete' })).toHaveLength(offered ? 1 : 0);
  });
});
