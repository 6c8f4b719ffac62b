import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleMerchantAccount, type MerchantAccountRuleFields } from './merchant-account';
import { CUSTOM_PROCESSOR_REQUIRED, DISABLE_REASON_REQUIRED } from './schemas/merchant-accounts.schema';
import { REQUIRED_FIELDS_MESSAGE } from './schemas/payrolls.schema';

const account = (over: Partial<MerchantAccountRuleFields> = {}): MerchantAccountRuleFields => ({
  mid: '123456',
  processor: 'Fiserv',
  processorName: null,
  hasEbt: false,
  fsnNumber: null,
  status: 'active',
  disableReason: null,
  ...over,
});

describe('settleMerchantAccount', () => {
  it('accepts a complete active account and clears nothing', () => {
    expect(settleMerchantAccount(account())).toEqual({ ok: true, clear: {} });
  });

  it('requires the mid, then the processor', () => {
    expect(settleMerchantAccount(account({ mid: '', processor: null }))).toEqual({
      ok: false,
      field: 'mid',
      message: REQUIRED_FIELDS_MESSAGE,
    });
    expect(settleMerchantAccount(account({ processor: '' }))).toEqual({
      ok: false,
      field: 'processor',
      message: REQUIRED_FIELDS_MESSAGE,
    });
  });

  it("requires Other's processor name and clears a name left from Other", () => {
    expect(settleMerchantAccount(account({ processor: 'Other' }))).toEqual({
      ok: false,
      field: 'processorName',
      message: CUSTOM_PROCESSOR_REQUIRED,
    });
    expect(settleMerchantAccount(account({ processor: 'Other', processorName: 'Local Bank' }))).toEqual({
      ok: true,
      clear: {},
    });
    expect(settleMerchantAccount(account({ processorName: 'Local Bank' }))).toEqual({
      ok: true,
      clear: { processorName: null },
    });
  });

  it('keeps the FSN only with EBT', () => {
    expect(settleMerchantAccount(account({ fsnNumber: '99' }))).toEqual({ ok: true, clear: { fsnNumber: null } });
    expect(settleMerchantAccount(account({ hasEbt: true, fsnNumber: '99' }))).toEqual({ ok: true, clear: {} });
  });

  it('needs a reason exactly when disabled', () => {
    expect(settleMerchantAccount(account({ status: 'disabled' }))).toEqual({
      ok: false,
      field: 'disableReason',
      message: DISABLE_REASON_REQUIRED,
    });
    expect(settleMerchantAccount(account({ status: 'disabled', disableReason: 'Client Cancellation' }))).toEqual({
      ok: true,
      clear: {},
    });
    expect(settleMerchantAccount(account({ disableReason: 'Client Cancellation' }))).toEqual({
      ok: true,
      clear: { disableReason: null },
    });
  });

  it('a settled account, with its clears applied, settles again with nothing left to clear', () => {
    const text = fc.option(fc.constantFrom('', 'x', 'Local Bank'), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          mid: text,
          processor: fc.option(fc.constantFrom('Fiserv', 'Other', ''), { nil: null }),
          processorName: text,
          hasEbt: fc.boolean(),
          fsnNumber: text,
          status: fc.constantFrom('active' as const, 'disabled' as const),
          disableReason: text,
        }),
        (a) => {
          const first = settleMerchantAccount(a);
          if (!first.ok) return;
          expect(settleMerchantAccount({ ...a, ...first.clear })).toEqual({ ok: true, clear: {} });
        },
      ),
    );
  });
});
