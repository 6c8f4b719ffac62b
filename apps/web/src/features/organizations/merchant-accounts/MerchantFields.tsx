import { MERCHANT_EQUIPMENT, MERCHANT_GATEWAYS, MERCHANT_PROCESSORS } from '@app/domain';
import { DigitsInput } from '@app/ui';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { options } from '../helpers';
import type { MerchantForm } from './merchant-form';

export function MerchantFields({
  form,
  onChange,
  existing,
}: {
  form: MerchantForm;
  onChange: (f: MerchantForm) => void;
  existing: boolean;
}) {
  const set = <K extends keyof MerchantForm>(key: K, value: MerchantForm[K]) => onChange({ ...form, [key]: value });
  const money = (key: 'averageTicketAmount' | 'monthlyVolume' | 'highTicket', label: string) => (
    <NumberInput
      label={label}
      prefix="$"
      min={0}
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator=","
      value={form[key]}
      onChange={(v) => set(key, v)}
    />
  );
  /** A choice from the list; "Other" asks for its own name beside it. */
  const withOther = (
    key: 'processor' | 'equipment' | 'gateway',
    otherKey: 'processorName' | 'equipmentOther' | 'gatewayOther',
    label: string,
    otherLabel: string,
    choices: readonly string[],
    required = false,
  ) => (
    <>
      <Select
        label={label}
        required={required}
        data={options(choices)}
        value={form[key]}
        onChange={(v) => set(key, v)}
        clearable={!required}
      />
      {form[key] === 'Other' && (
        <TextInput
          label={otherLabel}
          required
          value={form[otherKey]}
          onChange={(e) => set(otherKey, e.currentTarget.value)}
        />
      )}
    </>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label="Business DBA"
        value={form.businessDba}
        onChange={(e) => set('businessDba', e.currentTarget.value)}
      />
      <TextInput label="Legal Name" value={form.legalName} onChange={(e) => set('legalName', e.currentTarget.value)} />
      <TextInput label="MID" required value={form.mid} onChange={(e) => set('mid', e.currentTarget.value)} />
      {withOther('processor', 'processorName', 'Processor', 'Processor Name', MERCHANT_PROCESSORS, true)}
      {withOther('equipment', 'equipmentOther', 'Equipment', 'Custom Equipment', MERCHANT_EQUIPMENT)}
      {withOther('gateway', 'gatewayOther', 'Gateway', 'Custom Gateway', MERCHANT_GATEWAYS)}
      {money('averageTicketAmount', 'Average Ticket')}
      {money('monthlyVolume', 'Monthly Volume')}
      {money('highTicket', 'High Ticket')}
      <Select
        label="EBT"
        data={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        value={form.hasEbt}
        allowDeselect={false}
        onChange={(v) =>
          onChange({ ...form, hasEbt: v === 'yes' ? 'yes' : 'no', fsnNumber: v === 'yes' ? form.fsnNumber : '' })
        }
      />
      {form.hasEbt === 'yes' && (
        <TextInput
          label="FSN Number"
          value={form.fsnNumber}
          onChange={(e) => set('fsnNumber', e.currentTarget.value)}
        />
      )}
      <TextInput label="Bank Name" value={form.bankName} onChange={(e) => set('bankName', e.currentTarget.value)} />
      <DigitsInput
        label="Routing Number"
        maxDigits={9}
        value={form.routingNumber}
        onChange={(v) => set('routingNumber', v)}
        placeholder={existing ? 'Leave blank to keep' : undefined}
      />
      <DigitsInput
        label="Account Number"
        maxDigits={17}
        value={form.accountNumber}
        onChange={(v) => set('accountNumber', v)}
        placeholder={existing ? 'Leave blank to keep' : undefined}
      />
    </SimpleGrid>
  );
}
