import type { Kysely } from 'kysely';
import {
  addKeptViewJson,
  dropKeptViewJson,
  jsonDisplayId,
  jsonIsoTimestamp,
  jsonLiteral,
  jsonValue,
} from './kept-view-json-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Issue 27: as the clients list's (migration 2026-12-07T1500), each organization keeps its list item
// as JSON text (view_json), written by a trigger before every insert and update of its row, so a page
// joins 50 kept texts instead of building 8 fields a row (about 6.4 µs a row, 0.32 ms a page, in
// PostgreSQL). Every field is the row's own, so every organization keeps one. The item is apps/api's
// organizations list item as of this migration (organizations.view.ts toListItem: the display id's
// prefix B and at least 4 digits, created_at as toISOString writes it); organizations.view.test.ts
// holds the kept text to it.

const ITEM = [
  ['id', jsonLiteral('p.id')],
  ['displayId', jsonDisplayId('B')],
  ['businessDba', jsonValue('p.business_dba')],
  ['businessLegalName', jsonValue('p.business_legal_name')],
  ['businessEmail', jsonValue('p.business_email')],
  ['businessPhone', jsonValue('p.business_phone')],
  ['status', jsonValue('p.status')],
  ['createdAt', jsonIsoTimestamp('created_at')],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await addKeptViewJson(db, { table: 'organizations', fn: 'organization_view_json', item: ITEM });
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropKeptViewJson(db, { table: 'organizations', fn: 'organization_view_json' });
}
