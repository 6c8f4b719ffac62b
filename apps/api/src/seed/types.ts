import type { Ctx } from '../core/service-context';
import type { UserRow } from '../features/users/users.repo';

/** What seed steps share: the context, the clock reading, and what earlier steps made. */
export interface SeedContext {
  ctx: Ctx;
  now: Date;
  /** Seeded users by username (the admin too). */
  users: Map<string, UserRow>;
  /** Free slots for later steps (ids of demo clients, organizations, ...). */
  bag: Map<string, unknown>;
}

export interface SeedStep {
  name: string;
  run(seed: SeedContext): Promise<void>;
}
