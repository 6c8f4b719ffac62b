import { columnsOf, type ColumnLists } from './columns';

/**
 * The words of a client's full name (lowercased, split on spaces and punctuation), one row each,
 * kept by a trigger on clients (migration 2026-11-24T1500-search-words): the type-ahead search's
 * prefix index. `nameKey` is the lowercased full name, the order within a word.
 */
export interface ClientNameWordsTable {
  word: string;
  nameKey: string;
  clientId: number;
}

/** The words of an organization's DBA and legal name, as ClientNameWordsTable; `nameKey` is the lowercased DBA. */
export interface OrganizationNameWordsTable {
  word: string;
  nameKey: string;
  organizationId: number;
}

export interface SearchTables {
  clientNameWords: ClientNameWordsTable;
  organizationNameWords: OrganizationNameWordsTable;
}

export const searchColumns = {
  clientNameWords: columnsOf<ClientNameWordsTable>()(['word', 'nameKey', 'clientId']),
  organizationNameWords: columnsOf<OrganizationNameWordsTable>()(['word', 'nameKey', 'organizationId']),
} satisfies ColumnLists<SearchTables>;
