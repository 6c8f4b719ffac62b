export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULES = {
  length: 'At least 8 characters',
  uppercase: 'At least 1 uppercase letter',
  number: 'At least 1 number',
  special: 'At least 1 special character',
} as const;

/** The unmet password rules (spec 3), in a fixed order; empty when the password is strong. */
export function passwordProblems(password: string): string[] {
  const value = String(password ?? '');
  const problems: string[] = [];
  if ([...value].length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_RULES.length);
  if (!/\p{Lu}/u.test(value)) problems.push(PASSWORD_RULES.uppercase);
  if (!/\p{Nd}/u.test(value)) problems.push(PASSWORD_RULES.number);
  // Anything that is neither a letter, a digit nor white space counts as special.
  if (!/[^\p{L}\p{N}\s]/u.test(value)) problems.push(PASSWORD_RULES.special);
  return problems;
}
