import { Button, Stack } from '@mantine/core';
import { NotFoundState } from '@/ui/NotFoundState';

/** An unknown or revoked link (the server gives one answer for both). */
export function InvalidLinkState() {
  return (
    <NotFoundState
      tone="public"
      title="This link is no longer valid."
      description="Use the link in the latest email from the hiring team, or reply to that email to ask for a new one."
    />
  );
}

/** Opened for the first time on this device while offline: nothing stored to show yet. */
export function UnavailableState({ error }: { error: string }) {
  return (
    <NotFoundState
      tone="public"
      title={error}
      description="This page has not been opened on this device before. Connect to the internet and try again."
      action={
        <Stack>
          <Button onClick={() => window.location.reload()}>Try again</Button>
        </Stack>
      }
    />
  );
}
