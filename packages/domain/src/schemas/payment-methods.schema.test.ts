import { describe, expect, it } from 'vitest';
import { ROUTING_CHECKSUM_SAVE_MESSAGE, ROUTING_LENGTH_SAVE_MESSAGE } from '../bank';
import {
  ACCOUNT_NUMBER_MESSAGE,
  CARD_CVV_MESSAGE,
  CARD_EXPIRY_MESSAGE,
  PAYMENT_TYPE_MESSAGE,
  PaymentMethodCreate,
  PaymentMethodUpdate,
  ReferralPaymentMethodCreate,
  ReferralPaymentMethodUpdate,
} from './payment-methods.schema';
import { messages, parsed } from './test-helpers';

describe('PaymentMethodCreate', () => {
  it('defaults a digital method to zelle', () => {
    expect(parsed(PaymentMethodCreate, { type: 'digital' })).toEqual({ type: 'digital', digitalType: 'zelle' });
    expect(
      parsed(PaymentMethodCreate, { type: 'digital', digitalType: 'venmo', digitalEmail: ' a@b.co ', isPrimary: true }),
    ).toEqual({
      type: 'digital',
      digitalType: 'venmo',
      digitalEmail: 'a@b.co',
      isPrimary: true,
    });
    expect(messages(PaymentMethodCreate, { type: 'digital', digitalType: 'cash' })).toEqual([
      'Please choose a digital payment service',
    ]);
  });

  it('checks a card with the checksum, MM/YY expiry and 3-4 digit code', () => {
    const card = { type: 'credit', cardNumber: '4111 1111 1111 1111', cardExpiry: '12/27', cardCvv: '123' };
    expect(parsed(PaymentMethodCreate, card)).toMatchObject({
      cardNumber: '4111111111111111',
      cardExpiry: '12/27',
      cardCvv: '123',
    });
    expect(messages(PaymentMethodCreate, { ...card, cardNumber: '4111111111111112' })).toEqual(['Invalid card number']);
    expect(messages(PaymentMethodCreate, { ...card, cardNumber: undefined })).toEqual(['Invalid card number']);
    expect(messages(PaymentMethodCreate, { ...card, cardExpiry: '13/27' })).toEqual([CARD_EXPIRY_MESSAGE]);
    expect(messages(PaymentMethodCreate, { ...card, cardExpiry: '1227' })).toEqual([CARD_EXPIRY_MESSAGE]);
    expect(messages(PaymentMethodCreate, { ...card, cardCvv: '12' })).toEqual([CARD_CVV_MESSAGE]);
    expect(parsed(PaymentMethodCreate, { ...card, cardExpiry: '', cardCvv: '' })).toMatchObject({
      cardExpiry: null,
      cardCvv: null,
    });
  });

  it('checks a checking account with the save-time routing messages', () => {
    const checking = { type: 'checking', routingNumber: '021000021', accountNumber: '000123456789', bankName: 'Chase' };
    expect(parsed(PaymentMethodCreate, checking)).toMatchObject({
      routingNumber: '021000021',
      accountNumber: '000123456789',
    });
    expect(messages(PaymentMethodCreate, { ...checking, routingNumber: '02100002' })).toEqual([
      ROUTING_LENGTH_SAVE_MESSAGE,
    ]);
    expect(messages(PaymentMethodCreate, { ...checking, routingNumber: undefined })).toEqual([
      ROUTING_LENGTH_SAVE_MESSAGE,
    ]);
    expect(messages(PaymentMethodCreate, { ...checking, routingNumber: '021000022' })).toEqual([
      ROUTING_CHECKSUM_SAVE_MESSAGE,
    ]);
    expect(messages(PaymentMethodCreate, { ...checking, accountNumber: '123456789012345678' })).toEqual([
      ACCOUNT_NUMBER_MESSAGE,
    ]);
  });

  it('needs a known type', () => {
    expect(messages(PaymentMethodCreate, { type: 'cash' })).toEqual([PAYMENT_TYPE_MESSAGE]);
    expect(messages(PaymentMethodCreate, {})).toEqual([PAYMENT_TYPE_MESSAGE]);
  });
});

describe('PaymentMethodUpdate', () => {
  it('keeps masked or missing sensitive fields', () => {
    expect(
      parsed(PaymentMethodUpdate, { type: 'credit', cardNumber: '****1111', cardExpiry: '**/**', cardCvv: '***' }),
    ).toEqual({
      type: 'credit',
      cardNumber: '****1111',
      cardExpiry: '**/**',
      cardCvv: '***',
    });
    expect(parsed(PaymentMethodUpdate, { type: 'checking', bankName: 'Chase', routingNumber: '****0021' })).toEqual({
      type: 'checking',
      bankName: 'Chase',
      routingNumber: '****0021',
    });
    expect(parsed(PaymentMethodUpdate, { type: 'checking', accountNumber: '****6789' })).toEqual({
      type: 'checking',
      accountNumber: '****6789',
    });
  });

  it('still validates new values', () => {
    expect(messages(PaymentMethodUpdate, { type: 'credit', cardNumber: '1234' })).toEqual(['Invalid card number']);
    expect(messages(PaymentMethodUpdate, { type: 'checking', routingNumber: '123456789' })).toEqual([
      ROUTING_CHECKSUM_SAVE_MESSAGE,
    ]);
  });
});

describe('referral partner payment methods', () => {
  it('are primary by default and name the card type credit_card', () => {
    expect(parsed(ReferralPaymentMethodCreate, { type: 'digital', digitalType: 'applepay' })).toEqual({
      type: 'digital',
      digitalType: 'applepay',
      isPrimary: true,
    });
    expect(
      parsed(ReferralPaymentMethodCreate, {
        type: 'credit_card',
        cardNumber: '5555555555554444',
        expirationDate: '01/30',
        securityCode: '1234',
        cardholderName: 'A B',
      }),
    ).toEqual({
      type: 'credit_card',
      cardNumber: '5555555555554444',
      expirationDate: '01/30',
      securityCode: '1234',
      cardholderName: 'A B',
      isPrimary: true,
    });
    expect(messages(ReferralPaymentMethodCreate, { type: 'credit', cardNumber: '5555555555554444' })).toEqual([
      PAYMENT_TYPE_MESSAGE,
    ]);
  });

  it('validates checking accounts and keeps masked values on update', () => {
    expect(
      messages(ReferralPaymentMethodCreate, { type: 'checking', routingNumber: '12', accountHolderName: 'A' }),
    ).toEqual([ROUTING_LENGTH_SAVE_MESSAGE]);
    expect(
      parsed(ReferralPaymentMethodUpdate, {
        type: 'checking',
        routingNumber: '****0021',
        accountNumber: '****1234',
        isPrimary: false,
      }),
    ).toEqual({
      type: 'checking',
      routingNumber: '****0021',
      accountNumber: '****1234',
      isPrimary: false,
    });
    expect(parsed(ReferralPaymentMethodUpdate, { type: 'credit_card', securityCode: '***' })).toMatchObject({
      securityCode: '***',
    });
    expect(messages(ReferralPaymentMethodUpdate, { type: 'credit_card', cardNumber: '4111111111111112' })).toEqual([
      'Invalid card number',
    ]);
  });
});
