import type { ChatMessage } from '@app/domain';

/** Merges messages into a list ordered by id, without duplicates (a send and its socket echo). */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The error detail of a failed send (spec 4 section 8). */
export function sendFailureDetail(error: unknown): string {
  const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
  const message = error instanceof Error ? error.message : null;
  if (status && message) return `Failed to send message: ${status} ${message}`;
  if (status) return `Failed to send message: ${status}`;
  if (error instanceof SyntaxError) return 'Invalid response format';
  return message || 'Unknown error occurred';
}
