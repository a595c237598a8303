import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Spec §2: 'Job Not Found — The job you're looking for doesn't exist or has been removed.' */
export function JobNotFound() {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="sm">
        <Title order={1}>Job Not Found</Title>
        <Text ta="center" c="dark.6">
          The job you're looking for doesn't exist or has been removed.
        </Text>
        <Button component={Link} to="/jobs" variant="light">
          Browse Jobs
        </Button>
      </Stack>
    </Container>
  );
}
