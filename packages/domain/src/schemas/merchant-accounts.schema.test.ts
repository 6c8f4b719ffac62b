import { describe, expect, it } from 'vitest';
import { ROUTING_CHECKSUM_SAVE_MESSAGE } from '../bank';
import {
  CUSTOM_EQUIPMENT_REQUIRED,
  CUSTOM_GATEWAY_REQUIRED,
  CUSTOM_PROCESSOR_REQUIRED,
  DISABLE_REASON_REQUIRED,
  MerchantAccountCreate,
  MerchantAccountStatusChange,
  MerchantAccountUpdate,
} from './merchant-accounts.schema';
import { REQUIRED_FIELDS_MESSAGE } from './payrolls.schema';
import { messages, parsed } from './test-helpers';

const base = { mid: 'M-1', processor: 'Fiserv' };

describe('MerchantAccountCreate', () => {
  it('needs mid and processor', () => {
    expect(messages(MerchantAccountCreate, {})).toEqual([REQUIRED_FIELDS_MESSAGE, REQUIRED_FIELDS_MESSAGE]);
    expect(messages(MerchantAccountCreate, { mid: ' ', processor: 'Fiserv' })).toEqual([
      'Please fill in all required fields',
    ]);
    expect(parsed(MerchantAccountCreate, base)).toEqual(base);
  });

  it('resolves Other into the custom text and requires it', () => {
    expect(
      parsed(MerchantAccountCreate, {
        ...base,
        equipment: 'Other',
        equipmentOther: 'Clover Flex',
        gateway: 'Other',
        gatewayOther: 'Stripe',
      }),
    ).toEqual({
      ...base,
      equipment: 'Clover Flex',
      gateway: 'Stripe',
    });
    expect(messages(MerchantAccountCreate, { ...base, equipment: 'Other' })).toEqual([CUSTOM_EQUIPMENT_REQUIRED]);
    expect(messages(MerchantAccountCreate, { ...base, gateway: 'Other', gatewayOther: ' ' })).toEqual([
      CUSTOM_GATEWAY_REQUIRED,
    ]);
    expect(messages(MerchantAccountCreate, { ...base, processor: 'Other' })).toEqual([CUSTOM_PROCESSOR_REQUIRED]);
    expect(parsed(MerchantAccountCreate, { ...base, processor: 'Other', processorName: 'Square' }).processorName).toBe(
      'Square',
    );
    expect(parsed(MerchantAccountCreate, { ...base, equipment: 'PAX A920' }).equipment).toBe('PAX A920');
  });

  it('clears the FSN without EBT and rounds amounts to cents', () => {
    expect(parsed(MerchantAccountCreate, { ...base, hasEbt: false, fsnNumber: '123' }).fsnNumber).toBeNull();
    expect(parsed(MerchantAccountCreate, { ...base, hasEbt: true, fsnNumber: '123' }).fsnNumber).toBe('123');
    expect(
      parsed(MerchantAccountCreate, { ...base, averageTicketAmount: '25.555', monthlyVolume: 10000, highTicket: '' }),
    ).toMatchObject({
      averageTicketAmount: 25.56,
      monthlyVolume: 10000,
      highTicket: null,
    });
    expect(messages(MerchantAccountCreate, { ...base, monthlyVolume: 'lots' })).toEqual([
      'Please enter a valid amount',
    ]);
  });

  it('checks the bank routing number and the disable reason', () => {
    expect(messages(MerchantAccountCreate, { ...base, routingNumber: '021000022' })).toEqual([
      ROUTING_CHECKSUM_SAVE_MESSAGE,
    ]);
    expect(messages(MerchantAccountCreate, { ...base, status: 'disabled' })).toEqual([DISABLE_REASON_REQUIRED]);
    expect(
      parsed(MerchantAccountCreate, { ...base, status: 'active', disableReason: 'Client Cancellation' }).disableReason,
    ).toBeNull();
  });
});

describe('MerchantAccountUpdate / MerchantAccountStatusChange', () => {
  it('patches partially, keeping masked bank numbers', () => {
    expect(parsed(MerchantAccountUpdate, { routingNumber: '****0021', accountNumber: '****1234' })).toEqual({
      routingNumber: '****0021',
      accountNumber: '****1234',
    });
    expect(messages(MerchantAccountUpdate, { mid: '' })).toEqual([REQUIRED_FIELDS_MESSAGE]);
  });

  it('disables with one of the four reasons and reactivates clearing it', () => {
    expect(parsed(MerchantAccountStatusChange, { status: 'disabled', disableReason: 'Terminated - Fraud' })).toEqual({
      status: 'disabled',
      disableReason: 'Terminated - Fraud',
    });
    expect(messages(MerchantAccountStatusChange, { status: 'disabled' })).toEqual([DISABLE_REASON_REQUIRED]);
    expect(messages(MerchantAccountStatusChange, { status: 'disabled', disableReason: 'Bored' })).toEqual([
      DISABLE_REASON_REQUIRED,
    ]);
    expect(parsed(MerchantAccountStatusChange, { status: 'active', disableReason: 'Terminated - Risk' })).toEqual({
      status: 'active',
      disableReason: null,
    });
    expect(messages(MerchantAccountStatusChange, { status: 'paused' })).toEqual(['Status must be active or disabled']);
  });
});
