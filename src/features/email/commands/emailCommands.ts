// The email feature's writes. Each is one Dexie transaction of the row and its outbox entry (the
// store's upsertRow/deleteRow/enqueue), so a mail written offline is on the timeline at once and
// goes out once when the device is back online: the row's id is the mail's idempotency key end
// to end (outbox mutation, server row, SMTP Message-ID; docs/messaging.md).
import { deleteRow, enqueue, newId, upsertRow, type CompanyDb, type EmailTemplate } from '@/db';

export interface TemplateFields {
  kind: EmailTemplate['kind'];
  name: string;
  subject: string;
  body: string;
  auto_send: boolean;
}

/** Creates or updates a template (owner, admin, recruiter; the server checks the variables again). */
export function saveTemplate(db: CompanyDb, id: string, fields: TemplateFields): Promise<string> {
  return upsertRow(db, 'email_templates', id, {
    kind: fields.kind,
    name: fields.name.trim(),
    subject: fields.subject,
    body: fields.body,
    // Only the confirmation is ever sent automatically (docs/messaging.md).
    auto_send: fields.kind === 'application_received' && fields.auto_send,
  });
}

/** Deletes a custom template (a tombstone on the server). The four defaults stay. */
export function deleteTemplate(db: CompanyDb, id: string): Promise<string> {
  return deleteRow(db, 'email_templates', id);
}

export interface CandidateEmail {
  candidateId: string;
  applicationId: string | null;
  templateId: string | null;
  subject: string;
  body: string;
}

/**
 * Queues a mail to a candidate. Only the columns a client may write are sent: the server takes
 * the address from the candidate's profile (never from a client: no open relay), builds the HTML,
 * adds the status link and sends it. Answers the mail's id.
 */
export async function sendCandidateEmail(db: CompanyDb, email: CandidateEmail): Promise<string> {
  const id = newId();
  await upsertRow(db, 'outgoing_emails', id, {
    kind: 'candidate',
    template_id: email.templateId,
    candidate_id: email.candidateId,
    application_id: email.applicationId,
    subject: email.subject.trim(),
    body_text: email.body,
  });
  return id;
}

/** Revokes every status link of a candidate's mails so far (`revoke_status_links`); later mails get new ones. */
export function revokeStatusLinks(db: CompanyDb, candidateId: string): Promise<string> {
  return db.transaction('rw', db.outbox, () =>
    enqueue(db, { table: '', op: 'rpc', rpc: { fn: 'revoke_status_links', args: { p_candidate: candidateId } } }),
  );
}
