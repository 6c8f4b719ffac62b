import { describe, expect, it } from 'vitest';
import { RELATIONSHIP_REQUIRED, RELATIONSHIP_TYPES, SPOUSE_REQUIRED, SpouseLinkCreate } from './spouses.schema';
import { messages, parsed } from './test-helpers';

describe('SpouseLinkCreate', () => {
  it('needs a client and one of the four relationship types', () => {
    expect(RELATIONSHIP_TYPES).toEqual(['Married', 'Widowed', 'Divorced', 'Separated']);
    expect(parsed(SpouseLinkCreate, { spouseId: '7', relationshipType: 'Married' })).toEqual({
      spouseId: 7,
      relationshipType: 'Married',
    });
    expect(messages(SpouseLinkCreate, {})).toEqual([SPOUSE_REQUIRED, RELATIONSHIP_REQUIRED]);
    expect(messages(SpouseLinkCreate, { spouseId: 7, relationshipType: 'married' })).toEqual([RELATIONSHIP_REQUIRED]);
  });
});
