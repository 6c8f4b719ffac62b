import { formatPhone, PHONE_DIGITS } from '@app/domain';
import { DigitsInput, type DigitsInputProps } from '../DigitsInput';

export type PhoneInputProps = Omit<DigitsInputProps, 'maxDigits' | 'format' | 'formatWhen'>;

/** Digits only, up to 10, shown as (555) 123-4567. */
export function PhoneInput(props: PhoneInputProps) {
  return (
    <DigitsInput placeholder="(555) 123-4567" {...props} type="tel" maxDigits={PHONE_DIGITS} format={formatPhone} />
  );
}
