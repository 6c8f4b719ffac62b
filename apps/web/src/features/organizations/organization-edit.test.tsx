import { OWNERSHIP_OVER_MESSAGE } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { detailHandlers, makeOrganization, makeSection } from './test-data';

// Issue 16 item 6: the organization page's editors.

describe('organization editors', () => {
  it('edits Tax & License alone, never carries EIN digits into an SSN, and clears an emptied field', async () => {
    const org = makeOrganization({ website: 'acme.example' });
    const api = new FakeApi({
      ...detailHandlers(org),
      'organizations.update': ({ data }) => ({ ...org, website: data.website ?? null }),
    });
    renderApp('/organizations/B0007');
    await userEvent.click(
      within(await screen.findByTestId('tax-license-section')).getByRole('button', { name: 'Edit' }),
    );
    expect(screen.queryByRole('textbox', { name: /Business DBA/ })).toBeNull();
    expect(
      within(screen.getByTestId('organization-info-section')).getByRole('button', { name: 'Edit' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tax ID (EIN)' })).toHaveValue('12-3456789');

    await userEvent.click(screen.getByRole('combobox', { name: 'Tax ID Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'SSN' }));
    expect(screen.getByRole('textbox', { name: 'Tax ID (SSN)' })).toHaveValue('');

    // Opening the other section's editor closes this one, its changes discarded.
    await userEvent.click(
      within(screen.getByTestId('organization-info-section')).getByRole('button', { name: 'Edit' }),
    );
    expect(screen.queryByRole('textbox', { name: 'Tax ID (SSN)' })).toBeNull();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Website' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.called('organizations.update')).toHaveLength(1));
    expect(api.called('organizations.update')[0]!.input).toEqual({ id: org.id, data: { website: null } });
  }, 40_000);

  it('says ownership cannot exceed 100% instead of emptying the field', async () => {
    new FakeApi({
      ...detailHandlers(),
      'organizationClients.candidates': () => [{ id: 3, fullName: 'Ann Lee', email: null, phone: null }],
    });
    renderApp('/organizations/B0007');
    await userEvent.click(await screen.findByRole('button', { name: 'Link Client' }));
    const input = screen.getByRole('textbox', { name: 'Ownership %' });
    await userEvent.type(input, '150');
    expect(input).toHaveValue('150');
    expect(screen.getByText(OWNERSHIP_OVER_MESSAGE)).toBeInTheDocument();
  }, 20_000);

  it('edits a group health plan and deletes one only after confirming', async () => {
    const plan = {
      id: 9,
      sectionId: 1,
      planName: 'Gold PPO',
      description: null,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const section = makeSection(1, 'medical', { plans: [plan] });
    const api = new FakeApi({
      ...detailHandlers(makeOrganization({ servicesPurchased: ['Group Benefits'] })),
      'groupHealth.list': () => [section],
      'groupHealth.updatePlan': ({ data }) => ({ ...plan, planName: data.planName ?? plan.planName }),
      'groupHealth.deletePlan': () => ({ ok: true as const }),
    });
    renderApp('/organizations/B0007');
    await userEvent.click(await screen.findByRole('tab', { name: 'Group Health' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit plan Gold PPO' }));
    const name = screen.getByRole('textbox', { name: /Plan Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Platinum PPO');
    await userEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
    await waitFor(() => expect(api.called('groupHealth.updatePlan')).toHaveLength(1));
    expect(api.called('groupHealth.updatePlan')[0]!.input).toEqual({
      id: 9,
      data: { planName: 'Platinum PPO', description: null },
    });
    expect(await screen.findByText('Plan updated successfully')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete plan Gold PPO' }));
    expect(api.called('groupHealth.deletePlan')).toHaveLength(0);
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete plan' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.called('groupHealth.deletePlan')).toHaveLength(1));
  }, 40_000);
});
