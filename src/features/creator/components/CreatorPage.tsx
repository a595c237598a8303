import { useEffect, useRef, useState } from 'react';
import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useCompanyDb, useSyncStatus } from '../../../db/react';
import type { Job } from '../../../db';
import { useJob } from '../../jobs/queries/useJobs';
import {
  PUBLISH_FAILURE_TOAST,
  PUBLISH_SUCCESS_TOAST,
  answerCreatorMessage,
  discardCreatorDraft,
  openCreatorDraft,
  recordCreatorUpload,
  reportPublishFailure,
  sendCreatorMessage,
  wasWrittenHere,
} from '../commands/creatorCommands';
import { awaitingReply, isCreatorDocument, replyDelayMs } from '../model/creatorMessage';
import { draftDescriptionForCreator } from '../model/descriptionDrafter';
import { useCreatorDraftById, useCreatorMessages, useOpenCreatorDraft } from '../queries/useCreatorDraft';
import { CreatorChat } from './CreatorChat';
import { CreatorProgress } from './CreatorProgress';
import { AnchorLink } from '../../../ui/links';

/** Spec §9: the assistant replies 1 s after each user message; the redirect follows publish by 2 s. */
export const REPLY_DELAY_MS = 1000;
/** How long another device's message waits for that device's answer before this one answers. */
export const OTHER_DEVICE_REPLY_GRACE_MS = 10_000;
export const REDIRECT_AFTER_PUBLISH_MS = 2000;

interface CreatorConversationProps {
  job: Job | null;
}

function CreatorConversation({ job }: CreatorConversationProps) {
  const db = useCompanyDb();
  const navigate = useNavigate();
  const openDraft = useOpenCreatorDraft(job?.id ?? null);
  // The conversation on screen is the open draft, pinned once the recruiter talks to it, so
  // publishing (which closes the draft) keeps the finished conversation visible until the redirect
  // instead of starting a new one. A pinned draft removed elsewhere (Start over on another
  // device) reads as null, and the open draft takes over again.
  const [pinnedId, setPinnedId] = useState<string | null>(null);
  const pinned = useCreatorDraftById(pinnedId);
  const draft = pinned ?? openDraft;
  const creating = useRef(false);
  // On a device that has never synced, the open draft may still be on its way from the server:
  // start a new one only once the store has caught up (or cannot: offline, or sync failing).
  const sync = useSyncStatus('company');
  const caughtUp = sync.lastSyncedAt !== null || !sync.online || sync.lastError !== null;

  useEffect(() => {
    if (pinned || openDraft !== null || !caughtUp || creating.current) return;
    // No open draft: start one (the command finds one made meanwhile by another tab).
    creating.current = true;
    openCreatorDraft(db, job)
      .catch((error) => console.error(error))
      .finally(() => (creating.current = false));
  }, [pinned, openDraft, caughtUp, db, job]);

  // The conversation: the draft's message rows from every device, merged in (created_at, id) order.
  const loadedMessages = useCreatorMessages(draft?.id ?? null);
  const messages = loadedMessages ?? [];
  const pending = draft?.status === 'open' && loadedMessages ? awaitingReply(messages) : null;

  // Answer the last user message after the reply delay. Keyed on the message id, so a reload in
  // the middle of a turn (or another device) answers it exactly once (the command re-checks).
  const draftId = draft?.id ?? null;
  useEffect(() => {
    if (!draftId || !pending) return;
    const age = Date.now() - new Date(pending.timestamp).getTime();
    const delay = replyDelayMs(wasWrittenHere(pending.id), age, REPLY_DELAY_MS, OTHER_DEVICE_REPLY_GRACE_MS);
    const timer = setTimeout(async () => {
      setPinnedId(draftId);
      try {
        const answer = await answerCreatorMessage(db, draftId, draftDescriptionForCreator);
        if (answer.kind === 'published') {
          notifications.show({ message: PUBLISH_SUCCESS_TOAST, color: 'green' });
          setTimeout(() => navigate({ to: '/app/jobs' }), REDIRECT_AFTER_PUBLISH_MS);
        }
      } catch (error) {
        console.error(error);
        notifications.show({
          message: error instanceof Error && error.message ? error.message : PUBLISH_FAILURE_TOAST,
          color: 'red',
        });
        await reportPublishFailure(db, draftId).catch(console.error);
      }
    }, delay);
    return () => clearTimeout(timer);
  }, [draftId, pending?.id, db, navigate]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!draft) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading conversation" />
      </Center>
    );
  }

  const handleSend = (text: string) => {
    setPinnedId(draft.id);
    sendCreatorMessage(db, draft.id, text).catch((error) => {
      console.error(error);
      notifications.show({ message: 'Failed to send message', color: 'red' });
    });
  };

  const handleUpload = (file: File) => {
    if (!isCreatorDocument(file.name)) {
      notifications.show({ message: 'Please upload a .pdf, .doc, .docx or .txt file.', color: 'red' });
      return;
    }
    recordCreatorUpload(db, draft.id, file.name).catch(console.error);
  };

  const handleStartOver = async () => {
    setPinnedId(null);
    await discardCreatorDraft(db, draft.id);
  };

  const published = draft.status === 'published';
  return (
    <Stack gap="md">
      <CreatorProgress step={published ? 13 : draft.step} />
      <CreatorChat
        messages={messages}
        loading={pending !== null}
        disabled={published}
        allowUpload={draft.step === 1 && !published}
        onSend={handleSend}
        onUpload={handleUpload}
      />
      {!published && (
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={handleStartOver}
          >
            Start over
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** /app/job-description and /app/job-description/new: the creator for a new job. */
export function NewJobCreatorPage() {
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} size="h2">
          Job Description Creator
        </Title>
        <Text c="dimmed">Answer a few questions and the assistant writes and publishes your job.</Text>
      </div>
      <CreatorConversation job={null} />
    </Stack>
  );
}

/** /app/job-description/{jobId}/edit: the job is loaded into a draft; publishing saves that job. */
export function EditJobCreatorPage({ jobId }: { jobId: string }) {
  const job = useJob(jobId);
  if (job === undefined) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading job" />
      </Center>
    );
  }
  if (job === null) {
    return (
      <Stack align="center" py="xl">
        <Title order={1} size="h3">
          Job not found
        </Title>
        <AnchorLink to="/app/jobs">Back to Jobs</AnchorLink>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} size="h2">
          Edit Job: {job.title}
        </Title>
        <Text c="dimmed">Type 'edit' to rewrite the description and what follows, or 'publish' to save.</Text>
      </div>
      <CreatorConversation job={job} />
    </Stack>
  );
}
