import { cardBrand, CARD_TYPED_DIGITS, formatCardNumber, INVALID_CARD_MESSAGE, isValidCardNumber } from '@app/domain';
import { Badge } from '@mantine/core';
import { DigitsInput, type DigitsInputProps } from '../DigitsInput';

export type CardNumberInputProps = Omit<
  DigitsInputProps,
  'maxDigits' | 'format' | 'formatWhen' | 'error' | 'rightSection'
>;

/** Up to 16 digits in groups of 4; the brand shows while typing, "Invalid card number" once 13+ digits fail the checksum. */
export function CardNumberInput({ value, ...rest }: CardNumberInputProps) {
  const brand = value ? cardBrand(value) : null;
  const invalid = value.length >= 13 && !isValidCardNumber(value);
  return (
    <DigitsInput
      label="Card Number"
      placeholder="1234 5678 9012 3456"
      {...rest}
      value={value}
      maxDigits={CARD_TYPED_DIGITS}
      format={formatCardNumber}
      error={invalid ? INVALID_CARD_MESSAGE : undefined}
      rightSectionWidth={brand ? 130 : undefined}
      rightSection={
        brand ? (
          <Badge variant="light" size="sm" data-testid="card-brand">
            {brand}
          </Badge>
        ) : undefined
      }
    />
  );
}
