import { PASSWORD_RULES, passwordProblems } from '@app/domain';
import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

/** Spec 3's password policy as a checklist that follows what is typed. */
export function PasswordRules({ password }: { password: string }) {
  const problems = new Set(passwordProblems(password));
  return (
    <div>
      <Text size="xs" c="dimmed" mb={4}>
        Password must contain at least 8 characters with 1 uppercase letter, 1 number and 1 special character.
      </Text>
      <List size="xs" spacing={2} center>
        {Object.values(PASSWORD_RULES).map((rule) => {
          const met = password.length > 0 && !problems.has(rule);
          return (
            <List.Item
              key={rule}
              icon={
                <ThemeIcon size={14} radius="xl" color={met ? 'teal' : 'gray'}>
                  {met ? <IconCheck size={10} /> : <IconX size={10} />}
                </ThemeIcon>
              }
            >
              {rule}
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
