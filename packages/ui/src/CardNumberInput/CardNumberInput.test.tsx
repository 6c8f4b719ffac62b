import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { CardNumberInput } from './index';

function Harness() {
  const [value, setValue] = useState('');
  return <CardNumberInput value={value} onChange={setValue} />;
}

describe('CardNumberInput', () => {
  it('groups digits, shows the brand and flags a failed checksum', async () => {
    renderWithMantine(<Harness />);
    const input = screen.getByLabelText('Card Number');
    await userEvent.type(input, '4111111111111111');
    expect(input).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByTestId('card-brand')).toHaveTextContent('Visa');
    expect(screen.queryByText('Invalid card number')).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '4111111111111112');
    expect(screen.getByText('Invalid card number')).toBeInTheDocument();
  });
});
