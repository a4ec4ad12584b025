import { Box, Text } from '@startwise/ui';

// The route loaders fill the cache before a list page renders (on the server and on navigation), so a list waits
// only when its query is new in the browser (search as you type). A status line is enough there, and the grid's
// placeholders (about 0.9 KB gzip with the kit's skeletons) stay out of these pages' first JavaScript.

/** Says that a list's services are loading. */
export function ServicesLoading() {
  return (
    <Box role="status" aria-label="Loading services">
      <Text tone="muted">Loading services…</Text>
    </Box>
  );
}
