import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import { DigitsInput } from './index';

function Harness({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DigitsInput
      label="Account"
      value={value}
      maxDigits={6}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('DigitsInput', () => {
  it('keeps digits only, up to the maximum', async () => {
    const onValue = vi.fn();
    renderWithMantine(<Harness onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Account'), '12a-34 5678');
    expect(screen.getByLabelText('Account')).toHaveValue('123456');
    expect(onValue).toHaveBeenLastCalledWith('123456');
  });
});
