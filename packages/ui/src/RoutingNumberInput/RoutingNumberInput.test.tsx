import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { RoutingNumberInput } from './index';

function Harness() {
  const [value, setValue] = useState('');
  return <RoutingNumberInput value={value} onChange={setValue} />;
}

describe('RoutingNumberInput', () => {
  it('counts the digits left, flags a bad checksum and names the bank', async () => {
    renderWithMantine(<Harness />);
    const input = screen.getByLabelText('Routing Number');
    await userEvent.type(input, '0110');
    expect(screen.getByText('5 digits remaining')).toBeInTheDocument();
    await userEvent.type(input, '00015');
    expect(screen.getByText('Bank not found in database')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '123456789');
    expect(screen.getByText('Invalid routing number')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '021000021');
    expect(screen.getByTestId('routing-bank')).toHaveTextContent(/chase/i);
  });
});
