import type { UserFlag } from '@app/domain';
import { hashPassword } from '../../security/password';
import { findUserByUsername, insertUser } from '../../features/users/users.repo';
import type { SeedStep } from '../types';

export const DEMO_PASSWORD = 'Demo123!';

const ACCESS_AND_EDIT: UserFlag[] = [
  'canAccessClients',
  'canAccessOrganizations',
  'canAccessProjects',
  'canAccessTasks',
  'canAccessCalendars',
  'canAccessReferralSources',
  'canAccessReports',
  'canEditClients',
  'canEditOrganizations',
  'canEditProjects',
];

/** The demo staff (password Demo123! for all): a broad employee, a read-only one, one with no flags. */
export const DEMO_USERS: Array<{
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  flags: UserFlag[];
}> = [
  { username: 'jordan', firstName: 'Jordan', lastName: 'Avery', email: 'jordan@example.com', flags: ACCESS_AND_EDIT },
  {
    username: 'casey',
    firstName: 'Casey',
    lastName: 'Morgan',
    email: 'casey@example.com',
    flags: ['canAccessClients', 'canAccessOrganizations'],
  },
  { username: 'riley', firstName: 'Riley', lastName: 'Chen', email: 'riley@example.com', flags: [] },
];

export const usersStep: SeedStep = {
  name: 'users',
  async run(seed) {
    const { db } = seed.ctx;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const user of DEMO_USERS) {
      const existing = await findUserByUsername(db, user.username);
      const row =
        existing ??
        (await insertUser(db, {
          username: user.username,
          passwordHash,
          role: 'employee',
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          flags: Object.fromEntries(user.flags.map((f) => [f, true])),
        }));
      seed.users.set(row.username, row);
    }
    // The admin made at start (bootstrap) gets a name for the greeting.
    const admins = await db.selectFrom('users').selectAll().where('role', '=', 'admin').orderBy('id').execute();
    for (const admin of admins) {
      if (!admin.firstName && !admin.lastName) {
        await db
          .updateTable('users')
          .set({ firstName: 'Alex', lastName: 'Admin' })
          .where('id', '=', admin.id)
          .execute();
      }
      seed.users.set(admin.username, admin);
    }
  },
};
