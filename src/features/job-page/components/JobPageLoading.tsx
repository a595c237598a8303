import { Box, Center, Loader } from '@mantine/core';

/**
 * The job page while the job is not there yet (its code, the store, or on a first visit the first
 * pull): a loader in a box a screen tall, so the footer stays off-screen until the job takes its
 * place and nothing on screen moves (CLS, issue 12 B8).
 */
export function JobPageLoading() {
  return (
    <Box mih="100vh">
      <Center py={80}>
        <Loader aria-label="Loading job" />
      </Center>
    </Box>
  );
}
