// Chat (issue 26, docs/chat.md) from outside, with supabase-js only: who reads each kind of
// conversation by REST, sync_pull and realtime (the cell-by-cell REST matrix is in
// rls-roles-matrix.test.ts, every route × every role in access-routes.test.ts); and the write
// stories: a message sent again after a lost acknowledgement, from the same device and from a
// second one, is stored once and notifies once; mentions reach only who may read; only the author
// edits or deletes; read marks only move forward.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  candidateConversationId,
  conversationReadId,
  directConversationId,
  hiringChannelId,
} from '../../src/features/chat/model/conversationIds.ts';
import { listenToTables } from '../support/realtime-listen.ts';
import { accessTokenFor, anonClient, createUser, getTestStack, sql, type TestUser } from '../support/stack-env.ts';

type Row = Record<string, unknown>;
interface Member {
  label: string;
  user: TestUser;
  client: SupabaseClient;
}

const uid = () => randomUUID();
const tag = () => uid().slice(0, 8);

function clientFor(token: string): SupabaseClient {
  const { url, anonKey } = getTestStack();
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    accessToken: async () => token,
  });
}

async function member(label: string): Promise<Member> {
  const user = await createUser(`chat-${label}-${tag()}@example.com`);
  return { label, user, client: clientFor(await accessTokenFor(user, 3600)) };
}

let owner: Member, recruiter: Member, interviewer: Member, outsider: Member;
let C: string;
let candidate: string;

async function join(company: string, who: Member, role: string) {
  const invite = await owner.client.rpc('create_company_invitation', {
    p_company: company,
    p_email: who.user.email,
    p_role: role,
  });
  if (invite.error) throw new Error(invite.error.message);
  const accepted = await who.client.rpc('accept_company_invitation', {
    p_token: (invite.data as { token: string }).token,
  });
  if (accepted.error) throw new Error(accepted.error.message);
}

type Answer = { status: string; row: Row | null; error: { code: string; message: string } | null; duplicate: boolean };

async function push(
  who: Member,
  table: string,
  rowId: string,
  patch: Row,
  opts: { mutationId?: string; clientId?: string; op?: 'upsert' | 'delete' } = {},
): Promise<Answer> {
  const { data, error } = await who.client.rpc('sync_push', {
    p_client_id: opts.clientId ?? uid(),
    p_mutations: [
      {
        mutation_id: opts.mutationId ?? uid(),
        table,
        op: opts.op ?? 'upsert',
        row_id: rowId,
        patch,
        base_version: null,
      },
    ],
    p_expected_user: who.user.id,
    p_company: C,
  });
  if (error) throw new Error(`sync_push as ${who.label}: ${error.code} ${error.message}`);
  return (data as Answer[])[0];
}

async function mustPush(who: Member, table: string, rowId: string, patch: Row) {
  const answer = await push(who, table, rowId, patch);
  if (answer.status !== 'applied') throw new Error(`fixture ${table} as ${who.label}: ${JSON.stringify(answer)}`);
  return answer;
}

/** The ids of `table` rows `who` pulls from the start of the feed (company C). */
async function pulledIds(who: Member, table: string, company = C): Promise<string[]> {
  const { data, error } = await who.client.rpc('sync_pull', {
    p_table: table,
    p_after_xid: '0',
    p_after_id: null,
    p_limit: 1000,
    p_expected_user: who.user.id,
    p_company: company,
  });
  if (error) return [];
  return (data as { rows: { id: string }[] }).rows.map((r) => r.id);
}

const rowOf = async (table: string, id: string) =>
  (await sql<{ r: Row }>(`select to_jsonb(t) as r from public.${table} t where id = $1`, [id]))[0]?.r;

