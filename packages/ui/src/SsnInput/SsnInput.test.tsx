import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { SsnInput } from './index';

function Harness() {
  const [value, setValue] = useState('');
  return <SsnInput label="SSN" value={value} onChange={setValue} />;
}

describe('SsnInput', () => {
  it('shows bare digits while focused and 3-2-4 after blur', async () => {
    renderWithMantine(<Harness />);
    const input = screen.getByLabelText('SSN');
    await userEvent.type(input, '1234567890');
    expect(input).toHaveValue('123456789');
    await userEvent.tab();
    expect(input).toHaveValue('123-45-6789');
  });
});
