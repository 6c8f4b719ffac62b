import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { makeClient, profileHandlers } from '../clients/test-fixtures';

const note = {
  id: 8,
  title: 'Note',
  content: 'Called about W-2',
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  createdBy: 1,
};

describe('Notes', () => {
  it('adds a note and rejects blank content', async () => {
    const api = new FakeApi({
      ...profileHandlers(makeClient(12)),
      'clients.notes.create': (input: object) => ({ ...note, id: 9, ...input }),
    });
    renderApp('/clients/A0012');
    const card = await screen.findByRole('region', { name: 'Notes' });
    await userEvent.click(within(card).getByRole('button', { name: 'Note' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Add Note' }));
    expect(within(card).getByText('Note content cannot be empty')).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Content'), 'Sent engagement letter');
    await userEvent.click(within(card).getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Note added successfully')).toBeInTheDocument();
    expect(api.called('clients.notes.create')[0]?.input).toEqual({
      id: 12,
      title: '',
      content: 'Sent engagement letter',
    });
  });

  it('asks before deleting a note', async () => {
    const api = new FakeApi({
      ...profileHandlers(makeClient(12)),
      'clients.notes.list': () => [note],
      'clients.notes.delete': () => ({ ok: true }),
    });
    renderApp('/clients/A0012');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete note' }));
    expect(
      await screen.findByText('Are you sure you want to delete this note? This action cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Note deleted successfully')).toBeInTheDocument();
    expect(api.called('clients.notes.delete')[0]?.input).toEqual({ id: 12, noteId: 8 });
  });
});
