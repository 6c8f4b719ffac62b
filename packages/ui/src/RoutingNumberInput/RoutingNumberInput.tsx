import { BANK_NOT_FOUND_MESSAGE, bankNameForRouting, ROUTING_NUMBER_DIGITS, routingNumberError } from '@app/domain';
import { Text } from '@mantine/core';
import { DigitsInput, type DigitsInputProps } from '../DigitsInput';

export type RoutingNumberInputProps = Omit<
  DigitsInputProps,
  'maxDigits' | 'format' | 'formatWhen' | 'error' | 'description'
>;

/**
 * Nine digits with the weighted checksum; while typing it shows "{n} digits remaining" or
 * "Invalid routing number", and once complete the bank from the built-in list or
 * "Bank not found in database".
 */
export function RoutingNumberInput({ value, ...rest }: RoutingNumberInputProps) {
  const message = routingNumberError(value);
  const complete = value.length === ROUTING_NUMBER_DIGITS && !message;
  const bank = complete ? bankNameForRouting(value) : null;
  const remaining = message?.endsWith('digits remaining');
  return (
    <DigitsInput
      label="Routing Number"
      {...rest}
      value={value}
      maxDigits={ROUTING_NUMBER_DIGITS}
      error={message && !remaining ? message : undefined}
      description={
        remaining ? (
          <Text span size="xs" c="dimmed" data-testid="routing-hint">
            {message}
          </Text>
        ) : complete ? (
          <Text span size="xs" c={bank ? 'teal' : 'orange'} data-testid="routing-bank">
            {bank ?? BANK_NOT_FOUND_MESSAGE}
          </Text>
        ) : undefined
      }
    />
  );
}
