// Interview invitations that land in calendars (issue 25 §2, "Must show"), against the real stack:
// a recruiter schedules an interview through sync_push with two panel members (and ticks "send the
// candidate an invitation"), moves it, takes a member off the panel and cancels it. The database's
// triggers queue the calendar mail, the stack's sender delivers it over SMTP, and the `.ics` parts
// are read back from the mailbox with ical.js: one UID across request, update and cancel, SEQUENCE
// increasing, METHOD REQUEST/CANCEL, attendees equal to the panel. The Download .ics button's file
// is the same event.
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import ICAL from 'ical.js';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { interviewIcs } from '../../src/features/interviews/model/interviewIcs.ts';
import { invitationOf, mailTo, sleep, waitForMail, type MailMessage } from '../support/mail.ts';
import { accessTokenFor, createUser, getTestStack, sql, type TestUser } from '../support/stack-env.ts';

type Who = { user: TestUser; client: SupabaseClient };

const uid = () => randomUUID();
const tag = () => uid().slice(0, 8);

function clientFor(token: string): SupabaseClient {
  return createClient(getTestStack().url, getTestStack().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    accessToken: async () => token,
  });
}

async function signIn(user: TestUser): Promise<Who> {
  return { user, client: clientFor(await accessTokenFor(user)) };
}

let owner: Who;
let sam: Who;
let alex: Who;
let C: string;

async function push(mutations: { table: string; row_id: string; patch: Record<string, unknown> }[]) {
  const { data, error } = await owner.client.rpc('sync_push', {
    p_client_id: uid(),
    p_mutations: mutations.map((m) => ({ mutation_id: uid(), op: 'upsert', base_version: null, ...m })),
    p_expected_user: owner.user.id,
    p_company: C,
  });
  if (error) throw new Error(`sync_push: ${error.code} ${error.message}`);
  const answers = data as { status: string; error: { message: string } | null }[];
  expect(answers.map((a) => a.error?.message ?? a.status)).toEqual(mutations.map(() => 'applied'));
}

async function join(name: string): Promise<Who> {
  const who = await signIn(await createUser(`${name}-${tag()}@example.com`));
  const invite = await owner.client.rpc('create_company_invitation', {
    p_company: C,
    p_email: who.user.email,
    p_role: 'interviewer',
  });
  if (invite.error) throw new Error(invite.error.message);
  const accepted = await who.client.rpc('accept_company_invitation', {
    p_token: (invite.data as { token: string }).token,
  });
  if (accepted.error) throw new Error(accepted.error.message);
  return who;
}

beforeAll(async () => {
  owner = await signIn(await createUser(`owner-${tag()}@example.com`));
  C = owner.user.id;
  sam = await join('sam');
  alex = await join('alex');
});

/** Mail to `to` with a calendar part, oldest first; waits until there are `count`. */
async function invitations(to: string, count: number): Promise<MailMessage[]> {
  const mails = await waitForMail(to, count);
  return mails.filter((m) => m.attachments?.some((a) => a.content_type.startsWith('text/calendar')));
}

