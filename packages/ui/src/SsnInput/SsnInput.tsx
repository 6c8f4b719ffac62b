import { formatSsn, SSN_DIGITS } from '@app/domain';
import { DigitsInput, type DigitsInputProps } from '../DigitsInput';

export type SsnInputProps = Omit<DigitsInputProps, 'maxDigits' | 'format' | 'formatWhen'>;

/** Digits only, up to 9, shown as 3-2-4 with dashes when not focused. */
export function SsnInput(props: SsnInputProps) {
  return (
    <DigitsInput placeholder="123-45-6789" {...props} maxDigits={SSN_DIGITS} format={formatSsn} formatWhen="blur" />
  );
}
