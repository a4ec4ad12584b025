import { Box, ProgressIcon } from '@startwise/ui';
import type { EventLook } from './progress-event-look';

/** The icon of a timeline event or a step, on its soft disc; decorative, as the words beside it carry the meaning. */
export function ProgressDisc({ look }: { look: EventLook }) {
  return (
    <Box
      display="flex"
      alignItems="center"
      justifyContent="center"
      padding="xsmall"
      borderRadius="full"
      background={look.background}
      color={look.color}
      flexShrink={0}
    >
      <ProgressIcon name={look.icon} />
    </Box>
  );
}