const mentionNotifications = async (recipient: string, messageId: string) =>
  (
    await sql<{ n: string }>(
      `select count(*)::text as n from public.notifications
        where recipient_id = $1 and kind = 'mentioned' and data ->> 'conversation_id' is not null
          and id = partii_private.uuid_v5('5b0e9a6e-2f0c-4c55-a4c9-3d7f1e0b8a21', $1 || ':mentioned:' || $2)`,
      [recipient, messageId],
    )
  )[0].n;

beforeAll(async () => {
  owner = await member('owner');
  C = owner.user.id;
  recruiter = await member('recruiter');
  interviewer = await member('interviewer');
  outsider = await member('outsider');
  await join(C, recruiter, 'recruiter');
  await join(C, interviewer, 'interviewer');
  // the outsider owns a company of their own (their first sign-in made it)
  candidate = uid();
  await mustPush(recruiter, 'profiles', candidate, { first_name: 'Emma', email: `emma-${tag()}@example.com` });
}, 60_000);

describe('who reads each kind of conversation', () => {
  it('a direct conversation: its two members only, by REST, sync_pull and realtime; the owner and another company nothing', async () => {
    const heard = new Map<string, Set<string>>();
    const listeners = [];
    for (const who of [owner, recruiter, interviewer, outsider]) {
      heard.set(who.label, new Set());
      listeners.push(
        await listenToTables(who.client, `chat-${who.label}`, ['conversations', 'conversation_messages'], (id) =>
          heard.get(who.label)!.add(id),
        ),
      );
    }
    const dm = directConversationId(C, recruiter.user.id, interviewer.user.id);
    const message = uid();
    const channelMessage = uid();
    await mustPush(recruiter, 'conversations', dm, {
      kind: 'direct',
      member_ids: [recruiter.user.id, interviewer.user.id],
    });
    await mustPush(recruiter, 'conversation_messages', message, { conversation_id: dm, body: 'Between us' });
    await mustPush(owner, 'conversation_messages', channelMessage, {
      conversation_id: hiringChannelId(C),
      body: 'Portfolio reviews are on Thursday',
    });
    // realtime: the last change (the channel message) reaches everyone in C, so the DM's did too
    const deadline = Date.now() + 10_000;
    while (
      Date.now() < deadline &&
      ![owner, recruiter, interviewer].every((w) => heard.get(w.label)!.has(channelMessage))
    )
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 500));

    for (const who of [recruiter, interviewer]) {
      const { data } = await who.client.from('conversation_messages').select('id, body').eq('id', message);
      expect(data, `${who.label} REST`).toHaveLength(1);
      expect(await pulledIds(who, 'conversation_messages'), `${who.label} pull`).toContain(message);
      expect(await pulledIds(who, 'conversations'), `${who.label} pull`).toContain(dm);
      expect(heard.get(who.label)!.has(message), `${who.label} realtime`).toBe(true);
    }
    for (const who of [owner, outsider]) {
      const { data } = await who.client.from('conversation_messages').select('id').eq('id', message);
      expect(data ?? [], `${who.label} REST`).toHaveLength(0);
      const { data: conv } = await who.client.from('conversations').select('id').eq('id', dm);
      expect(conv ?? [], `${who.label} REST`).toHaveLength(0);
      expect(await pulledIds(who, 'conversation_messages'), `${who.label} pull`).not.toContain(message);
      expect(await pulledIds(who, 'conversations'), `${who.label} pull`).not.toContain(dm);
      expect(heard.get(who.label)!.has(message), `${who.label} realtime`).toBe(false);
      expect(heard.get(who.label)!.has(dm), `${who.label} realtime`).toBe(false);
    }
    // the channel: every member of C, nobody else
    expect(heard.get('owner')!.has(channelMessage)).toBe(true);
    expect(heard.get('outsider')!.has(channelMessage)).toBe(false);
    expect(await pulledIds(outsider, 'conversation_messages', outsider.user.id)).not.toContain(channelMessage);
    const { data: visitor } = await anonClient().from('conversation_messages').select('id');
    expect(visitor ?? []).toEqual([]);
    await Promise.all(listeners.map((l) => l.unsubscribe()));
  });

  it("a candidate's conversation: every member, the interviewer too; its id is the candidate's derived one", async () => {
    const conversation = candidateConversationId(C, candidate);
    const wrong = await push(recruiter, 'conversations', uid(), { kind: 'candidate', candidate_id: candidate });
    expect(wrong.status).toBe('rejected');
    expect(wrong.error?.code).toBe('42501');
    await mustPush(interviewer, 'conversations', conversation, { kind: 'candidate', candidate_id: candidate });
    // a second device opening the same conversation: applied, nothing changes
    const again = await push(owner, 'conversations', conversation, { kind: 'candidate', candidate_id: candidate });
    expect(again.status).toBe('applied');
    const message = uid();
    await mustPush(interviewer, 'conversation_messages', message, {
      conversation_id: conversation,
      body: 'Strong on systems',
    });
    for (const who of [owner, recruiter, interviewer])
      expect(await pulledIds(who, 'conversation_messages'), who.label).toContain(message);
    expect(await pulledIds(outsider, 'conversation_messages')).not.toContain(message);
  });

  it('an interviewer adds no channel (the reason in words); an owner does', async () => {
    const refused = await push(interviewer, 'conversations', uid(), { kind: 'channel', name: 'design' });
    expect(refused.status).toBe('rejected');
    expect(refused.error?.message).toMatch(/owners and admins can/);
    const design = uid();
    await mustPush(owner, 'conversations', design, { kind: 'channel', name: '#design' });
    expect((await rowOf('conversations', design))?.name).toBe('design');
  });

  it('a member removed from the company reads none of it any more', async () => {
    const leaver = await member('leaver');
    await join(C, leaver, 'recruiter');
    const message = uid();
    await mustPush(owner, 'conversation_messages', message, { conversation_id: hiringChannelId(C), body: 'Before' });
    expect(await pulledIds(leaver, 'conversation_messages')).toContain(message);
    const removed = await owner.client.rpc('remove_company_member', { p_company: C, p_user: leaver.user.id });
    expect(removed.error).toBeNull();
    const { data } = await leaver.client.from('conversation_messages').select('id').eq('id', message);
    expect(data ?? []).toEqual([]);
    expect(await pulledIds(leaver, 'conversation_messages')).toEqual([]);
  });
});

