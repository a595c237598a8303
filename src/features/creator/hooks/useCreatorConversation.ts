// The Job Description Creator's conversation for one screen: which draft is on screen, its
// messages, the assistant's delayed answer, and the recruiter's actions. The page only renders it.
import { useEffect, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useCompanyDb, useSyncStatus } from '@/db/react';
import type { Job, JobDraft } from '@/db';
import { useDelayedCall } from '@/ui/chat/useDelayedCall';
import { useJobDescriptionWriter } from '@/features/screening/hooks/useJobDescriptionWriter';
import {
  PUBLISH_FAILURE_TOAST,
  PUBLISH_SUCCESS_TOAST,
  answerCreatorMessage,
  discardCreatorDraft,
  openCreatorDraft,
  recordCreatorUpload,
  reportPublishFailure,
  sendCreatorMessage,
} from '../commands/creatorCommands';
import { drafterForPendingMessage } from '../commands/describeJob';
import { awaitingReply, isCreatorDocument, replyDelayMs, type CreatorMessage } from '../model/creatorMessage';
import { wasWrittenInThisTab } from '../model/writtenInThisTab';
import { useCreatorDraftById, useCreatorMessages, useOpenCreatorDraft } from '../queries/useCreatorDraft';

/** Spec §9: the assistant replies 1 s after each user message; the redirect follows publish by 2 s. */
export const REPLY_DELAY_MS = 1000;
/** How long another device's message waits for that device's answer before this one answers. */
export const OTHER_DEVICE_REPLY_GRACE_MS = 10_000;
export const REDIRECT_AFTER_PUBLISH_MS = 2000;

export interface CreatorConversation {
  /** The draft on screen; null until it has loaded (or been started). */
  draft: JobDraft | null;
  messages: CreatorMessage[];
  /** The assistant owes an answer (typing indicator on, input off). */
  replying: boolean;
  published: boolean;
  send: (text: string) => void;
  upload: (file: File) => void;
  startOver: () => Promise<void>;
}

export function useCreatorConversation(job: Job | null): CreatorConversation {
  const db = useCompanyDb();
  const navigate = useNavigate();
  const writeDescription = useJobDescriptionWriter();
  const redirectToJobs = useDelayedCall(() => void navigate({ to: '/app/jobs' }), REDIRECT_AFTER_PUBLISH_MS);
  const openDraft = useOpenCreatorDraft(job?.id ?? null);
  // The conversation on screen is the open draft, pinned once the recruiter talks to it, so
  // publishing (which closes the draft) keeps the finished conversation visible until the redirect
  // instead of starting a new one. A pinned draft removed elsewhere (Start over on another
  // device) reads as null, and the open draft takes over again.
  const [pinnedId, setPinnedId] = useState<string | null>(null);
  const pinned = useCreatorDraftById(pinnedId);
  const draft = pinned ?? openDraft ?? null;
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
    const delay = replyDelayMs(wasWrittenInThisTab(pending.id), age, REPLY_DELAY_MS, OTHER_DEVICE_REPLY_GRACE_MS);
    const timer = setTimeout(async () => {
      setPinnedId(draftId);
      try {
        const drafter = await drafterForPendingMessage(db, draftId, writeDescription);
        const answer = await answerCreatorMessage(db, draftId, drafter);
        if (answer.kind === 'published') {
          notifications.show({ message: PUBLISH_SUCCESS_TOAST, color: 'green' });
          redirectToJobs();
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
  }, [draftId, pending?.id, db]); // eslint-disable-line react-hooks/exhaustive-deps

  const send = (text: string) => {
    if (!draft) return;
    setPinnedId(draft.id);
    sendCreatorMessage(db, draft.id, text).catch((error) => {
      console.error(error);
      notifications.show({ message: 'Failed to send message', color: 'red' });
    });
  };

  const upload = (file: File) => {
    if (!draft) return;
    if (!isCreatorDocument(file.name)) {
      notifications.show({ message: 'Please upload a .pdf, .doc, .docx or .txt file.', color: 'red' });
      return;
    }
    recordCreatorUpload(db, draft.id, file.name).catch(console.error);
  };

  const startOver = async () => {
    if (!draft) return;
    setPinnedId(null);
    await discardCreatorDraft(db, draft.id);
  };

  return {
    draft,
    messages,
    replying: pending !== null,
    published: draft?.status === 'published',
    send,
    upload,
    startOver,
  };
}
