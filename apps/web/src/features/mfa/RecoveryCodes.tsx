import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

/** Shown once, right after the codes are made; the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  return (
    <Stack>
      <Alert color="yellow" title="Save your recovery codes">
        Each code signs you in once if you lose your authenticator. They will not be shown again.
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" aria-label="Recovery codes">
        {codes.map((code) => (
          <Code key={code} block ta="center" fz="sm">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>I have saved these codes</Button>
      </Group>
    </Stack>
  );
}
