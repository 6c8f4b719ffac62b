import type { Ctx } from '../../core/service-context';
import { generateFor, removePendingFor } from '../estimated-tax/estimated-tax.service';

/**
 * The estimated tax schedule of an organization, on or off (docs/decisions/2-data.md), through the clients
 * area's owner-generic service: clients and organizations share one implementation.
 */
export async function setEstimatedTaxes(ctx: Ctx, organizationId: number, on: boolean): Promise<void> {
  const owner = { kind: 'organization' as const, id: organizationId };
  if (on) await generateFor(ctx, owner);
  else await removePendingFor(ctx, owner);
}
