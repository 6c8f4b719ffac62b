import { EIN_DIGITS, formatEin } from '@app/domain';
import { DigitsInput, type DigitsInputProps } from '../DigitsInput';

export type EinInputProps = Omit<DigitsInputProps, 'maxDigits' | 'format' | 'formatWhen'>;

/** Digits only, up to 9, shown as 12-3456789 when not focused. */
export function EinInput(props: EinInputProps) {
  return (
    <DigitsInput placeholder="12-3456789" {...props} maxDigits={EIN_DIGITS} format={formatEin} formatWhen="blur" />
  );
}
