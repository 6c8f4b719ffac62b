import { createHash } from 'node:crypto';
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations/index';

// A migration that has run on a real database must keep executing the same SQL, to the byte (its
// functions' bodies are stored as written). Each migration's up() and down() run here against a
// driver that records the statements instead of sending them; the digests are those of the SQL the
// migrations executed when they shipped. A refactor of a migration or of a frozen helper
// (sql-helpers-v1, tax-list-counts-v1, counted-triggers-v1, kept-view-json-v1) must leave them unchanged.
const SHIPPED: Record<string, string> = {
  '2026-11-22T0000-platform':
    '36ee4ebd3118902c4e20ee20fa7c80bcc4288cdeeb1d376b2608bb04b191766d f919c06232c166e765e881e4d6869128fba7592d1ba97897fe5dc2d4b3aedec8',
  '2026-11-22T0100-clients':
    'f9a7a3de78fb8e3994017479dbc3714fff3effe3224cb26868b663e4551b3642 5efaa655bfadd42bf5157976c9c3a72fe6bd26d054c307ad5657161510e72fab',
  '2026-11-22T0200-organizations':
    'e3b24ca120a87eecd279f4447b78dac531a613bb745eda1de1c17a41eed5d897 70c07b2523c2c34ce3af626dab4e88812bc3e7bd0d5bdc325ead6f9118563269',
  '2026-11-22T0210-profile-records':
    '759cad93333e382d372cdd681dda8f2e3c95c8aa6197e96fa6d29096f0440a7d 1273e2f6482e9d5b8db4cffdce82c0616a4958cd985f0aead1bd64cbb75ec255',
  '2026-11-22T0220-organization-services':
    '10fadf29690c2e5a06b920436df0e1a8aeaa7749571689f117701060751ae4d8 e79b223584285b864158d7bf2947835ec7d65afc2b561aa4a6f8d49cd9c6af79',
  '2026-11-22T0300-projects':
    '3b3f4cb8a0d98d85015cb8f3be521203df61a320926dd3d0399d3c4dab16801d 17a885816a5b78c9ef7a15ddb452bf258caa7a00bbc7e65f92227b860bca27cc',
  '2026-11-22T0400-compliance':
    '29b24d0babb4b6c993dc00f75fe4a8dedfc6c46bffb336c17c78eda71bd2c048 1f8f447aa54c563aeeeb123df6421a15dd8d6788c5ccc562bd2e37bd9e863432',
  '2026-11-22T0500-forms-chat':
    'b5d9cbcef5d2f857b4935b84ea4e4f243fb75ad7b5fd9f2de6b4d9379c3b62cc 515defe002f4d7e2d58356cb0221ad5f104174b0f339ddb3d3e272b26b76331a',
  '2026-11-24T0000-totp-replay':
    '94b61180d9f109590678fabb1d1817db3789ab261c2fa0a291deea58df3cbf63 66dc6a6f28eee3898810ead33b38b705335131b81b53a85386ff5b09d5bb1529',
  '2026-11-24T1200-project-recurrence':
    '96e76fa0fe877f33c88bfc503859db365bd02af2e354d6fa09deb1b78273ef92 5ae2ec165478e81652b805649b8b3733d03f2334f144cce2628f6e9e3259e0b4',
  '2026-11-24T1400-submission-secrets':
    '23fe5df73531e6000079d4d65a4d8d427c4355f11f8c842008956b1c2944eec0 f1c4f0a2595c167b2f2b905c947769265ee6f3da02e05f48697bceae72ddec2e',
  '2026-11-24T1500-search-words':
    'ff27133af0908dd9f1a05fabb8ee02bce0fb5aa824afbe983d6b235ee8939806 e2de47df4b367bb73c473aa980bf6b291af8d451ce040492286f399ea900f7db',
  '2026-11-25T1200-deadline-list-indexes':
    '6980a19078f2c966e821e8a87008a1717d38a66b00bc0a438fe9a80499b48c8f ad4b8af77c5a5e12b43a2cd49ecb5da6978be0da34788f44f58f9aa7d8c06fe5',
  '2026-11-25T1500-project-list-details':
    '0c95643666fa027c72af96a3bc20d73bea99998e924e4c52a30763a0f00e4f96 afc4b18b4b5ec48bbc54b0c93d49263ca93102cdadc8093bfeda62698cbf6195',
  '2026-11-25T1600-tax-list-order-indexes':
    '3c863d1df78ad220902870e926286cfa9d780794a3bc0ad491a2ba64c2c53fe5 6ec19bd85b8044ac28caacb0410a7a9173469c01f12691d1c3a8b1c648aea019',
  '2026-11-25T1720-tax-list-counts':
    'abe195e483da9544d722bcf490d727ddcfee35fa139aa370b8ee6ace1e09b685 910bb66cafc74cd53fd39a35112a72a46154e1773b08efcdcf8d631a69cf2dad',
  '2026-11-25T1750-project-list-summaries':
    '116d9b0d7c02173c599d4a2377cf5adc13d8ceb4af973ef2d0b19c417511f11a 9ca99c05ff9dcf497520c9a0300c6e7a76571c2b2fd190397394f328e4e585eb',
  '2026-11-25T1755-client-status-counts':
    'a9bdc4c9f3d8b6014e152e97e23aeed039186f27a1a4ac340ffe6ae0c84260b2 ddf2f2b1e5241984ace6f7c114c6029fcce082d032c9f56cf81b5ed9be6df841',
  '2026-11-25T1800-session-change-notify':
    'b136e44b9878f4d3581a5cc4abd8dd144dbfd46e70bf0f4d92f029f9b1d15fb4 333bd9ccfd4735659eb8d706c2cfc67dc630998d1ab44a65e93efa07c2ca25e4',
  '2026-11-25T1805-soi-event-counts':
    'fad34821cf31cc0fdd270cf2d35cce9c98aaab0178433c97b59592329addcdc9 a7f8b0e4dabab80c3be1b43a9fa2382d74236cfed3bf4b47bdb965571c13d69c',
  '2026-11-25T1806-active-service-counts':
    '10a8f596599f03c8e710b5d3c20ed3055e44ae1dc4d8271b43ffdc600805d992 8ebfc6d3728024747e04e4b791e8f3b66bebdde675ded86509eea95c1db89705',
  '2026-11-25T1807-pending-projects-order':
    '11dc95ee208145427fa52e4551845fa0473712ed7f13205d7538c5ae7eb7a354 53345207145cab8e9fe7b0aa193abe83642be2898e4c4a61004baa0cd7310812',
  '2026-11-27T0900-data-change-notify':
    '4efd8d944e4b7a280b5ea9b469b0a350e95647d21801e66b35819d0e21195a93 82620abc8e99227daeec70604bd47aee492440ce0e575003ec7914a5b7c3dc44',
  '2026-11-27T1100-name-words-by-statement':
    'e64920301dae016f249e43bbf4360e3a8267fadc05c65ed942957e820b0541e5 09a961f5da551175798b5c07138cc55f3bcdf5fd5e372254905b8889dfb523e9',
  '2026-11-29T1100-calendar-feed-token-hash':
    '202454c7aca8a456ab7f3a5e477a1c4e51771084e648fa3a02a247f0fb5ce823 c7e7a5ca98eb2fa187b0292e727fc34556fc81f19e96a328babb4f580adb4208',
  '2026-11-29T1110-data-versions':
    '8e12736d78b4f6c393175632ae1e5545284791ea2263e819ee8afb59ea956e39 f92cfa60b63cd6bba40c98a4931fa21d0dec6a2fa6ec3232e0471268dc899c3b',
  '2026-11-29T2100-organization-status-counts':
    'f35a180c24303374b0da2225ace4399563f9bf45496080be3bae1e9a769e1ecf 7dc61203c67f8d2739563d5d878aa3c4a04f41361a8bdb573ba5de72888a3a75',
  '2026-11-29T2300-search-text':
    '97c2ea7ab4f18c68832651938484dd377b907ad8bf721ae1a7e04c1f14b83698 26652f81db0b8c207408b2d108771615625ad515c8a8a242652d13c4b41b8190',
  '2026-11-30T0100-created-walk-search-text':
    'f15dd1dfa4d016c51c2d3095471014dba0442d14cc08fbabea2adb296c37fdc5 6a17d6069f45e9ed63c206b847334449e7b3a9e90ace3197157139185f0b9430',
  '2026-11-30T0200-soi-month-covering-indexes':
    '795d5959a173ffffd1548b2415c5a1ef7f45d26e8e05e1f5fc2756d528b6e4bd c090fd7c8c4f35a34c31a20e8fb415c99a6bfb8dd602065e038a5f70b41ea08c',
  '2026-12-06T0400-client-sort-indexes':
    'c044d4718c4be1c110a2804862aec053cd05bffa77a8f0087dbc84e9e552e373 52cabbfb1ef9b138c03eaf14cc6ae6a4e0af423187ddbeb1e37270e71cfd70c9',
  '2026-12-06T0410-client-name-walk':
    'fdeb314983ce0ee5ea8f6f9b7cc3017a3e169fa62dd4696619ff9a105a471857 1af117d6a27321f58de8862d0f714abd3b3b1c85af9abdb2a161e9e1b61ea0c6',
  '2026-12-06T0500-trigram-pending-lists':
    '0d361e98385db66115a50082cc3f208e3ab173a1af2f968c97c3ed519495223a 4839fb153e8dc3ff8de90e81bf66873820813c63f2b4ffc622003e0f2da629ab',
  '2026-12-06T0510-name-words-without-foreign-keys':
    '669f356685dd923be0f607babc5f333841e8b7e186bcad82db211e765ab6163a 535aac7373e1d8926c5bb11e5a9d9cf6a634195ef30ba92edb23453dea1b3f27',
  '2026-12-06T1800-payroll-events':
    '971a05e0e62c9cb487f78727cc935f87f2f41f4dd6df662a67868310a2385bee f085754a944640d5a0f3093355bfe1059d8d912339a6c9e078077133d5e5d840',
  '2026-12-07T0900-payroll-events-covering-index':
    '1fcb91fce285b87475ba5e74faf8ceddc08c6d9d9ae5ce84891771dd0a0ea2c9 5c8cdac589c599b32a9c5963c6a917711780b8ea0889caa5651847f2a3caa5fa',
  '2026-12-07T1500-client-view-json':
    '156a78c1bb847dd7453e945ca29b368325f6cbc342a5bd7c517615008603ae2b debd51d390c96341550f6381ee9df19ae202671bcc9152614979e66b07a8f2e6',
  '2026-12-07T1510-organization-view-json':
    'e8c2b42af689e68b44a94c46ffe3ea18837460e17d45261dc3e33869306ddf5c df3bcb8a58f00ce7dfb226be079e5d7f62f474ac9aebb49fb59744ae1c29ded2',
  '2026-12-07T2100-search-pairs':
    '37020ec67c68fbba317d4a54293908c734058513a162ff9292b9725cba0c4f64 c0621fc755c34155a8dc0b8836e2438ea9c76de792776b486067f8aed3ec5973',
};

