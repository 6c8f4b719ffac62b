import { LA_CITY_DATE_REQUIRED, NO_CHANGES_MESSAGE, OTHER_DATE_REQUIRED } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { unusedGroupHealthTypes } from './group-health/GroupHealthTab';
import { draftFrom, prepareSave } from './info/edit-model';
import { detailHandlers, makeMerchantAccount, makeOrganization, makeSection } from './test-data';

describe('Add New Organization dialog', () => {
  it('checks for duplicates 1 s after the name, offers Create Organization Anyway and opens the new page', async () => {
    const api = new FakeApi({
      'organizations.list': () => ({ items: [], total: 0, totalCapped: false, counted: true, nextCursor: null }),
      'organizations.checkDuplicates': () => ({
        hasSimilar: true,
        similarOrganizations: [
          { id: 3, businessDba: 'Sunrise Bakery', legalBusinessName: 'Sunrise LLC', email: null, phone: null },
        ],
      }),
      'organizations.create': (input: { businessDba: string }) =>
        makeOrganization({ id: 42, displayId: 'B0042', businessDba: input.businessDba }),
      ...detailHandlers(makeOrganization({ id: 42, displayId: 'B0042', businessDba: 'Sunrise Bakery' })),
    });
    const { router } = renderApp('/organizations');
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Client' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Organization' }));
    expect(dialog.getByRole('button', { name: 'Create Organization' })).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(/Business DBA/), '  Sunrise   Bakery ');
    expect(await dialog.findByRole('button', { name: 'Create Organization Anyway' }, { timeout: 4000 })).toBeEnabled();
    expect(dialog.getByText('Sunrise Bakery')).toBeInTheDocument();
    expect(api.called('organizations.checkDuplicates')).toHaveLength(1);
    // Editing the name resets the check.
    await userEvent.type(dialog.getByLabelText(/Business Legal Name/), 'X');
    expect(dialog.getByRole('button', { name: 'Create Organization' })).toBeInTheDocument();
    expect(
      await dialog.findByRole('button', { name: 'Create Organization Anyway' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Create Organization Anyway' }));
    expect(await screen.findByText('Organization created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/B0042'));
    const sent = api.called('organizations.create')[0]!.input as Record<string, unknown>;
    expect(sent.businessDba).toBe('Sunrise Bakery');
    expect(sent.einType).toBe('ein');
  }, 40_000);

  it('stays silent when the duplicate check fails', async () => {
    new FakeApi({
      'organizations.list': () => ({ items: [], total: 0, totalCapped: false, counted: true, nextCursor: null }),
      'referralSources.list': () => [],
      'organizations.checkDuplicates': () => {
        throw new Error('boom');
      },
    });
    renderApp('/organizations');
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Client' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Organization' }));
    await userEvent.type(dialog.getByLabelText(/Business DBA/), 'Acme');
    await new Promise((r) => setTimeout(r, 1300));
    expect(dialog.getByRole('button', { name: 'Create Organization' })).toBeEnabled();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});

describe('organizations list', () => {
  it('shows the empty texts and the error state', async () => {
    new FakeApi({
      'organizations.list': () => ({ items: [], total: 0, totalCapped: false, counted: true, nextCursor: null }),
    });
    renderApp('/organizations');
    expect(await screen.findByText('No organizations found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter')).toBeInTheDocument();
  });
});

