import { Button, Paper, Stack, Text, Title } from '@mantine/core';

/** Spec §2 empty state: 'No matching jobs found' with a clear-search action. */
export function NoMatchingJobs({ onClear }: { onClear: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs">
        <Title order={3}>No matching jobs found</Title>
        <Text c="dark.6" ta="center">
          Try a different search, or browse everything that is open.
        </Text>
        <Button variant="light" onClick={onClear}>
          Clear search
        </Button>
      </Stack>
    </Paper>
  );
}
