import { useEffect, useState } from 'react';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { usePublicDb } from '@/db/react';
import { PageLoader } from '@/ui/PageLoader';
import {
  discardStatusWrite,
  retryStatusWrite,
  sendStatusReply,
  withdrawApplication,
  type StatusLink,
} from '../commands/statusPageWrites';
import type { ApplicationView } from '../model/statusPageView';
import { useStatusPageView } from '../queries/useStatusPageView';
import { ApplicationCard } from './ApplicationCard';
import { InterviewCard } from './InterviewCard';
import { RepliesSection } from './RepliesSection';
import { InvalidLinkState, UnavailableState } from './StatusPageStates';
import { WithdrawDialog } from './WithdrawDialog';

export interface StatusPageProps {
  /** The link's token and store key; null while the key is being computed. */
  link: StatusLink | null;
}

/**
 * /status/{token}: a candidate's own page (issue 25 §4). Everything is read from the public store
 * (it opens offline after a first visit); replies and withdrawals are written there first and sent
 * by the public engine. It shows only what `status_page` answers: no rating, note, scorecard,
 * stage name or panel.
 */
export function StatusPage({ link }: StatusPageProps) {
  const db = usePublicDb();
  const view = useStatusPageView(link?.key ?? null);
  const [withdrawing, setWithdrawing] = useState<ApplicationView | null>(null);
  const companyName = view.state === 'ready' ? view.companyName : null;
  useEffect(() => {
    if (!companyName) return;
    const previous = document.title;
    document.title = `Your application · ${companyName}`;
    return () => {
      document.title = previous;
    };
  }, [companyName]);

  if (!link || view.state === 'loading') return <PageLoader label="Loading your application" />;
  if (view.state === 'invalid') return <InvalidLinkState />;
  if (view.state === 'unavailable') return <UnavailableState error={view.error} />;

  const handleRetry = (seq: number) => void retryStatusWrite(db, seq);
  const handleDiscard = (seq: number) => void discardStatusWrite(db, link.key, seq);
  const handleConfirmWithdraw = () => {
    if (withdrawing) void withdrawApplication(db, link, withdrawing.id);
    setWithdrawing(null);
  };

  return (
    <Container size="sm" component="main" px="md" py="lg">
      <Stack gap="xl">
        <Stack gap={4} component="header">
          <Text fw={600} c="violet.8" size="sm" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {view.companyName}
          </Text>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            Hi {view.firstName}
          </Title>
          <Text c="dark.6">Here is where your application with {view.companyName} stands.</Text>
        </Stack>

        {view.fetchError && (
          <Alert color="gray" variant="light" icon={<IconWifiOff size={18} aria-hidden />} role="status">
            {view.fetchError} This is your page as it was{view.fetchedAt ? ` on ${lastSeen(view.fetchedAt)}` : ''}. What
            you write here is sent once the connection is back.
          </Alert>
        )}

        <Stack component="section" aria-labelledby="status-applications" gap="sm">
          <Title order={2} size="h3" id="status-applications">
            {view.applications.length === 1 ? 'Your application' : 'Your applications'}
          </Title>
          {view.applications.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              onWithdraw={setWithdrawing}
              onRetry={handleRetry}
              onDiscard={handleDiscard}
            />
          ))}
        </Stack>

        <Stack component="section" aria-labelledby="status-interviews" gap="sm">
          <Title order={2} size="h3" id="status-interviews">
            Upcoming interviews
          </Title>
          {view.interviews.length === 0 ? (
            <Text c="dark.6">No interviews scheduled right now. If the team invites you, it will show here.</Text>
          ) : (
            view.interviews.map((interview) => (
              <InterviewCard key={interview.id} interview={interview} companyName={view.companyName} />
            ))
          )}
        </Stack>

        <RepliesSection
          companyName={view.companyName}
          messages={view.messages}
          onSend={async (body) => {
            await sendStatusReply(db, link, body);
          }}
          onRetry={handleRetry}
          onDiscard={handleDiscard}
        />

        <Text size="sm" c="dark.6" component="footer">
          This page is private to you: anyone with its link can see it, so please don&apos;t share it.
        </Text>
      </Stack>
      <WithdrawDialog
        jobTitle={withdrawing?.jobTitle ?? null}
        onConfirm={handleConfirmWithdraw}
        onClose={() => setWithdrawing(null)}
      />
    </Container>
  );
}

function lastSeen(at: number): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}
