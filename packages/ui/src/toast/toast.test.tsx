import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { AppToaster, toast } from './index';

describe('toast', () => {
  it('shows one toast at a time and styles failures as destructive', async () => {
    renderWithMantine(<AppToaster />);
    act(() => toast.success('Saved', 'All good'));
    expect(await screen.findByText('All good')).toBeInTheDocument();
    act(() => toast.error('Login failed', '401: Invalid username or password'));
    const message = await screen.findByText('401: Invalid username or password');
    await waitFor(() => expect(screen.queryByText('All good')).not.toBeInTheDocument());
    expect(screen.getByText('Login failed')).toBeInTheDocument();
    expect(message.closest('[data-toast]')).toHaveAttribute('data-toast', 'destructive');
  });

  it('clears the toast on demand', async () => {
    renderWithMantine(<AppToaster />);
    act(() => toast.error('Login failed', 'Wrong password'));
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    act(() => toast.clear());
    await waitFor(() => expect(screen.queryByText('Wrong password')).not.toBeInTheDocument());
  });

  it('uses the title as the message when no message is given', async () => {
    renderWithMantine(<AppToaster />);
    act(() => toast.success('Settings updated'));
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
  });
});
