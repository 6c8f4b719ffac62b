import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc';
import type { RouterOutputs } from '../../lib/api-types';

export const DUPLICATE_CHECK_DELAY_MS = 1000;
export type SimilarClient = RouterOutputs['clients']['checkDuplicates']['similarClients'][number];

export type DuplicateCheck = { status: 'idle' } | { status: 'running' } | { status: 'done'; similar: SimilarClient[] };

/**
 * Spec 1 add-client dialog: once both names are filled, a check runs after 1 second without
 * typing; editing either name resets it. A failed check just clears it (silent failure).
 */
export function useDuplicateCheck(firstName: string, lastName: string): DuplicateCheck {
  const utils = trpc.useUtils();
  const [check, setCheck] = useState<DuplicateCheck>({ status: 'idle' });
  const run = useRef(0);
  const first = firstName.trim();
  const last = lastName.trim();

  useEffect(() => {
    const id = ++run.current;
    if (!first || !last) {
      setCheck({ status: 'idle' });
      return;
    }
    setCheck({ status: 'running' });
    const timer = setTimeout(() => {
      utils.client.clients.checkDuplicates
        .query({ firstName: first, lastName: last })
        .then((r) => {
          if (run.current === id) setCheck({ status: 'done', similar: r.hasSimilar ? r.similarClients : [] });
        })
        .catch(() => {
          if (run.current === id) setCheck({ status: 'idle' });
        });
    }, DUPLICATE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [first, last, utils]);

  return check;
}
