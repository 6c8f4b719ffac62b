import { describe, expect, it } from 'vitest';
import {
  EDIT_LINK_POSITIONS,
  EDIT_LINK_REQUIRED,
  LINK_POSITIONS,
  LINK_REQUIRED,
  OrganizationClientLink,
  OrganizationClientUpdate,
  OWNERSHIP_MESSAGE,
  OWNERSHIP_OVER_MESSAGE,
} from './organization-clients.schema';
import { messages, parsed } from './test-helpers';

describe('OrganizationClientLink', () => {
  it('needs a client and at least one position', () => {
    expect(messages(OrganizationClientLink, {})).toEqual([LINK_REQUIRED, LINK_REQUIRED]);
    expect(messages(OrganizationClientLink, { clientId: 3, positions: [] })).toEqual([
      'Please select a client and at least one position',
    ]);
    expect(
      parsed(OrganizationClientLink, {
        clientId: '3',
        positions: ['CEO'],
        ownershipPercentage: '50.5',
        isMainContact: true,
      }),
    ).toEqual({
      clientId: 3,
      positions: ['CEO'],
      ownershipPercentage: 50.5,
      isMainContact: true,
    });
  });

  it.each([
    [0, true],
    [100, true],
    [33.3, true],
    [0.1, true],
    ['', true],
    [null, true],
    [-0.1, false],
    [33.33, false],
    ['abc', false],
  ])('ownership %j valid: %s', (value, ok) => {
    const result = messages(OrganizationClientLink, { clientId: 1, positions: ['Member'], ownershipPercentage: value });
    expect(result).toEqual(ok ? [] : [OWNERSHIP_MESSAGE]);
  });

  it.each([100.1, 150, '150', 1e29])('ownership %j says it cannot exceed 100%%', (value) => {
    expect(messages(OrganizationClientUpdate, { positions: ['Owner'], ownershipPercentage: value })).toEqual([
      OWNERSHIP_OVER_MESSAGE,
    ]);
  });

  it('knows both position lists', () => {
    expect(LINK_POSITIONS).toContain('Managing Member');
    expect(EDIT_LINK_POSITIONS).toContain('Bookkeeper');
    expect(messages(OrganizationClientLink, { clientId: 1, positions: ['Janitor'] })).toEqual(['Unknown position']);
  });
});

describe('OrganizationClientUpdate', () => {
  it('needs at least one position', () => {
    expect(messages(OrganizationClientUpdate, { positions: [] })).toEqual([EDIT_LINK_REQUIRED]);
    expect(messages(OrganizationClientUpdate, {})).toEqual([EDIT_LINK_REQUIRED]);
    expect(parsed(OrganizationClientUpdate, { positions: ['Owner', 'CEO'], doNotContact: true })).toEqual({
      positions: ['Owner', 'CEO'],
      doNotContact: true,
    });
  });
});