class RecordingConnection implements DatabaseConnection {
  constructor(private readonly log: string[]) {}
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.log.push(`${query.sql}\n-- parameters: ${JSON.stringify(query.parameters)}`);
    return { rows: [] };
  }
  // eslint-disable-next-line require-yield -- no migration streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('not recorded');
  }
}

class RecordingDriver implements Driver {
  constructor(private readonly log: string[]) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new RecordingConnection(this.log);
  }
  async beginTransaction(): Promise<void> {}
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

async function recorded(step: (db: Kysely<any>) => Promise<void>): Promise<string> {
  const log: string[] = [];
  const db = new Kysely<any>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new RecordingDriver(log),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  await step(db);
  await db.destroy();
  return log.join('\n;\n');
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

describe('migrations execute the SQL they shipped with', () => {
  // A migration not listed yet (one not shipped) is not checked: list it once it has run on a real database.
  it.each(Object.keys(SHIPPED))('%s', async (name) => {
    const migration = migrations[name];
    expect(migration, `${name} is no longer in migrations/index.ts`).toBeDefined();
    if (!migration) return;
    const up = digest(await recorded((db) => migration.up(db)));
    const down = migration.down ? digest(await recorded((db) => migration.down!(db))) : 'none';
    expect(`${up} ${down}`).toBe(SHIPPED[name]);
  });
});
