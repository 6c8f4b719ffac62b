import { PageState, toast } from '@app/ui';
import { Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/request-errors';

/** Beyond the spec (docs/decisions/5-beyond.md): the private iCalendar URL, made or regenerated here. */
export function CalendarFeedCard() {
  const utils = trpc.useUtils();
  const info = trpc.calendarFeed.info.useQuery();
  const regenerate = trpc.calendarFeed.regenerate.useMutation({
    onSuccess: (data) => {
      utils.calendarFeed.info.setData(undefined, data);
      toast.success('Calendar feed URL created', 'Any earlier URL no longer works.');
    },
    onError: () => toast.error('Failed to update settings. Please try again.'),
  });
  if (info.isPending) return <PageState status="loading" />;
  if (info.isError)
    return <PageState status="error" title="Failed to load the calendar feed" description={errorMessage(info.error)} />;
  const url = info.data.path ? `${window.location.origin}${info.data.path}` : null;
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          Calendar Feed
        </Title>
        <Text size="sm" c="dimmed">
          Subscribe from Outlook or Google Calendar to see your tasks, your projects and the firm's deadlines. Keep this
          URL private: anyone who has it can read the feed.
        </Text>
        {url && (
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label="Feed URL"
              value={url}
              readOnly
              style={{ flex: 1 }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        <Group>
          <Button
            variant={url ? 'default' : 'filled'}
            loading={regenerate.isPending}
            onClick={() => regenerate.mutate()}
          >
            {url ? 'Regenerate URL' : 'Create Feed URL'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
