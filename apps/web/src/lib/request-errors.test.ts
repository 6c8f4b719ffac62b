import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { connectionMessage, errorMessage, fieldLabel, readableMessage } from './request-errors';

const trpcError = (message: string, httpStatus?: number) =>
  TRPCClientError.from({
    error: { message, code: -32600, data: httpStatus ? { httpStatus, code: 'BAD_REQUEST' } : {} },
  } as never);

describe('error messages a user reads', () => {
  it('names fields as a user reads them, never an internal input path', () => {
    expect(fieldLabel('patch.platform')).toBe('Platform');
    expect(fieldLabel('data.ownershipPercentage')).toBe('Ownership percentage');
    expect(fieldLabel('data.positions.0')).toBe('Positions');
    expect(fieldLabel('card_number')).toBe('Card number');
    expect(readableMessage('patch.platform: Platform is required; data.pin: Too long')).toBe(
      'Platform: Platform is required; Pin: Too long',
    );
    expect(readableMessage('Invalid username or password')).toBe('Invalid username or password');
  });

  it('gives the status, a colon and the message', () => {
    expect(errorMessage(trpcError('patch.platform: Platform is required', 400))).toBe(
      '400: Platform: Platform is required',
    );
    expect(errorMessage(trpcError('Organization not found', 404))).toBe('404: Organization not found');
  });

  it('names the server when it cannot be reached', () => {
    const down = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(errorMessage(down)).toBe(connectionMessage());
    expect(connectionMessage('desk.example.com')).toBe(
      'Cannot connect to the server at desk.example.com. Check your connection and try again.',
    );
  });

  it('falls back when there is nothing to say', () => {
    expect(errorMessage(null)).toBe('An error occurred');
    expect(errorMessage(new Error(''), 'Unknown error occurred')).toBe('Unknown error occurred');
  });
});
