import { ENTITY_TYPES, ENTITY_TYPE_LABELS } from '@app/domain';
import { toast } from '@app/ui';
import { errorMessage } from '../../lib/request-errors';

/** A server message for a failure toast, or the fallback when there is none. */
export const serverMessage = (error: unknown, fallback?: string) => errorMessage(error, fallback ?? '') || undefined;

/** Today in the user's time zone as YYYY-MM-DD. */
export { today as todayIso } from '../../lib/today';

/** `medical` -> `Medical`. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Select data of plain values. */
export const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The entity type choices: the domain's codes with their labels. */
export const ENTITY_OPTIONS = ENTITY_TYPES.map((code) => ({ value: code, label: ENTITY_TYPE_LABELS[code] }));

/** A save's feedback: a success toast and then `after` (a refresh), or a failure toast with the server's message. */
export const toastResult = (success: string, failure: string, after?: () => unknown) => ({
  onSuccess: () => {
    toast.success(success);
    void after?.();
  },
  onError: (error: unknown) => toast.error(failure, serverMessage(error)),
});
