import { Box, Loader, Text } from '@mantine/core';

/**
 * Where job cards will be, while the store (or, on a first visit, the first pull) has not answered:
 * a loader in a box at least a screen tall, so the footer and anything else below stays off-screen
 * until the cards take its place — nothing on screen moves when they arrive (CLS, issue 12 B8).
 */
export function JobsLoading({ label = 'Loading jobs' }: { label?: string }) {
  return (
    <Box mih="100vh">
      <Loader aria-label={label} />
    </Box>
  );
}

/** A blank line the height of /candidates' '{n} opportunities available', kept while it loads. */
export function JobCountPlaceholder() {
  return (
    <Text ta="center" fw={600} aria-hidden style={{ visibility: 'hidden' }}>
      &nbsp;
    </Text>
  );
}
