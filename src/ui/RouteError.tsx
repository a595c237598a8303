import { Anchor, Center, Code, Stack, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';

/** The router's error page for unhandled errors while loading or rendering a route (spec §8). */
export function RouteError({ error }: ErrorComponentProps) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="sm" maw={640}>
        <Title order={1}>Unexpected Application Error!</Title>
        <Code block w="100%">
          {message}
        </Code>
        {/* A plain link (full reload) on purpose: the router itself may be what failed. */}
        <Anchor href="/">
          <Text span>Return to Home</Text>
        </Anchor>
      </Stack>
    </Center>
  );
}
