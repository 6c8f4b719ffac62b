import { formatSsn } from '@app/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import { MaskedValue } from './index';

describe('MaskedValue', () => {
  it('reveals through the async call and hides again', async () => {
    const onReveal = vi.fn().mockResolvedValue('123456789');
    renderWithMantine(<MaskedValue masked="****6789" onReveal={onReveal} format={formatSsn} />);
    expect(screen.getByText('****6789')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('123-45-6789')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByText('****6789')).toBeInTheDocument();
    expect(onReveal).toHaveBeenCalledOnce();
  });

  it('shows the empty text when nothing is stored', () => {
    renderWithMantine(<MaskedValue masked={null} onReveal={vi.fn()} />);
    expect(screen.getByText('Not provided')).toBeInTheDocument();
  });
});
