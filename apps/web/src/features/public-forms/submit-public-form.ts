/** Answers of the public submission call the page tells apart. */
export type SubmitResult = { ok: true } | { ok: false; status: number; message: string };

/**
 * Sends a public form as multipart: the fields, the drawn signature as a PNG data URL and the
 * void check as a file. No session is involved.
 */
export async function submitPublicForm(
  formId: string,
  fields: Record<string, string>,
  voidCheck: File | null,
): Promise<SubmitResult> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (voidCheck) body.append('voidCheck', voidCheck, voidCheck.name);
  try {
    const response = await fetch(`/api/public-forms/${encodeURIComponent(formId)}`, { method: 'POST', body });
    if (response.ok) return { ok: true };
    const text = await response.text();
    let message = text || response.statusText;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      // not JSON: keep the text
    }
    return { ok: false, status: response.status, message };
  } catch {
    return { ok: false, status: 0, message: 'Could not reach the server. Check your connection and try again.' };
  }
}

/** Maps the server's `field: why; field: why` message to errors per field (the rest stays general). */
export function fieldErrors(message: string): { byField: Record<string, string>; general: string[] } {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const part of message.split('; ')) {
    const match = /^(\w+): (.+)$/.exec(part);
    if (match) byField[match[1]!] ??= match[2]!;
    else general.push(part);
  }
  return { byField, general };
}
