import type { Database } from '@app/db';
import type { Selectable } from 'kysely';
import { coverageSectionsRepo } from '../../sections/coverage-sections.repo';

export type PcSectionRow = Selectable<Database['pcSections']>;

export const { listSections, findSection, typeTaken, insertSection, updateSection, deleteSection, listAllSections } =
  coverageSectionsRepo('pcSections');
