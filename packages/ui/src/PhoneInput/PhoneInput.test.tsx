import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { PhoneInput } from './index';

function Harness() {
  const [value, setValue] = useState('');
  return <PhoneInput label="Phone" value={value} onChange={setValue} />;
}

describe('PhoneInput', () => {
  it('formats as (555) 123-4567 and stops at 10 digits', async () => {
    renderWithMantine(<Harness />);
    await userEvent.type(screen.getByLabelText('Phone'), '555123456789');
    expect(screen.getByLabelText('Phone')).toHaveValue('(555) 123-4567');
  });
});
