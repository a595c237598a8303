import ICAL from 'ical.js';
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emailContent, type ClaimedEmail } from '../../functions/send-email/message.ts';
import { Mailbox } from '../mailbox.ts';
import { mailOptions } from './compose.ts';
import { startSmtpSink, undeliverable, type SmtpSink } from './sink.ts';

let mailbox: Mailbox;
let sink: SmtpSink;

beforeEach(async () => {
  mailbox = new Mailbox(null);
  sink = await startSmtpSink({ mailbox });
});
afterEach(async () => {
  await sink.close();
});

const transport = () =>
  nodemailer.createTransport({ host: sink.host, port: sink.port, secure: false, ignoreTLS: true });

const ROW: ClaimedEmail = {
  id: '6f1c1b7e-2222-4222-8222-222222222222',
  claim_id: '6f1c1b7e-3333-4333-8333-333333333333',
  kind: 'interview_request',
  to_email: 'sam@partii.local',
  to_name: 'Sam Rivera',
  subject: 'Interview: Olivia Costa — Product Designer',
  body_text: 'You are on the panel.\n\nSee you there: https://meet.example.com/abc',
  calendar: {
    method: 'REQUEST',
    uid: 'i-1@interviews.partii',
    sequence: 1,
    start: '2026-05-12T09:30:00Z',
    duration_minutes: 60,
    title: 'Interview: Olivia Costa — Product Designer',
    location: 'Room 2',
    organizer: { name: 'Demo Recruiter', email: 'demo@partii.local' },
    attendees: [{ name: 'Sam Rivera', email: 'sam@partii.local' }],
  },
};

describe('the SMTP sink (issue 25: mail lands in the mailbox over a real mail protocol)', () => {
  it('keeps a composed invitation: kind, Message-ID, text, HTML and the calendar part', async () => {
    const t = transport();
    await t.sendMail(mailOptions(emailContent(ROW, { siteUrl: 'http://127.0.0.1:5173' })));
    t.close();
    const [mail] = mailbox.list();
    expect(mail).toMatchObject({
      to: 'sam@partii.local',
      type: 'interview_request',
      message_id: `<${ROW.id}@mail.partii>`,
      subject: ROW.subject,
      from: expect.stringContaining('noreply@partii.local'),
    });
    expect(mail.text).toContain('You are on the panel.');
    expect(mail.html).toContain('<a href="https://meet.example.com/abc">');
    expect(mail.links).toEqual(['https://meet.example.com/abc']);
    expect(mail.headers?.['x-partii-kind']).toBe('interview_request');
    // nodemailer's icalEvent: an alternative `text/calendar; method=REQUEST` and an invite.ics file
    const calendar = mail.attachments?.find((a) => a.content_type.startsWith('text/calendar'));
    expect(calendar?.content_type).toBe('text/calendar; method=REQUEST');
    expect(calendar?.filename).toBe('invite.ics');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(calendar!.content)).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe('i-1@interviews.partii');
    expect(mail.attachments?.some((a) => a.content_type === 'application/ics' && a.filename === 'invite.ics')).toBe(
      true,
    );
  });

  it('keeps a mail sent twice with one Message-ID once (a retry after a lost acknowledgement)', async () => {
    const t = transport();
    const options = mailOptions(emailContent({ ...ROW, calendar: null }, { siteUrl: 'http://x' }));
    await t.sendMail(options);
    await t.sendMail(options);
    await t.sendMail({ ...options, messageId: '<another@mail.partii>' });
    t.close();
    expect(mailbox.list().map((m) => m.message_id)).toEqual(['<another@mail.partii>', `<${ROW.id}@mail.partii>`]);
  });

  it('marks mail without X-Partii-Kind as product mail', async () => {
    const t = transport();
    await t.sendMail({ from: 'a@b.c', to: 'x@partii.local', subject: 'Hi', text: 'Hello' });
    t.close();
    expect(mailbox.list()[0]).toMatchObject({ type: 'product', text: 'Hello\n', attachments: [] });
  });

  it('refuses a recipient at a domain that cannot exist (.invalid) with 550, and keeps nothing', async () => {
    expect(undeliverable('nobody@nowhere.invalid')).toBe(true);
    expect(undeliverable('sam@partii.local')).toBe(false);
    const t = transport();
    await expect(
      t.sendMail({ from: 'a@b.c', to: 'nobody@nowhere.invalid', subject: 'Hi', text: 'Hello' }),
    ).rejects.toMatchObject({ responseCode: 550 });
    t.close();
    expect(mailbox.list()).toEqual([]);
  });
});
