import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

describe('/settings/profile: Change Password', () => {
  it('checks the rules as the user types and shows a failure inside the card, not over the button', async () => {
    new FakeApi({
      'users.changePassword': () => Promise.reject(new Error('currentPassword: Current password is incorrect')),
    });
    renderApp('/settings/profile');
    const card = (await screen.findByRole('heading', { name: 'Change Password' })).closest('form')!;
    const rules = () => within(card).getAllByRole('listitem');
    await userEvent.type(within(card).getByLabelText(/New Password/), 'short');
    const metBefore = rules().filter((r) => r.querySelector('.tabler-icon-check')).length;
    await userEvent.type(within(card).getByLabelText(/New Password/), 'Er1!xyz');
    expect(rules().every((r) => r.querySelector('.tabler-icon-check'))).toBe(true);
    expect(metBefore).toBeLessThan(rules().length);
    await userEvent.type(within(card).getByLabelText(/Current Password/), 'wrong');
    await userEvent.click(within(card).getByRole('button', { name: 'Change Password' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Current password is incorrect');
  });
});
