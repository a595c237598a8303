import { useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { roleLabel } from '@/db/permissions';
import type { InvitationPreview, TeamApi } from '../model/teamApi';
import { invitationStatusMessage } from '../model/invitationMessages';

export interface InvitePageProps {
  token: string;
  /** Null until the backend is known (the page's first paint comes before it). */
  api: TeamApi | null;
  /** The signed-in user's email; null when nobody is signed in; undefined while it is checked. */
  signedInAs: string | null | undefined;
  /** Opens the company after accepting (the wiring keeps the choice and goes to /app). */
  onAccepted: (companyId: string) => void;
  /** Where sign-up and sign-in bring the invitee back to: this page. */
  returnTo: string;
  /**
   * Signed in by the mailed invite link itself (an account the invite made, with no password
   * yet): the page asks for one, set through `onSetPassword` before accepting.
   */
  needsPassword?: boolean;
  onSetPassword?: (password: string) => Promise<void>;
  /** What the auth service said about a mailed link that did not sign in (expired, used). */
  linkError?: string | null;
}

/** /invite/{token} (issue 13): who invites whom to which company, then sign up or in, and accept. */
export function InvitePage({
  token,
  api,
  signedInAs,
  onAccepted,
  returnTo,
  needsPassword = false,
  onSetPassword,
  linkError = null,
}: InvitePageProps) {
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [preview, setPreview] = useState<InvitationPreview | null | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [accepting, setAccepting] = useState(false);
  const [acceptError, setAcceptError] = useState<string | null>(null);

  useEffect(() => {
    if (!api) return;
    let current = true;
    api.previewInvitation(token).then(
      (answer) => current && setPreview(answer),
      (error: unknown) => current && setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [api, token]);

  const accept = async () => {
    if (!api) return;
    if (needsPassword && password.length < 6) {
      setPasswordError(password ? 'Password should be at least 6 characters.' : 'Password is required');
      return;
    }
    setPasswordError(null);
    setAccepting(true);
    setAcceptError(null);
    try {
      if (needsPassword) await onSetPassword?.(password);
      const { company_id } = await api.acceptInvitation(token);
      onAccepted(company_id);
    } catch (error) {
      setAcceptError(error instanceof Error ? error.message : String(error));
    } finally {
      setAccepting(false);
    }
  };

  const redirect = encodeURIComponent(returnTo);
  let body;
  if (loadError) body = <Alert color="red">{loadError}</Alert>;
  else if (preview === undefined || signedInAs === undefined)
    body = (
      <Center py="md">
        <Loader role="status" aria-label="Loading invitation" />
      </Center>
    );
  else if (preview === null || preview.status !== 'pending')
    body = <Alert color="orange">{invitationStatusMessage(preview?.status ?? 'invalid')}</Alert>;
  else
    body = (
      <Stack gap="md">
        <Text>
          <Text span fw={600}>
            {preview.company_name}
          </Text>{' '}
          invites{' '}
          <Text span fw={600}>
            {preview.email}
          </Text>{' '}
          to join its hiring team as{' '}
          <Text span fw={600}>
            {roleLabel(preview.role)}
          </Text>
          .
        </Text>
        {signedInAs === null ? (
          <>
            <Text size="sm" c="dimmed">
              Create your account with {preview.email}, or sign in if you have one, to accept.
            </Text>
            <Group>
              <Button component="a" href={`/signup?redirect=${redirect}`}>
                Sign up
              </Button>
              <Button component="a" href={`/auth?redirect=${redirect}`} variant="default">
                Sign in
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Signed in as {signedInAs}.
            </Text>
            {needsPassword && (
              <PasswordInput
                label="Choose a password"
                description="You sign in with it next time."
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                error={passwordError}
              />
            )}
            {acceptError && <Alert color="red">{acceptError}</Alert>}
            <Group>
              <Button loading={accepting} onClick={() => void accept()}>
                Accept invitation
              </Button>
            </Group>
          </>
        )}
      </Stack>
    );

  return (
    <Center mih="100vh" p="md" component="main" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={480}>
        <Stack gap="md">
          <Title order={1} size="h3">
            Join your team on Partii
          </Title>
          {linkError && <Alert color="orange">{linkError}</Alert>}
          {body}
        </Stack>
      </Paper>
    </Center>
  );
}
