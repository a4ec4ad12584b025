import type { Schemas } from '@startwise/api-client';
import { progressEventDetail, progressEventTitle } from '@startwise/flows/rules';
import { formatDayAndTime } from '@startwise/format/customer-dates';
import { Box, Stack, Text } from '@startwise/ui';
import { ProgressDisc } from './ProgressDisc';
import { progressEventLook } from './progress-event-look';

type ProgressEvent = Schemas['ProgressEvent'];

/**
 * The submission's timeline, oldest first, as an ordered list: each event's title, detail (the document, the
 * delivery, the rejection's reason) and when. The icons are decorative; the words carry the meaning.
 */
export function ProgressTimeline({ events }: { events: readonly ProgressEvent[] }) {
  if (events.length === 0) return <Text tone="muted">Nothing has happened yet.</Text>;
  return (
    <Stack as="ol" space="medium" aria-label="What happened">
      {events.map((event) => {
        const look = progressEventLook(event.kind);
        const detail = progressEventDetail(event.kind, event.detail);
        return (
          // Events have no id: kind, time and detail tell them apart (two requests at once name two documents).
          <Box
            as="li"
            key={`${event.kind}:${event.at}:${event.detail ?? ''}`}
            display="flex"
            gap="small"
            alignItems="flex-start"
          >
            <ProgressDisc look={look} />
            <Stack space="xxsmall">
              <Text weight="strong">{progressEventTitle(event.kind)}</Text>
              {detail ? <Text>{detail}</Text> : null}
              <Text size="small" tone="muted">
                <time dateTime={event.at}>{formatDayAndTime(event.at)}</time>
              </Text>
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
