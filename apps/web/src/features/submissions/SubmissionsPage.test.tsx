import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';
import { FIRST_RENDER } from '../../test/waits';

describe('/forms/submissions', () => {
  it('says there is no submission yet', async () => {
    new FakeApi({ 'submissions.list': () => ({ items: [], nextCursor: null }) });
    renderApp('/forms/submissions');
    expect(await screen.findByText('No submissions found', {}, FIRST_RENDER)).toBeInTheDocument();
  });

  it('says the submissions failed to load', async () => {
    new FakeApi({
      'submissions.list': () => {
        throw new TrpcTestError(400, 'bad request');
      },
    });
    renderApp('/forms/submissions');
    expect(await screen.findByText('Error loading submissions', {}, FIRST_RENDER)).toBeInTheDocument();
  });

  it('shows a spinner while the submissions load', async () => {
    new FakeApi({ 'submissions.list': () => new Promise(() => {}) });
    renderApp('/forms/submissions');
    expect(await screen.findByRole('heading', { name: 'Form Submissions' }, FIRST_RENDER)).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows Access Denied, not the load error, when the server refuses the list (403)', async () => {
    const api = new FakeApi({
      'submissions.list': () => {
        throw new TrpcTestError(403, 'You do not have permission to read clients');
      },
    });
    renderApp('/forms/submissions');
    expect(await screen.findByText('Access Denied', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByText('Error loading submissions')).not.toBeInTheDocument();
    expect(api.called('submissions.list')).toHaveLength(1);
  });

  it('is denied, without a call, to a user without the clients flag', async () => {
    const api = new FakeApi({ 'submissions.list': () => ({ items: [], nextCursor: null }) });
    api.user = { ...employeeUser, canAccessClients: false };
    renderApp('/forms/submissions');
    expect(await screen.findByText('Access Denied', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(api.called('submissions.list')).toHaveLength(0);
  });
});
