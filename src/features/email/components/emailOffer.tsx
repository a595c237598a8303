// After a move to Rejected, to an interview (status or plan stage) or to Offer, the move's toast
// asks "Email Olivia the rejection?" with a button that opens the Email candidate dialog with
// that template. Nothing is sent without the recruiter's click (issue 25 §3).
//
// The toast lives in the root's notifications, outside the company's store, and the moves come
// from pages this feature does not own, so the dialog is hosted by a notification of its own that
// stays until the dialog closes (hidden: the dialog is what shows), inside the store's providers
// captured when the move was made.
import { useCallback, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CompanyDb, PublicDb } from '@/db';
import { DbProvider, useCan, useCompanyDb, usePublicDb } from '@/db/react';
import { candidateFirstName } from '../model/candidateValues';
import type { DefaultTemplateKind } from '../model/defaultTemplates';
import { emailOfferQuestion } from '../model/emailOffer';
import { readApplicationCandidate } from '../queries/emailReads';
import { EmailCandidateDialog } from './EmailCandidateDialog';

interface ComposerRequest {
  db: CompanyDb;
  publicDb: PublicDb;
  candidateId: string;
  applicationId: string;
  kind: DefaultTemplateKind;
}

let composers = 0;

/** Opens the Email candidate dialog from outside the signed-in tree (a toast's button). */
export function openEmailComposer(request: ComposerRequest): void {
  const id = `email-composer-${++composers}`;
  const close = () => notifications.hide(id);
  notifications.show({
    id,
    autoClose: false,
    withCloseButton: false,
    style: { display: 'none' },
    message: (
      <DbProvider publicDb={request.publicDb} companyDb={request.db}>
        <EmailCandidateDialog
          opened
          onClose={close}
          candidateId={request.candidateId}
          applicationId={request.applicationId}
          templateKind={request.kind}
        />
      </DbProvider>
    ),
  });
}

function EmailOfferMessage({
  moved,
  question,
  toastId,
  request,
}: {
  moved: ReactNode;
  question: string;
  toastId: string;
  request: ComposerRequest;
}) {
  const handleWrite = () => {
    notifications.hide(toastId);
    openEmailComposer(request);
  };
  return (
    <Stack gap={6}>
      <Text size="sm">{moved}</Text>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" fw={600}>
          {question}
        </Text>
        <Button size="compact-sm" variant="light" onClick={handleWrite} style={{ flexShrink: 0 }}>
          Write email
        </Button>
      </Group>
    </Stack>
  );
}

/** A type, not an interface, so it passes as Mantine's NotificationData. */
export type MoveToast = { message: ReactNode; color: 'green' | 'red'; id?: string; autoClose?: number };

let offers = 0;

/**
 * The move's toast, with the offer to email the candidate when the move has a template to offer
 * (`kind`), the member may write to candidates and the candidate has an address; else unchanged.
 */
export function useEmailOffer(): (
  toast: MoveToast,
  applicationId: string,
  kind: DefaultTemplateKind | null,
) => Promise<MoveToast> {
  const db = useCompanyDb();
  const publicDb = usePublicDb();
  const mayEmail = useCan('manage_candidates');
  return useCallback(
    async (toast, applicationId, kind) => {
      if (!kind || !mayEmail) return toast;
      // The move is done: a failed look-up only leaves the offer out, never turns it into an error.
      const found = await readApplicationCandidate(db, applicationId).catch(() => null);
      if (!found?.profile.email) return toast;
      const toastId = `email-offer-${++offers}`;
      const request: ComposerRequest = { db, publicDb, candidateId: found.profile.id, applicationId, kind };
      return {
        ...toast,
        id: toastId,
        // Time to read the question and reach the button.
        autoClose: 12_000,
        message: (
          <EmailOfferMessage
            moved={toast.message}
            question={emailOfferQuestion(kind, candidateFirstName(found.profile))}
            toastId={toastId}
            request={request}
          />
        ),
      };
    },
    [db, publicDb, mayEmail],
  );
}
