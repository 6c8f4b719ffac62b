const BASE = 'http://return.invalid';

/** The query parameter of /auth that carries the page to return to after sign-in. */
export const RETURN_PARAM = 'next';

/**
 * A path of this app to return to after sign-in, or null. Only same-origin paths pass: no scheme,
 * no `//host` or `/\host`, no control characters, and never /auth itself.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  if ([...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === '/auth' || path.startsWith('/auth?') || path.startsWith('/auth/') ? null : path;
}

/** `/auth`, carrying `from` when it is worth returning to. */
export function signInPath(from: string): string {
  const safe = safeReturnPath(from);
  return safe && safe !== '/' ? `/auth?${RETURN_PARAM}=${encodeURIComponent(safe)}` : '/auth';
}
