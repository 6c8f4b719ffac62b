import { containsPattern } from '@app/domain';
import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';
import { searchCondition } from '../clients/clients.repo';


export function searchClients(db: Kysely<Database>, term: string, limit: number) {
  return db
    .selectFrom('clients')
    .select(['id', 'fullName', 'email'])
    .where('deletedAt', 'is', null)
    .where((eb) => searchCondition(eb, term))
    .orderBy(sql`lower(full_name)`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Organizations by DBA, legal name, email or phone (trigram indexes), or display id B0007. */
export function searchOrganizations(db: Kysely<Database>, term: string, limit: number) {
  const pattern = containsPattern(term);
  const digits = term.replace(/\D/g, '');
  return db
    .selectFrom('organizations')
    .select(['id', 'businessDba', 'einType', 'ein', 'einLast4'])
    .where('deletedAt', 'is', null)
    .where((eb) => {
      const ors = [eb('businessDba', 'ilike', pattern), eb('businessLegalName', 'ilike', pattern), eb('businessEmail', 'ilike', pattern)];
      ors.push(digits.length >= 3 && /^[\d\s()+.-]+$/.test(term) ? eb('businessPhone', 'like', containsPattern(digits)) : eb('businessPhone', 'ilike', pattern));
      const displayId = /^b0*(\d{1,9})$/i.exec(term);
      if (displayId) ors.push(eb('id', '=', Number(displayId[1])));
      return eb.or(ors);
    })
    .orderBy(sql`lower(business_dba)`)
    .orderBy('id')
    .limit(limit)
    .execute();
}
