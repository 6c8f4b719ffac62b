import { RoutingNumberInput, PhoneInput, DigitsInput } from '@app/ui';
import { NumberInput, Select, TextInput } from '@mantine/core';
import { STATE_OPTIONS, type PublicField } from './public-form-fields';

interface FieldProps {
  field: PublicField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** One input of a public form, with the kind of control its value needs. */
export function PublicFormField({ field, value, error, onChange }: FieldProps) {
  const common = { label: field.label, required: field.required, error, name: field.name };
  switch (field.kind) {
    case 'accountType':
      return (
        <Select
          {...common}
          placeholder="Choose checking or savings"
          data={[
            { value: 'checking', label: 'Checking' },
            { value: 'savings', label: 'Savings' },
          ]}
          value={value || null}
          onChange={(v) => onChange(v ?? '')}
          allowDeselect={false}
        />
      );
    case 'state':
      return (
        <Select
          {...common}
          placeholder="Choose a state"
          searchable
          data={STATE_OPTIONS}
          value={value || null}
          onChange={(v) => onChange(v ?? '')}
          autoComplete={field.autoComplete}
        />
      );
    case 'percent':
      return (
        <NumberInput
          {...common}
          min={1}
          max={100}
          suffix="%"
          allowDecimal={false}
          value={value}
          onChange={(v) => onChange(String(v))}
        />
      );
    case 'routing':
      return <RoutingNumberInput {...common} value={value} onChange={onChange} />;
    case 'account':
      return <DigitsInput {...common} maxDigits={17} value={value} onChange={onChange} />;
    case 'phone':
      return <PhoneInput {...common} value={value} onChange={onChange} />;
    case 'zip':
      return (
        <TextInput
          {...common}
          inputMode="numeric"
          maxLength={10}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          autoComplete={field.autoComplete}
        />
      );
    case 'date':
      return <TextInput {...common} type="date" value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'email':
      return (
        <TextInput
          {...common}
          type="email"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          autoComplete={field.autoComplete}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          autoComplete={field.autoComplete}
        />
      );
  }
}
