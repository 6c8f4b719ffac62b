import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';

const partner = {
  id: 3,
  displayId: 'R0003',
  firstName: 'Paul',
  middleName: null,
  lastName: 'Ortiz',
  fullName: 'Paul Ortiz',
  email: 'paul@example.com',
  phone: '5559876543',
  address: null,
  ssn: '****4321',
  organizationName: 'Ortiz CPA',
  ein: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function handlers(overrides: Record<string, (input: any) => unknown> = {}) {
  return new FakeApi({
    'referralSources.list': () => [partner],
    'referralSources.get': () => partner,
    'referralSources.paymentMethods.list': () => [],
    'referralSources.clients': () => [],
    'referralSources.organizations': () => [],
    ...overrides,
  });
}

describe('Referral partners', () => {
  it('lists partners with links by display id', async () => {
    handlers();
    renderApp('/referral-sources');
    expect(await screen.findByRole('link', { name: 'Paul Ortiz' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      '/referral-sources/R0003',
    );
    expect(screen.getByText('Ortiz CPA')).toBeInTheDocument();
    expect(screen.getByText('(555) 987-6543')).toBeInTheDocument();
  });

  it('requires a first name and shows the server message on failure', async () => {
    const api = handlers({
      'referralSources.create': () => {
        throw new TrpcTestError(409, 'A referral partner with this email already exists');
      },
    });
    renderApp('/referral-sources');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Referral Partner' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Referral Partner' }));
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(api.called('referralSources.create')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/First Name/), 'Ann');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Referral Partner' }));
    expect(await screen.findByText('409: A referral partner with this email already exists')).toBeInTheDocument();
  });

  it('says "Invalid referral partner ID" for an id that does not parse', async () => {
    handlers();
    renderApp('/referral-sources/A0003');
    expect(await screen.findByText('Invalid referral partner ID')).toBeInTheDocument();
  });

  it('hides the SSN until revealed and adds the single payment method as primary', async () => {
    const api = handlers({
      'referralSources.reveal': () => ({ value: '987654321' }),
      'referralSources.paymentMethods.create': ({ method }: { method: object }) => ({ id: 1, ...method }),
    });
    renderApp('/referral-sources/R0003');
    expect(await screen.findByRole('heading', { name: 'Paul Ortiz' })).toBeInTheDocument();
    expect(screen.getByText('****4321')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('987-65-4321')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Add Payment Method' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Email or Phone'), 'paul@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Payment Method' }));
    expect(await screen.findByText('Payment method added successfully')).toBeInTheDocument();
    expect(api.called('referralSources.paymentMethods.create')[0]?.input).toEqual({
      id: 3,
      method: { type: 'digital', digitalType: 'zelle', digitalEmail: 'paul@example.com', isPrimary: true },
    });
  });

  it("sends a partner's card in the partner's words through the shared payment form", async () => {
    const api = handlers({
      'referralSources.paymentMethods.create': ({ method }: { method: object }) => ({ id: 1, ...method }),
    });
    renderApp('/referral-sources/R0003');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Payment Method' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByText('Credit Card'));
    expect(within(dialog).queryByLabelText('Billing Address')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Cardholder Name'), 'Paul Ortiz');
    await userEvent.type(within(dialog).getByLabelText('Card Number'), '4111111111111111');
    await userEvent.type(within(dialog).getByLabelText('Expiration Date (MM/YY)'), '1230');
    await userEvent.type(within(dialog).getByLabelText('Security Code'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Payment Method' }));
    expect(await screen.findByText('Payment method added successfully')).toBeInTheDocument();
    expect(api.called('referralSources.paymentMethods.create')[0]?.input).toEqual({
      id: 3,
      method: {
        type: 'credit_card',
        cardholderName: 'Paul Ortiz',
        cardNumber: '4111111111111111',
        expirationDate: '12/30',
        securityCode: '123',
        isPrimary: true,
      },
    });
  });

  it('sorts the referred clients on the server by name', async () => {
    const api = handlers({
      'referralSources.clients': () => [
        {
          id: 5,
          displayId: 'A0005',
          fullName: 'Zoe Adams',
          email: null,
          phone: null,
          status: 'active',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
    renderApp('/referral-sources/R0003');
    await userEvent.click(await screen.findByRole('tab', { name: 'Referral Accounts' }));
    expect(await screen.findByRole('link', { name: 'Zoe Adams' })).toHaveAttribute('href', '/clients/A0005');
    const table = screen.getByText('Referred Clients').closest('div')!.parentElement!;
    await userEvent.click(within(table).getAllByRole('button', { name: /Name/ })[0]!);
    await waitFor(() =>
      expect(api.called('referralSources.clients').at(-1)?.input).toMatchObject({ id: 3, sort: 'name', order: 'asc' }),
    );
  });
});
