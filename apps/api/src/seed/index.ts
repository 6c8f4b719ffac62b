import type { Ctx } from '../core/service-context';
import { clientsStep } from './steps/clients';
import { formsChatStep } from './steps/forms-chat';
import { notificationsStep } from './steps/notifications';
import { organizationsStep } from './steps/organizations';
import { projectsStep } from './steps/projects';
import { taxDeadlinesStep } from './steps/tax-deadlines';
import { usersStep } from './steps/users';
import type { SeedContext, SeedStep } from './types';

export type { SeedContext, SeedStep } from './types';

/**
 * The demo firm (SEED_DEMO=1 on an empty database), one step per area in order: later areas append
 * theirs (clients after users, projects after clients, ...). Each step is deterministic.
 */
export const SEED_STEPS: SeedStep[] = [
  usersStep,
  clientsStep,
  notificationsStep,
  organizationsStep,
  formsChatStep,
  taxDeadlinesStep,
  projectsStep,
];

export async function runSeed(ctx: Ctx, steps: SeedStep[] = SEED_STEPS): Promise<SeedContext> {
  const seed: SeedContext = { ctx, now: ctx.now(), users: new Map(), bag: new Map() };
  for (const step of steps) {
    ctx.log.info({ step: step.name }, 'seeding');
    await step.run(seed);
  }
  return seed;
}