describe('Tax & License rules', () => {
  const org = makeOrganization();
  it('asks for the registered date with LA City and the reminder date with Other', () => {
    expect(prepareSave(org, { ...draftFrom(org), businessLicenseCounty: 'LA City' })).toMatchObject({
      ok: false,
      message: LA_CITY_DATE_REQUIRED,
    });
    expect(prepareSave(org, { ...draftFrom(org), businessLicenseCounty: 'Other' })).toMatchObject({
      ok: false,
      message: OTHER_DATE_REQUIRED,
    });
  });
  it('says there is nothing to save, and sends only changed fields with the county and its date together', () => {
    expect(prepareSave(org, draftFrom(org))).toMatchObject({ ok: false, message: NO_CHANGES_MESSAGE });
    const saved = makeOrganization({ businessLicenseCounty: 'LA City', businessLicenseRegisteredDate: '2024-02-01' });
    const result = prepareSave(saved, {
      ...draftFrom(saved),
      businessLicenseCounty: 'LA City',
      soi: true,
      businessPhone: '',
    });
    // An emptied optional field is sent as null so it is cleared.
    expect(result).toEqual({ ok: true, payload: { soi: true, entityType: 'llc', businessPhone: null } });
    const county = prepareSave(org, {
      ...draftFrom(org),
      businessLicenseCounty: 'Other',
      businessLicenseReminderDate: '2026-05-01',
    });
    expect(county).toEqual({
      ok: true,
      payload: { businessLicenseCounty: 'Other', businessLicenseReminderDate: '2026-05-01' },
    });
  });

  it('shows the LA City message on save and disables SOI for a sole proprietorship', async () => {
    const api = new FakeApi(detailHandlers(makeOrganization({ entityType: 'sole_proprietorship' })));
    renderApp('/organizations/B0007');
    await userEvent.click(
      within(await screen.findByTestId('tax-license-section')).getByRole('button', { name: 'Edit' }),
    );
    expect(screen.queryByRole('textbox', { name: /Business DBA/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /SOI/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Business License County' }));
    await userEvent.click(await screen.findByRole('option', { name: 'LA City' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect((await screen.findAllByText(LA_CITY_DATE_REQUIRED)).length).toBeGreaterThan(0);
    expect(api.called('organizations.update')).toHaveLength(0);
  });
});

describe('payroll schedule', () => {
  it('highlights the current period', async () => {
    new FakeApi({
      ...detailHandlers(makeOrganization({ servicesPurchased: ['Payroll & HR'] })),
      'payrolls.list': () => [],
      'payrolls.schedule': ({ year }: { year?: number }) => ({
        organizationId: 7,
        year: year ?? 2026,
        years: [2025, 2026, 2027],
        today: '2026-01-20',
        periods: [
          {
            periodStart: '2026-01-01',
            periodEnd: '2026-01-15',
            processingDate: null,
            payDate: '2026-01-15',
            isCurrent: false,
          },
          {
            periodStart: '2026-01-16',
            periodEnd: '2026-01-31',
            processingDate: null,
            payDate: '2026-01-31',
            isCurrent: true,
          },
        ],
      }),
    });
    renderApp('/organizations/7');
    await userEvent.click(await screen.findByRole('tab', { name: 'Payroll' }));
    const schedule = await screen.findByTestId('payroll-schedule');
    const rows = within(schedule).getAllByRole('row');
    expect(rows[2]).toHaveAttribute('aria-current', 'date');
    expect(rows[1]).not.toHaveAttribute('aria-current');
    expect(within(rows[2]!).getByText('Current')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2025' })).toBeInTheDocument();
  });
});

describe('coverage sections', () => {
  it('offers only unused group health types', async () => {
    expect(unusedGroupHealthTypes([{ sectionType: 'dental' }])).toEqual(['medical', 'vision', 'life', 'disability']);
    new FakeApi({
      ...detailHandlers(makeOrganization({ servicesPurchased: ['Group Benefits'] })),
      'groupHealth.list': () => [makeSection(1, 'dental', { renewalDate: '2000-01-01' })],
    });
    renderApp('/organizations/B0007');
    await userEvent.click(await screen.findByRole('tab', { name: 'Group Health' }));
    expect(await screen.findByText('POLICY LAPSED')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Coverage type' }));
    expect(await screen.findByRole('option', { name: 'Medical' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Dental' })).not.toBeInTheDocument();
  });
});

describe('merchant accounts', () => {
  it('disables with a reason and reactivates', async () => {
    let account = makeMerchantAccount(5);
    const api = new FakeApi({
      ...detailHandlers(makeOrganization({ servicesPurchased: ['Merchant Processing'] })),
      'merchantAccounts.list': () => [account],
      'merchantAccounts.update': ({ data }) => {
        account = { ...account, status: data.status ?? account.status, disableReason: data.disableReason ?? null };
        return account;
      },
    });
    renderApp('/organizations/B0007');
    await userEvent.click(await screen.findByRole('tab', { name: 'Merchant' }));
    expect(await screen.findByText('$25.50')).toBeInTheDocument();
    expect(screen.getAllByText('****').length).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disable merchant account' }));
    expect(dialog.getByRole('button', { name: 'Disable Account' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Reason' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Terminated - Fraud' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Disable Account' }));
    expect(await screen.findByText('Reason: Terminated - Fraud')).toBeInTheDocument();
    expect(within(screen.getByTestId('disabled-accounts')).getByText('Store 5')).toBeInTheDocument();
    expect(api.called('merchantAccounts.update')[0]!.input).toEqual({
      id: 5,
      data: { status: 'disabled', disableReason: 'Terminated - Fraud' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reactivate merchant account' })).getByRole('button', {
        name: 'Reactivate',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('disabled-accounts')).not.toBeInTheDocument());
    expect(api.called('merchantAccounts.update')[1]!.input).toEqual({
      id: 5,
      data: { status: 'active', disableReason: null },
    });
  });
});
