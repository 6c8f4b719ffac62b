import { digitsOnly } from '@app/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';

export interface DigitsInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** Digits only; the formatted text is for display. */
  value: string;
  onChange: (digits: string) => void;
  maxDigits?: number;
  format?: (digits: string) => string;
  /** 'always' formats while typing; 'blur' shows bare digits while focused. */
  formatWhen?: 'always' | 'blur';
}

export function DigitsInput({
  value,
  onChange,
  maxDigits,
  format,
  formatWhen = 'always',
  onFocus,
  onBlur,
  ...rest
}: DigitsInputProps) {
  const [focused, setFocused] = useState(false);
  const digits = digitsOnly(value).slice(0, maxDigits);
  const display = format && (formatWhen === 'always' || !focused) ? format(digits) : digits;
  return (
    <TextInput
      {...rest}
      inputMode="numeric"
      autoComplete="off"
      value={display}
      onChange={(e) => onChange(digitsOnly(e.currentTarget.value).slice(0, maxDigits))}
      onFocus={(e) => {
        setFocused(true);
        onFocus?.(e);
      }}
      onBlur={(e) => {
        setFocused(false);
        onBlur?.(e);
      }}
    />
  );
}
