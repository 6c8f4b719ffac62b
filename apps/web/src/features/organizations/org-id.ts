import { formatDisplayId, parseDisplayId } from '@app/domain';

/** The numeric id of a route id written `B0007` or `7`; null when it is neither. */
export function parseOrganizationRouteId(routeId: string | undefined): number | null {
  const text = (routeId ?? '').trim();
  if (/^\d+$/.test(text)) return Number(text) > 0 ? Number(text) : null;
  const parsed = parseDisplayId(text);
  return parsed?.kind === 'organization' ? parsed.id : null;
}

export const organizationPath = (id: number) => `/organizations/${formatDisplayId('organization', id)}`;
