/** The full name, or the username when there is none. */
export function displayName(user: { fullName?: string | null; username: string }): string {
  return user.fullName?.trim() || user.username;
}