describe('interview invitations (issue 25 §2): one calendar event from request to cancel', () => {
  it('schedule, reschedule, take a member off the panel, cancel: REQUEST/CANCEL of one UID, SEQUENCE up, the panel as attendees', async () => {
    const jobId = uid();
    const profileId = uid();
    const applicationId = uid();
    const planId = uid();
    const stageId = uid();
    const interviewId = uid();
    const candidateEmail = `grace-${tag()}@example.com`;
    await push([
      { table: 'jobs', row_id: jobId, patch: { title: 'Backend Engineer', status: 'published' } },
      {
        table: 'profiles',
        row_id: profileId,
        patch: { first_name: 'Grace', last_name: 'Hopper', email: candidateEmail },
      },
      { table: 'applications', row_id: applicationId, patch: { job_id: jobId, applicant_id: profileId } },
      { table: 'interview_plans', row_id: planId, patch: { name: 'Engineering loop', status: 'active' } },
      {
        table: 'interview_stages',
        row_id: stageId,
        patch: { plan_id: planId, position: 1, name: 'Technical interview', type: 'interview', duration_minutes: 60 },
      },
    ]);
    const uidOf = `${interviewId}@interviews.partii`;
    const panel = [sam.user.email, alex.user.email].sort();

    // 1. scheduled with Sam and Alex; the candidate invited too
    await push([
      {
        table: 'interviews',
        row_id: interviewId,
        patch: {
          application_id: applicationId,
          stage_id: stageId,
          starts_at: '2026-12-01T14:00:00.000Z',
          duration_minutes: 60,
          video_url: 'https://meet.example.com/abc-defg',
          interviewer_ids: [sam.user.id, alex.user.id],
          invite_candidate: true,
        },
      },
    ]);
    const [samFirst] = await invitations(sam.user.email, 1);
    const first = invitationOf(samFirst);
    expect(samFirst.type).toBe('interview_request');
    expect(first).toMatchObject({
      partMethod: 'REQUEST',
      method: 'REQUEST',
      uid: uidOf,
      sequence: 0,
      start: '2026-12-01T14:00:00.000Z',
      end: '2026-12-01T15:00:00.000Z',
      status: 'CONFIRMED',
      attendees: panel,
    });
    expect(first.organizer).toBeTruthy();
    expect(first.summary).toBe('Interview: Grace Hopper — Backend Engineer');

    // 2. moved: an update (REQUEST, SEQUENCE + 1) to everyone holding the event
    await push([{ table: 'interviews', row_id: interviewId, patch: { starts_at: '2026-12-02T09:30:00.000Z' } }]);
    await invitations(sam.user.email, 2);
    await invitations(alex.user.email, 2);

    // 3. Alex taken off the panel: a CANCEL to Alex, a REQUEST without Alex to Sam
    await push([{ table: 'interviews', row_id: interviewId, patch: { interviewer_ids: [sam.user.id] } }]);
    await invitations(alex.user.email, 3);
    await invitations(sam.user.email, 3);

    // 4. cancelled: a CANCEL to Sam (and the candidate)
    await push([{ table: 'interviews', row_id: interviewId, patch: { status: 'cancelled' } }]);
    const samMail = (await invitations(sam.user.email, 4)).map(invitationOf);
    const alexMail = (await invitations(alex.user.email, 3)).map(invitationOf);
    const candidateMail = await invitations(candidateEmail, 4);
    await sleep(2500); // a poll later, nothing more arrives
    expect(await mailTo(sam.user.email)).toHaveLength(4);
    expect(await mailTo(alex.user.email)).toHaveLength(3);

    // Sam: request, update, update (panel changed), cancel — one UID, SEQUENCE increasing
    expect(samMail.map((i) => [i.method, i.partMethod, i.sequence])).toEqual([
      ['REQUEST', 'REQUEST', 0],
      ['REQUEST', 'REQUEST', 1],
      ['REQUEST', 'REQUEST', 2],
      ['CANCEL', 'CANCEL', 3],
    ]);
    expect(new Set(samMail.map((i) => i.uid))).toEqual(new Set([uidOf]));
    expect(samMail[1]).toMatchObject({ start: '2026-12-02T09:30:00.000Z', attendees: panel });
    expect(samMail[2].attendees).toEqual([sam.user.email]);
    expect(samMail[3].status).toBe('CANCELLED');

    // Alex: request, update, then the cancel of the event they hold
    expect(alexMail.map((i) => [i.method, i.sequence])).toEqual([
      ['REQUEST', 0],
      ['REQUEST', 1],
      ['CANCEL', 2],
    ]);
    expect(new Set(alexMail.map((i) => i.uid))).toEqual(new Set([uidOf]));
    expect(alexMail[0].attendees).toEqual(panel);
    expect(alexMail[2].attendees).toContain(alex.user.email);

    // The candidate: the company's event (never the stage or the panel), with the status link
    const candidate = candidateMail.map(invitationOf);
    expect(candidate.map((i) => [i.method, i.sequence])).toEqual([
      ['REQUEST', 0],
      ['REQUEST', 1],
      ['REQUEST', 2],
      ['CANCEL', 3],
    ]);
    expect(new Set(candidate.map((i) => i.uid))).toEqual(new Set([uidOf]));
    expect(candidate[0].attendees).toEqual([candidateEmail]);
    expect(candidate[0].summary).not.toContain('Grace');
    expect(candidate[0].summary).toContain('Backend Engineer');
    for (const mail of candidateMail) {
      const ics = mail.attachments!.find((a) => a.content_type.startsWith('text/calendar'))!.content;
      expect(ics).not.toMatch(/Technical interview|sam-|alex-/);
      expect(mail.text).toMatch(/Follow your application, reply to the team or withdraw: http\S+\/status\/[\w-]+/);
    }

    // The Download .ics button gives the same event: same UID and the server's SEQUENCE.
    const [row] = await sql<{
      id: string;
      starts_at: Date;
      duration_minutes: number;
      location: string | null;
      video_url: string | null;
      status: 'scheduled' | 'completed' | 'cancelled';
      ics_sequence: number;
    }>(
      'select id, starts_at, duration_minutes, location, video_url, status, ics_sequence from public.interviews where id = $1',
      [interviewId],
    );
    expect(row.ics_sequence).toBe(3);
    const downloaded = new ICAL.Event(
      new ICAL.Component(
        ICAL.parse(
          interviewIcs(
            { ...row, starts_at: row.starts_at.toISOString() },
            {
              candidateName: 'Grace Hopper',
              jobTitle: 'Backend Engineer',
              stageName: 'Technical interview',
              interviewers: [{ name: 'Sam', email: sam.user.email }],
            },
          ),
        ),
      ).getFirstSubcomponent('vevent')!,
    );
    expect(downloaded.uid).toBe(uidOf);
    expect(downloaded.sequence).toBe(samMail[3].sequence);
    expect(downloaded.startDate.toJSDate().toISOString()).toBe(samMail[3].start);
    expect(downloaded.summary).toBe(samMail[3].summary);
  });
});
