import type { Schemas } from '@startwise/api-client';
import { formatDayAndTime } from '@startwise/format/customer-dates';
import { Box, ProgressIcon, Stack, Text } from '@startwise/ui';

/** The Startwise team's messages to the customer, oldest first (internal notes never reach this list). */
export function TeamMessages({ messages }: { messages: readonly Schemas['CustomerMessage'][] }) {
  return (
    <Stack as="ol" space="medium">
      {messages.map((message) => (
        <Box as="li" key={message.id} display="flex" gap="small" alignItems="flex-start">
          <Box color="brandForeground" flexShrink={0} paddingTop="xxsmall">
            <ProgressIcon name="message" />
          </Box>
          <Stack space="xxsmall">
            <Text>{message.body}</Text>
            <Text size="small" tone="muted">
              <time dateTime={message.createdAt}>{formatDayAndTime(message.createdAt)}</time>
            </Text>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
