import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The router's not-found view (spec §2 route `*`). */
export function NotFound() {
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="sm">
        <Title order={1} fz={64}>
          404
        </Title>
        <Text size="xl">Oops! Page not found</Text>
        <Anchor component={Link} to="/">
          Return to Home
        </Anchor>
      </Stack>
    </Center>
  );
}
