import { trpc } from '../../lib/trpc';

/** Whether card security code inputs show (docs/decisions/4-security.md: an admin can stop keeping them). */
export function useKeepCardSecurityCodes(): boolean {
  const policy = trpc.securitySettings.cardPolicy.useQuery();
  return policy.data?.keepCardSecurityCodes ?? true;
}
