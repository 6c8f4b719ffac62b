import { describe, expect, it } from 'vitest';
import { form1099Dates, form1099Status } from './form-1099';

describe('form1099Dates', () => {
  it('is due January 31 of the next year with a January 1 reminder', () => {
    expect(form1099Dates(2024)).toEqual({ dueDate: '2025-01-31', reminderDate: '2025-01-01' });
    expect(form1099Dates(1999)).toEqual({ dueDate: '2000-01-31', reminderDate: '2000-01-01' });
  });
});

describe('form1099Status', () => {
  it.each([
    [false, '2024-06-01', 'pending'],
    [false, '2025-01-01', 'pending'],
    [false, '2025-01-31', 'pending'],
    [false, '2025-02-01', 'overdue'],
    [false, '2026-01-01', 'overdue'],
    [true, '2025-02-01', 'completed'],
    [true, '2024-06-01', 'completed'],
  ] as const)('tax year 2024, completed %s, today %s -> %s', (completed, today, status) =>
    expect(form1099Status(2024, completed, today)).toBe(status),
  );
});