describe('writing', () => {
  it('a message sent again after a lost acknowledgement, by the same device and by a second one, is stored once and notifies once', async () => {
    const message = uid();
    const mutation = uid();
    const device = uid();
    const patch = {
      conversation_id: hiringChannelId(C),
      body: '@Interviewer can you take the onsite?',
      mentioned_ids: [interviewer.user.id],
    };
    const first = await push(recruiter, 'conversation_messages', message, patch, {
      mutationId: mutation,
      clientId: device,
    });
    expect(first.status).toBe('applied');
    const stored = await rowOf('conversation_messages', message);
    // the answer is lost: the device sends the same mutation again
    const replay = await push(recruiter, 'conversation_messages', message, patch, {
      mutationId: mutation,
      clientId: device,
    });
    expect(replay).toMatchObject({ status: 'applied', duplicate: true });
    // a second device of the recruiter sends the same message (its own mutation id)
    const second = await push(recruiter, 'conversation_messages', message, patch, { clientId: uid() });
    expect(second.status).toBe('applied');
    const after = await rowOf('conversation_messages', message);
    expect(after?.created_at).toBe(stored?.created_at);
    expect(after?.edited_at).toBeNull();
    expect(after?.author_id).toBe(recruiter.user.id);
    expect(
      Number(
        (
          await sql<{ n: string }>('select count(*)::text as n from public.conversation_messages where id = $1', [
            message,
          ])
        )[0].n,
      ),
    ).toBe(1);
    expect(await mentionNotifications(interviewer.user.id, message)).toBe('1');
  });

  it('the author and the time are the server’s; someone else’s message is never changed or deleted', async () => {
    const message = uid();
    await mustPush(recruiter, 'conversation_messages', message, {
      conversation_id: hiringChannelId(C),
      body: 'Original',
      author_id: owner.user.id,
      created_at: '2001-01-01T00:00:00Z',
    });
    const row = await rowOf('conversation_messages', message);
    expect(row?.author_id).toBe(recruiter.user.id);
    expect(new Date(String(row?.created_at)).getFullYear()).toBeGreaterThan(2025);
    const edit = await push(owner, 'conversation_messages', message, { body: 'Rewritten by the owner' });
    expect(edit.status).toBe('rejected');
    expect(edit.error?.message).toBe('You can change only your own messages.');
    const del = await push(owner, 'conversation_messages', message, {}, { op: 'delete' });
    expect(del.status).toBe('rejected');
    expect((await rowOf('conversation_messages', message))?.body).toBe('Original');

    await mustPush(recruiter, 'conversation_messages', message, { body: 'Edited' });
    expect((await rowOf('conversation_messages', message))?.edited_at).not.toBeNull();
    expect((await push(recruiter, 'conversation_messages', message, {}, { op: 'delete' })).status).toBe('applied');
    const gone = await rowOf('conversation_messages', message);
    expect(gone).toMatchObject({ body: '', mentioned_ids: [] });
    expect(gone?.deleted_at).not.toBeNull();
  });

  it('a mention reaches only a member who may read the conversation', async () => {
    // in a direct conversation of the recruiter and the interviewer, naming the owner and the outsider
    const dm = directConversationId(C, recruiter.user.id, interviewer.user.id);
    await push(recruiter, 'conversations', dm, {
      kind: 'direct',
      member_ids: [recruiter.user.id, interviewer.user.id],
    });
    const message = uid();
    await mustPush(recruiter, 'conversation_messages', message, {
      conversation_id: dm,
      body: 'Only for you',
      mentioned_ids: [owner.user.id, outsider.user.id, interviewer.user.id],
    });
    expect((await rowOf('conversation_messages', message))?.mentioned_ids).toEqual([interviewer.user.id]);
    expect(await mentionNotifications(owner.user.id, message)).toBe('0');
    expect(await mentionNotifications(outsider.user.id, message)).toBe('0');
    expect(await mentionNotifications(interviewer.user.id, message)).toBe('1');
    const [note] = await sql<{ data: Row }>(
      `select data from public.notifications where recipient_id = $1 and kind = 'mentioned' and data ->> 'conversation_id' = $2`,
      [interviewer.user.id, dm],
    );
    expect(note.data).toMatchObject({ conversation_id: dm, conversation_name: 'a direct message' });
  });

  it("a read mark is its member's, has its derived id, and only moves forward (never past now)", async () => {
    const conversation = hiringChannelId(C);
    const id = conversationReadId(C, conversation, interviewer.user.id);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await mustPush(interviewer, 'conversation_reads', id, { conversation_id: conversation, read_at: later });
    const first = new Date(String((await rowOf('conversation_reads', id))?.read_at)).getTime();
    expect(first).toBeLessThanOrEqual(Date.now() + 1000);
    await mustPush(interviewer, 'conversation_reads', id, { read_at: '2001-01-01T00:00:00Z' });
    expect(new Date(String((await rowOf('conversation_reads', id))?.read_at)).getTime()).toBe(first);
    // the recruiter cannot write the interviewer's mark, nor one under a made-up id
    const theirs = await push(recruiter, 'conversation_reads', id, { read_at: new Date().toISOString() });
    expect(theirs.status).toBe('rejected');
    const madeUp = await push(recruiter, 'conversation_reads', uid(), {
      conversation_id: conversation,
      read_at: later,
    });
    expect(madeUp.status).toBe('rejected');
  });
});
