import type { Generated } from 'kysely';
import { columnsOf, type ColumnLists } from './columns';
import type { DateString, GeneratedTimestamp } from './platform';

export type GroupHealthType = 'medical' | 'dental' | 'vision' | 'life' | 'disability';
export type GroupHealthCarrier =
  | 'Kaiser Permanente'
  | 'Anthem Blue Cross'
  | 'Anthem Blue Shield'
  | 'Aetna'
  | 'Cigna'
  | 'Healthnet'
  | 'MetLife'
  | 'United Healthcare'
  | 'United Concordia';
export type GroupHealthAgency = 'Warner Pacific' | 'Word & Brown';
export type PcSectionType =
  'bop' | 'workers_comp' | 'epli' | 'professional_liability' | 'auto' | 'umbrella' | 'commercial_property' | 'cyber';
export type PcCarrier =
  | 'The Hartford'
  | 'Travelers'
  | 'Liberty Mutual'
  | 'Zurich'
  | 'Chubb'
  | 'AIG'
  | 'CNA'
  | 'Nationwide'
  | 'Progressive Commercial'
  | 'Other';
export type PcNetwork = 'First Connect' | 'Smart Choice' | 'Dave' | 'Amwins' | 'AON';

/** A coverage section; one of each section type per organization. */
interface CoverageSection<Type, Carrier, Agency> {
  id: Generated<number>;
  organizationId: number;
  /** Reports call it coverageType (group health) or policyType (P&C). */
  sectionType: Type;
  carrier: Carrier | null;
  /** Group health: the general agency; P&C: the network. */
  generalAgency: Agency | null;
  /** Group health labels it Group ID. */
  policyNumber: string | null;
  effectiveDate: DateString | null;
  renewalDate: DateString | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export type GroupHealthSectionsTable = CoverageSection<GroupHealthType, GroupHealthCarrier, GroupHealthAgency>;
export type PcSectionsTable = CoverageSection<PcSectionType, PcCarrier, PcNetwork>;

export interface GroupHealthPlansTable {
  id: Generated<number>;
  /** The group health section the plan belongs to. */
  sectionId: number;
  planName: string;
  description: string | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface CoverageTables {
  groupHealthSections: GroupHealthSectionsTable;
  groupHealthPlans: GroupHealthPlansTable;
  pcSections: PcSectionsTable;
}

const sectionColumns = columnsOf<GroupHealthSectionsTable>()([
  'id',
  'organizationId',
  'sectionType',
  'carrier',
  'generalAgency',
  'policyNumber',
  'effectiveDate',
  'renewalDate',
  'createdAt',
  'updatedAt',
]);

export const coverageColumns = {
  groupHealthSections: sectionColumns,
  groupHealthPlans: columnsOf<GroupHealthPlansTable>()([
    'id',
    'sectionId',
    'planName',
    'description',
    'createdAt',
    'updatedAt',
  ]),
  pcSections: sectionColumns,
} satisfies ColumnLists<CoverageTables>;
