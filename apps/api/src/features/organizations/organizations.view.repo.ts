import { sql } from 'kysely';
import { displayIdSql } from '../../lists/display-id.repo';
import { isoTimestampSql } from '../../lists/iso-timestamp.repo';

// The list item of organizations.view.ts (toListItem), built by the database over a page's row `p`
// (the organizations list's columns): a page comes back as the answer's JSON text, with no parse,
// key renaming, date conversion and serialisation of every row in this process, as the clients
// list's does (clients.view.repo.ts). organizations.view.test.ts holds it to toListItem.

export const ORGANIZATION_LIST_VIEW_COLUMNS = sql`p.id,
  ${displayIdSql('organization', sql`p.id`)} as "displayId",
  p.business_dba as "businessDba", p.business_legal_name as "businessLegalName",
  p.business_email as "businessEmail", p.business_phone as "businessPhone", p.status,
  ${isoTimestampSql('created_at')} as "createdAt"`;

/**
 * The item's JSON text kept with a page's row `p` (organizations.view_json, written by a trigger on
 * every write of the row, migration 2026-12-07T1510): the text ORGANIZATION_LIST_VIEW_COLUMNS builds.
 */
export const ORGANIZATION_LIST_VIEW_KEPT = sql<string | null>`p.view_json`;

/** A page's cursor key: its last row's created_at as JSON writes it (every microsecond, so the next page starts exactly after it). */
export const ORGANIZATION_CURSOR_KEY = sql`to_json(p.created_at) #>> '{}'`;
