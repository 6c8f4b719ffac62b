import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import { TypedConfirmDelete } from './index';

describe('TypedConfirmDelete', () => {
  it('stays disabled until the exact phrase is typed', async () => {
    const onDelete = vi.fn();
    renderWithMantine(<TypedConfirmDelete onDelete={onDelete} buttonLabel="Delete Client" />);
    const button = screen.getByRole('button', { name: 'Delete Client' });
    const input = screen.getByRole('textbox');
    expect(button).toBeDisabled();
    await userEvent.type(input, 'delete this profile');
    expect(button).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'DELETE THIS PROFILE');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
