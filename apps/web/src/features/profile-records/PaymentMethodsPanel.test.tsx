import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { makeClient, profileHandlers } from '../clients/test-fixtures';

const checking = {
  id: 5,
  type: 'checking' as const,
  isPrimary: false,
  digitalType: null,
  digitalEmail: null,
  cardName: null,
  cardNumber: null,
  cardBrand: null,
  cardExpiry: null,
  cardCvv: null,
  billingAddress: null,
  bankName: 'Wells Fargo Bank',
  routingNumber: '****0248',
  accountNumber: '****6789',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const digital = {
  ...checking,
  id: 6,
  type: 'digital' as const,
  isPrimary: true,
  bankName: null,
  routingNumber: null,
  accountNumber: null,
  digitalType: 'zelle',
  digitalEmail: 'pay@example.com',
};

async function openPaymentTab(overrides: Record<string, (input: any) => unknown> = {}) {
  const api = new FakeApi({
    ...profileHandlers(makeClient(12)),
    'clients.paymentMethods.list': () => [checking, digital],
    'clients.paymentMethods.create': ({ method }: { method: object }) => ({ ...checking, id: 9, ...method }),
    ...overrides,
  });
  renderApp('/clients/A0012');
  await userEvent.click(await screen.findByRole('tab', { name: 'Payment' }));
  return api;
}

describe('Payment methods', () => {
  it('lists the primary method first', async () => {
    await openPaymentTab();
    const cards = await screen.findAllByTestId('payment-method');
    expect(within(cards[0]!).getByText('Primary')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('pay@example.com')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Make Primary' })).toBeInTheDocument();
  });

  it('counts routing digits, names the bank while typing and stops a bad number with the exact toast', async () => {
    const api = await openPaymentTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Payment Method' }));
    const dialog = await screen.findByRole('dialog');
    // digital via Zelle is the default
    expect(within(dialog).getByRole('radio', { name: 'Digital' })).toBeChecked();
    await userEvent.click(within(dialog).getByText('Checking'));
    const routing = within(dialog).getByLabelText('Routing Number');
    await userEvent.type(routing, '12345');
    expect(within(dialog).getByText('4 digits remaining')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Payment Method' }));
    expect(await screen.findByText('Routing number must be exactly 9 digits')).toBeInTheDocument();
    expect(screen.getAllByText('Validation Error').length).toBeGreaterThan(0);
    await userEvent.type(routing, '6789');
    expect(within(dialog).getByText('Invalid routing number')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Payment Method' }));
    expect(await screen.findByText('Invalid routing number - please check the number')).toBeInTheDocument();
    expect(api.called('clients.paymentMethods.create')).toHaveLength(0);

    await userEvent.clear(routing);
    await userEvent.type(routing, '021000021');
    expect(within(dialog).getByText('JPMorgan Chase Bank')).toBeInTheDocument();
    await userEvent.clear(routing);
    await userEvent.type(routing, '011000015');
    expect(within(dialog).getByText('Bank not found in database')).toBeInTheDocument();
    await userEvent.clear(routing);
    await userEvent.type(routing, '021000021');
    await userEvent.type(within(dialog).getByLabelText('Account Number'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Payment Method' }));
    expect(await screen.findByText('Payment method added successfully')).toBeInTheDocument();
    expect(api.called('clients.paymentMethods.create')[0]?.input).toEqual({
      id: 12,
      method: {
        type: 'checking',
        routingNumber: '021000021',
        accountNumber: '123456',
        bankName: 'JPMorgan Chase Bank',
      },
    });
  });

  it('checks the card number and shows the brand while typing', async () => {
    await openPaymentTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Payment Method' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByText('Credit Card'));
    await userEvent.type(within(dialog).getByLabelText('Card Number'), '5500000000000005');
    expect(within(dialog).getByTestId('card-brand')).toHaveTextContent('Mastercard');
    expect(within(dialog).getByText('Invalid card number')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Security Code')).toBeInTheDocument();
  });

  it('hides the security code input when the firm does not keep card security codes', async () => {
    await openPaymentTab({ 'securitySettings.cardPolicy': () => ({ keepCardSecurityCodes: false }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Payment Method' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByText('Credit Card'));
    await waitFor(() => expect(within(dialog).queryByLabelText('Security Code')).not.toBeInTheDocument());
  });

  it('reveals the sensitive values and makes a method primary', async () => {
    const api = await openPaymentTab({
      'clients.paymentMethods.reveal': () => ({
        ...checking,
        routingNumber: '121000248',
        accountNumber: '000123456789',
      }),
      'clients.paymentMethods.setPrimary': () => ({ ...checking, isPrimary: true }),
    });
    const cards = await screen.findAllByTestId('payment-method');
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Show' }));
    expect(await within(cards[1]!).findByText('121000248')).toBeInTheDocument();
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Make Primary' }));
    expect(await screen.findByText('Primary payment method updated')).toBeInTheDocument();
    expect(api.called('clients.paymentMethods.setPrimary')[0]?.input).toEqual({ id: 12, pmId: 5 });
  });
});
