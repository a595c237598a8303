// The application chat's hook: the stored conversation (live), the assistant's delayed turns, and
// the applicant's actions. The conversation itself lives in the public store (commands/applyDraft).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ApplyDraft, Job } from '@/db';
import { usePublicDb } from '@/db/react';
import {
  addApplicantMessage,
  attachResume,
  ensureApplyDraft,
  replaceResume,
  runAssistantTurn,
  submissionState,
} from '../commands/applyDraft';
import { pendingEvent } from '../model/applyChat';
import { canSend } from '@/ui/chat/sendRule';
import { checkResumeFile } from '../model/resumeFile';

/** Spec §9 timings: the welcome after 0.5 s, every other reply after 1.5 s. */
export const WELCOME_DELAY_MS = 500;
export const REPLY_DELAY_MS = 1500;

export interface ApplyChat {
  draft: ApplyDraft | undefined;
  /** The assistant owes a reply (typing indicator on, input off). */
  typing: boolean;
  submitted: boolean;
  canUpload: boolean;
  send: (text: string) => void;
  uploadResume: (file: File) => Promise<void>;
}

async function readResumeText(file: File): Promise<{ text: string | null; error?: string }> {
  // Loaded on demand: the PDF/DOCX readers are large and only needed once a file is chosen.
  const { extractResumeText, RESUME_UNREADABLE } = await import('@/features/screening/extract/resumeText');
  try {
    return await extractResumeText(file);
  } catch (error) {
    console.warn('Resume text extraction failed; the file is still attached', error);
    return { text: null, error: RESUME_UNREADABLE };
  }
}

export function useApplyChat(job: Pick<Job, 'id' | 'title' | 'questions'>, onSubmitted?: () => void): ApplyChat {
  const db = usePublicDb();
  const draft = useLiveQuery(() => db.applyDrafts.get(job.id), [db, job.id]);
  // The latest job and callback for the delayed turn, without restarting its timer on every render.
  const onSubmittedRef = useRef(onSubmitted);
  const jobRef = useRef(job);
  useEffect(() => {
    onSubmittedRef.current = onSubmitted;
    jobRef.current = job;
  });

  useEffect(() => {
    void ensureApplyDraft(db, job.id);
  }, [db, job.id]);

  const event = draft ? pendingEvent(draft) : null;
  const eventKey = event && draft ? `${draft.messages.length}:${event.type}` : null;

  // Whatever the stored conversation is waiting on gets its turn after the spec's delay. The turn
  // re-reads the draft in its own transaction, so a doubled timer (StrictMode, two tabs) is harmless.
  useEffect(() => {
    if (!eventKey) return;
    const delay = eventKey.endsWith(':welcome') ? WELCOME_DELAY_MS : REPLY_DELAY_MS;
    const timer = setTimeout(() => {
      void runAssistantTurn(db, jobRef.current).then((submitted) => {
        if (submitted) onSubmittedRef.current?.();
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [db, eventKey]);

  const submitted = draft?.status === 'submitted';
  const typing = !!event && !submitted;

  const send = useCallback(
    (text: string) => {
      if (!canSend(text)) return;
      void addApplicantMessage(db, job.id, text.trim());
    },
    [db, job.id],
  );

  const uploadResume = useCallback(
    async (file: File) => {
      // The bucket's limits (type, 10 MB) are the command's rule (attachResume refuses, in the
      // chat, what the server would refuse); asked first here only to skip reading the text of a
      // file that will be turned away (D9, issue 24).
      if (!checkResumeFile(file).ok) {
        await attachResume(db, job.id, file, null);
        return;
      }
      const { text, error } = await readResumeText(file);
      await attachResume(db, job.id, file, text, error);
    },
    [db, job.id],
  );

  return {
    draft,
    typing,
    submitted,
    canUpload: !!draft && !draft.resume && !submitted && draft.progress >= 10,
    send,
    uploadResume,
  };
}

/** Where the submitted application is on its way to the server (live from the outbox). */
export function useSubmissionDelivery(jobId: string) {
  return useSubmissionState(jobId)?.delivery;
}

export function useSubmissionState(jobId: string) {
  const db = usePublicDb();
  return useLiveQuery(() => submissionState(db, jobId), [db, jobId]);
}

export interface ResumeReupload {
  /** Checks the file and queues it in place of the refused one; false when it was turned away. */
  upload: (file: File) => Promise<boolean>;
  /** Why the last chosen file was turned away (null: none). */
  error: string | null;
  busy: boolean;
}

/** Uploading another resume after the server refused the first one (the application stands). */
export function useResumeReupload(jobId: string): ResumeReupload {
  const db = usePublicDb();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = useCallback(
    async (file: File) => {
      // The rule is replaceResume's; asked first only to skip reading a refused file's text.
      const check = checkResumeFile(file);
      setBusy(check.ok);
      try {
        const { text } = check.ok ? await readResumeText(file) : { text: null };
        const result = await replaceResume(db, jobId, file, text);
        setError(!result.queued && result.refused ? result.refused : null);
        return result.queued;
      } finally {
        setBusy(false);
      }
    },
    [db, jobId],
  );
  return { upload, error, busy };
}
