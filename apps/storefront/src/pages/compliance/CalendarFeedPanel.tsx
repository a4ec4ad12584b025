import { Button, Card, Stack, Text, TextField } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { complianceFeedQuery, useIssueFeed } from './compliance-queries';

/** The secret calendar address to subscribe to in Google Calendar or Outlook, and a way to replace it. */
export function CalendarFeedPanel() {
  const feed = useQuery(complianceFeedQuery);
  const issue = useIssueFeed();
  const url = issue.data?.url ?? feed.data?.url;
  return (
    <Card padding="medium">
      <Stack space="small">
        <Text weight="semibold">Add these dates to your calendar</Text>
        <Text size="small">
          Subscribe to this private address in Google Calendar or Outlook. Anyone with it can read your dates, so make a
          new one if it was shared by mistake: the old one stops working.
        </Text>
        {url && <TextField label="Calendar address" value={url} readOnly />}
        <Button variant="secondary" onClick={() => issue.mutate()} loading={issue.isPending}>
          {url ? 'Make a new address' : 'Get a calendar address'}
        </Button>
      </Stack>
    </Card>
  );
}
