import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableText } from './BreakableText';

describe('BreakableText', () => {
  it('keeps the text and offers a break after "@" and before each dot', () => {
    const { container } = render(<BreakableText text="office@bayview.example.com" />);
    expect(container.textContent).toBe('office@bayview.example.com');
    expect(container.innerHTML).toBe('office@<wbr>bayview<wbr>.example<wbr>.com');
  });

  it('leaves text without "@" or dots whole', () => {
    const { container } = render(<BreakableText text="Summit Market" />);
    expect(container.innerHTML).toBe('Summit Market');
  });
});
