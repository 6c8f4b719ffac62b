import { REPORT_IDS, REPORTS } from '@app/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';
import { FIRST_RENDER } from '../../test/waits';

const first = REPORTS[REPORT_IDS[0]!];

async function openFirstReport() {
  renderApp('/reports');
  expect(await screen.findByText('Select a report to view', {}, FIRST_RENDER)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: first.title }));
}

describe('/reports', () => {
  it('asks for a report, then says when it has no rows', async () => {
    const api = new FakeApi({ 'reports.run': () => ({ items: [], total: 0 }) });
    await openFirstReport();
    expect(await screen.findByText('No records found for this report.')).toBeInTheDocument();
    expect(api.called('reports.run')).toHaveLength(1);
  });

  it('says the report failed to load', async () => {
    new FakeApi({
      'reports.run': () => {
        throw new TrpcTestError(400, 'bad request');
      },
    });
    await openFirstReport();
    expect(await screen.findByText('Failed to load the report')).toBeInTheDocument();
  });

  it('shows a spinner while the report runs', async () => {
    new FakeApi({ 'reports.run': () => new Promise(() => {}) });
    await openFirstReport();
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('is denied, without a call, to an employee without the reports flag', async () => {
    const api = new FakeApi();
    api.user = { ...employeeUser, canAccessReports: false };
    renderApp('/reports');
    expect(await screen.findByText('Access Denied', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: first.title })).not.toBeInTheDocument();
    expect(api.called('reports.run')).toHaveLength(0);
  });
});
