import type { ReactNode } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';

function PageMessage({ title, description, action }: { title: string; description: string; action?: ReactNode }) {
  return (
    <Container size="xs" component="main" py={64}>
      <Stack align="center" gap="sm">
        <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text ta="center" c="dark.6">
          {description}
        </Text>
        {action}
      </Stack>
    </Container>
  );
}

/** An unknown or revoked link (the server gives one answer for both). */
export function InvalidLinkState() {
  return (
    <PageMessage
      title="This link is no longer valid."
      description="Use the link in the latest email from the hiring team, or reply to that email to ask for a new one."
    />
  );
}

/** Opened for the first time on this device while offline: nothing stored to show yet. */
export function UnavailableState({ error }: { error: string }) {
  return (
    <PageMessage
      title={error}
      description="This page has not been opened on this device before. Connect to the internet and try again."
      action={<Button onClick={() => window.location.reload()}>Try again</Button>}
    />
  );
}
