import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { EinInput } from './index';

function Harness() {
  const [value, setValue] = useState('');
  return <EinInput label="EIN" value={value} onChange={setValue} />;
}

describe('EinInput', () => {
  it('formats 12-3456789 after blur', async () => {
    renderWithMantine(<Harness />);
    const input = screen.getByLabelText('EIN');
    await userEvent.type(input, '12-345-6789');
    expect(input).toHaveValue('123456789');
    await userEvent.tab();
    expect(input).toHaveValue('12-3456789');
  });
});
