import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows } from '@/test-support/pulledRows';
import { readCandidateTimeline, readTemplates } from '../queries/emailReads';
import { defaultTemplateId } from '../model/defaultTemplates';
import { deleteTemplate, revokeStatusLinks, saveTemplate, sendCandidateEmail } from './emailCommands';

const keep = deleteStoresAfterEach();
const COMPANY = '44444444-4444-4444-8444-444444444444';
const openDb = async () => {
  const db = keep(new CompanyDb(COMPANY, { name: `email-commands-${newId()}` }));
  await db.open();
  return db;
};

describe('sendCandidateEmail', () => {
  it('writes the mail, queued, and its outbox entry with only what a client may send', async () => {
    const db = await openDb();
    const candidateId = newId();
    const id = await sendCandidateEmail(db, {
      candidateId,
      applicationId: null,
      templateId: null,
      subject: ' Hello ',
      body: 'Hi Olivia',
    });
    const row = await db.outgoingEmails.get(id);
    expect(row).toMatchObject({ kind: 'candidate', status: 'queued', subject: 'Hello', candidate_id: candidateId });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ table: 'outgoing_emails', op: 'upsert', rowId: id });
    expect(entry!.op === 'upsert' && Object.keys(entry.patch).sort()).toEqual([
      'application_id',
      'body_text',
      'candidate_id',
      'kind',
      'subject',
      'template_id',
    ]);
    const timeline = await readCandidateTimeline(db, candidateId);
    expect(timeline.map((e) => e.type)).toEqual(['email']);
  });
});

describe('revokeStatusLinks', () => {
  it('queues the rpc for the candidate', async () => {
    const db = await openDb();
    await revokeStatusLinks(db, 'c1');
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ op: 'rpc', rpc: { fn: 'revoke_status_links', args: { p_candidate: 'c1' } } });
  });
});

describe('templates', () => {
  it('offers the four defaults before any is pulled, with the server’s ids', async () => {
    const db = await openDb();
    const templates = await readTemplates(db);
    expect(templates.map((t) => t.kind)).toEqual([
      'application_received',
      'interview_invitation',
      'rejection',
      'offer',
    ]);
    expect(templates[2]!.id).toBe(defaultTemplateId(COMPANY, 'rejection'));
  });

  it('saves, lists custom ones after the defaults and deletes them', async () => {
    const db = await openDb();
    await putPulledRows(db, {
      email_templates: [
        { id: defaultTemplateId(COMPANY, 'offer'), kind: 'offer', name: 'Our offer', subject: 's', body: 'b' },
      ],
    });
    const customId = newId();
    await saveTemplate(db, customId, { kind: 'custom', name: ' Follow-up ', subject: 'S', body: 'B', auto_send: true });
    let templates = await readTemplates(db);
    expect(templates.map((t) => t.name)).toEqual([
      'Application received',
      'Invitation to interview',
      'Rejection',
      'Our offer',
      'Follow-up',
    ]);
    // Only the confirmation is ever sent automatically.
    expect(templates[4]!.auto_send).toBe(false);
    await deleteTemplate(db, customId);
    templates = await readTemplates(db);
    expect(templates).toHaveLength(4);
    expect((await db.outbox.toArray()).map((e) => e.op)).toEqual(['upsert', 'delete']);
  });
});

describe('readCandidateTimeline', () => {
  it('merges mails and replies newest first, without the panel’s mail', async () => {
    const db = await openDb();
    const candidateId = newId();
    await putPulledRows(db, {
      outgoing_emails: [
        { candidate_id: candidateId, subject: 'old', created_at: '2026-11-01T10:00:00Z' },
        { candidate_id: candidateId, subject: 'new', created_at: '2026-11-03T10:00:00Z', status: 'sent' },
        { candidate_id: candidateId, subject: 'panel', recipient_user_id: newId(), created_at: '2026-11-04T10:00:00Z' },
      ],
    });
    await db.candidateMessages.put({
      id: newId(),
      company_id: COMPANY,
      candidate_id: candidateId,
      application_id: null,
      body: 'Thanks!',
      created_at: '2026-11-02T10:00:00Z',
      updated_at: '2026-11-02T10:00:00Z',
      deleted_at: null,
      version: 1,
      change_xid: null,
    });
    const timeline = await readCandidateTimeline(db, candidateId);
    expect(timeline.map((e) => (e.type === 'email' ? e.email.subject : e.message.body))).toEqual([
      'new',
      'Thanks!',
      'old',
    ]);
  });
});
