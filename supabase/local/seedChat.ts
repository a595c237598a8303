// The demo company's conversations (issue 26, docs/chat.md): a few days of #hiring, the team's
// thread about a candidate in interview, and a direct conversation between the demo recruiter and
// Sam — so Chat opens on real conversations, with one unread message for the recruiter. Written
// once (a company with any message is left alone); ids derived from the company, times from `now`.
import type pg from 'pg';
import { v5 as uuidv5 } from 'uuid';
import {
  candidateConversationId,
  conversationReadId,
  directConversationId,
  hiringChannelId,
} from '../../src/features/chat/model/conversationIds.ts';

const MINUTE = 60_000;

interface DemoMessage {
  by: 'recruiter' | 'sam';
  minutesAgo: number;
  body: string;
}

export async function seedDemoChat(
  db: pg.PoolClient,
  companyId: string,
  now: number,
  log: (m: string) => void,
): Promise<void> {
  const done = await db.query('select 1 from public.conversation_messages where company_id = $1 limit 1', [companyId]);
  if (done.rowCount) return;
  // Sam, the demo team's interviewer (seedDemoTeam)
  const sam = await db.query<{ user_id: string }>(
    `select user_id::text from public.company_members
      where company_id = $1 and role = 'interviewer' and deleted_at is null order by created_at, user_id limit 1`,
    [companyId],
  );
  const samId = sam.rows[0]?.user_id;
  if (!samId) return;
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE).toISOString();
  const author = (by: DemoMessage['by']) => (by === 'recruiter' ? companyId : samId);
  const id = (key: string) => uuidv5(`demo-chat:${key}`, companyId);

  const interviewing = await db.query<{ applicant_id: string; title: string }>(
    `select a.applicant_id::text, j.title from public.applications a join public.jobs j on j.id = a.job_id
      where a.company_id = $1 and a.status = 'interview' and a.deleted_at is null and a.applicant_id is not null
      order by a.ai_rating desc nulls last, a.id limit 1`,
    [companyId],
  );
  const conversations: {
    id: string;
    kind: string;
    candidate_id?: string;
    member_ids?: string[];
    messages: DemoMessage[];
  }[] = [
    {
      id: hiringChannelId(companyId),
      kind: 'channel',
      messages: [
        {
          by: 'recruiter',
          minutesAgo: 26 * 60,
          body: 'Morning all — three onsites this week, the plan is in Interviews.',
        },
        {
          by: 'sam',
          minutesAgo: 25 * 60,
          body: 'Portfolio reviews for the design roles are scheduled for Thursday. I can take the 2 pm slot.',
        },
        {
          by: 'recruiter',
          minutesAgo: 5 * 60,
          body: 'Thanks Sam. Please get scorecards in the same day, even short ones.',
        },
        { by: 'sam', minutesAgo: 40, body: 'Will do. Is anyone free to shadow the system design round tomorrow?' },
      ],
    },
  ];
  if (interviewing.rows[0]) {
    const candidate = interviewing.rows[0].applicant_id;
    conversations.push({
      id: candidateConversationId(companyId, candidate),
      kind: 'candidate',
      candidate_id: candidate,
      messages: [
        {
          by: 'recruiter',
          minutesAgo: 3 * 60,
          body: `Strong screen for ${interviewing.rows[0].title}. Let's move quickly — there is another offer on the table.`,
        },
        { by: 'sam', minutesAgo: 2 * 60 + 30, body: 'Agreed. I can do the technical round on Wednesday morning.' },
      ],
    });
  }
  conversations.push({
    id: directConversationId(companyId, companyId, samId),
    kind: 'direct',
    member_ids: [companyId, samId].sort(),
    messages: [
      { by: 'sam', minutesAgo: 6 * 60, body: 'Do we have a budget for a second frontend hire this quarter?' },
      { by: 'recruiter', minutesAgo: 5 * 60 + 50, body: 'Yes, one more. Let’s talk after the Thursday reviews.' },
    ],
  });

  let count = 0;
  for (const c of conversations) {
    const first = Math.max(...c.messages.map((m) => m.minutesAgo)) + 1;
    await db.query(
      `insert into public.conversations (id, company_id, kind, name, candidate_id, member_ids, created_at, updated_at)
       values ($1, $2, $3, case when $3 = 'channel' then 'hiring' end, $4, $5, $6, $6) on conflict (id) do nothing`,
      [c.id, companyId, c.kind, c.candidate_id ?? null, c.member_ids ?? [], at(first)],
    );
    for (const [i, m] of c.messages.entries()) {
      await db.query(
        `insert into public.conversation_messages (id, company_id, conversation_id, author_id, body, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $6) on conflict (id) do nothing`,
        [id(`${c.id}:${i}`), companyId, c.id, author(m.by), m.body, at(m.minutesAgo)],
      );
      count += 1;
    }
    // the recruiter has read every conversation up to Sam's latest message in #hiring
    const newest = c.messages.filter((m) => m.by === 'recruiter' || c.kind !== 'channel');
    const readUpTo = Math.min(...newest.map((m) => m.minutesAgo));
    await db.query(
      `insert into public.conversation_reads (id, company_id, conversation_id, user_id, read_at, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $5, $5) on conflict (id) do nothing`,
      [conversationReadId(companyId, c.id, companyId), companyId, c.id, companyId, at(readUpTo)],
    );
  }
  log(`seeded ${count} chat messages in ${conversations.length} conversations`);
}
