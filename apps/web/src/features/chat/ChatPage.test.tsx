import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';
import { FIRST_RENDER } from '../../test/waits';

describe('/chat', () => {
  it('invites to start the conversation, with Send off until something is typed', async () => {
    new FakeApi({ 'chat.list': () => ({ items: [], hasMore: false }) });
    renderApp('/chat');
    expect(await screen.findByText('No messages yet. Start the conversation!', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('says the messages failed to load', async () => {
    new FakeApi({
      'chat.list': () => {
        throw new TrpcTestError(400, 'bad request');
      },
    });
    renderApp('/chat');
    expect(await screen.findByText('Failed to load chat', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByText('No messages yet. Start the conversation!')).not.toBeInTheDocument();
  });

  it('shows a spinner while the messages load', async () => {
    new FakeApi({ 'chat.list': () => new Promise(() => {}) });
    renderApp('/chat');
    expect(await screen.findByText('Loading chat...', {}, FIRST_RENDER)).toBeInTheDocument();
  });
});
