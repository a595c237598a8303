// The screenshot suite's own app (issue 10): a fresh local stack whose demo data is anchored at a
// fixed instant, and a static server for the build pointing at it. Its own, not the shared e2e
// stack, because other specs change the shared demo data (statuses, notes, new jobs) and the
// order specs run in would then show in the screenshots. The stack starts in about two seconds.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { serveBuiltApp, startTestStack } from '../../support/test-stack.ts';
import { demoJobAndCandidate, demoPlanAndInterview, stackEnv } from './fixtures';

/**
 * The instant the demo data is relative to, and the browser's frozen clock: a Monday morning, so
 * the dashboard greets "Good morning" and every "3 days ago" reads the same on every run.
 */
export const VISUAL_NOW = new Date('2026-06-15T09:30:00Z');

export interface VisualApp {
  baseUrl: string;
  supabaseUrl: string;
  anonKey: string;
  /** Demo ids: a published job with applicants (Data Scientist), one of its candidates, a flow. */
  jobId: string;
  candidateId: string;
  /** The demo company's first interview plan and its first scheduled interview (issue 14). */
  flowId: string;
  interviewId: string;
  /**
   * Issue 25's screens: the candidate the demo's messaging happened to (mail, her reply, Sam's
   * @mention of the owner), and a status link to her page (`/status/{token}`).
   */
  messaging: { candidateId: string; statusToken: string };
  /** Issue 26's screens: the demo's #hiring channel and its team thread about a candidate. */
  chat: { channelId: string; candidateConversationId: string };
  /**
   * Puts the demo owner's read marks back where the seed left them (Sam's latest #hiring message
   * unread): a screen size that opened #hiring has marked it read on the server.
   */
  resetChatReads(): Promise<void>;
  /**
   * A recruiter who has just signed up and has nothing yet (the empty states, the creator), one
   * per `key` so one screen size's conversation never shows in another's.
   */
  newRecruiter(key: string): Promise<{ email: string; password: string }>;
  stop(): Promise<void>;
}

export async function startVisualApp(): Promise<VisualApp> {
  const testStack = await startTestStack('partii-visual-', { seedDemo: true, demoNow: VISUAL_NOW });
  const { stack } = testStack;
  const app = await serveBuiltApp(stackEnv.distDir, stack);

  const client = (key: string): SupabaseClient =>
    createClient(stack.url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
  const { jobId, candidateId } = await demoJobAndCandidate(client(stack.serviceRoleKey));
  const { flowId, interviewId } = await demoPlanAndInterview(client(stack.serviceRoleKey));
  const messaging = await pinMessaging(stack.dbUrl);
  const chat = await demoConversations(client(stack.serviceRoleKey));
  const recruiters = new Map<string, Promise<{ email: string; password: string }>>();

  return {
    baseUrl: app.baseUrl,
    supabaseUrl: stack.url,
    anonKey: stack.anonKey,
    jobId,
    candidateId,
    flowId,
    interviewId,
    messaging,
    chat,
    async resetChatReads() {
      const db = new pg.Client({ connectionString: stack.dbUrl });
      await db.connect();
      try {
        // the seed's marks: each conversation read up to the owner's own latest message in it
        await db.query(
          `update public.conversation_reads r
              set read_at = coalesce((select max(m.created_at) from public.conversation_messages m
                                       where m.conversation_id = r.conversation_id and m.author_id = r.user_id),
                                     r.read_at)
            where r.conversation_id = $1`,
          [chat.channelId],
        );
      } finally {
        await db.end();
      }
    },
    newRecruiter(key) {
      if (!recruiters.has(key))
        recruiters.set(
          key,
          (async () => {
            const account = { email: `new.recruiter.${key}@example.com`, password: 'partii-new-recruiter' };
            const { error } = await client(stack.anonKey).auth.signUp(account);
            if (error) throw error;
            return account;
          })(),
        );
      return recruiters.get(key)!;
    },
    async stop() {
      await app.stop();
      await testStack.stop();
    },
  };
}

/** The seeded conversations of the demo company (supabase/local/seedChat.ts). */
async function demoConversations(db: SupabaseClient): Promise<VisualApp['chat']> {
  const { data, error } = await db.from('conversations').select('id, kind').in('kind', ['channel', 'candidate']);
  if (error) throw error;
  const channel = data.find((c) => c.kind === 'channel');
  const candidate = data.find((c) => c.kind === 'candidate');
  if (!channel || !candidate) throw new Error('the demo seed has no #hiring or candidate conversation');
  return { channelId: channel.id as string, candidateConversationId: candidate.id as string };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const before = (ms: number) => new Date(VISUAL_NOW.getTime() - ms).toISOString();

/**
 * Issue 25's data on fixed instants. The seed anchors its mail and the candidate's reply at
 * VISUAL_NOW, but the rows the server stamps itself (the notifications, Sam's @mention note and its
 * activity line) carry
 * the real time of the seed, which would read differently on every run (and "in 5 months" against
 * the frozen clock): they are moved to fixed times before VISUAL_NOW, one notification read. Two
 * more mails to the same candidate, with fixed ids and times: one queued (due only in 2100, so the
 * stack's sender leaves it queued) and one failed with the server's reason. Then a status link.
 */
async function pinMessaging(dbUrl: string): Promise<{ candidateId: string; statusToken: string }> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ company_id: string; candidate_id: string; application_id: string }>(
      `select company_id::text, candidate_id::text, application_id::text from public.candidate_messages
        order by created_at, id limit 1`,
    );
    const reply = rows[0];
    if (!reply) throw new Error('the demo data has no candidate reply (supabase/local/seed.ts, seedDemoMessaging)');
    const { company_id: company, candidate_id: candidate, application_id: application } = reply;

    await db.query(
      `insert into public.outgoing_emails (id, company_id, kind, candidate_id, application_id, to_email, to_name,
                                           subject, body_text, status, attempts, next_attempt_at, last_error,
                                           created_at, created_by, updated_by)
       select v.id, $1, 'candidate', $2, $3, p.email, btrim(concat_ws(' ', p.first_name, p.last_name)),
              v.subject, v.body, v.status, v.attempts, '2100-01-01T00:00:00Z', v.error, v.created_at, $1, $1
         from public.profiles p,
              (values ('00000000-0000-4000-8000-000000002501'::uuid, 'Your onsite interview: what to prepare',
                       'Hi, bring a laptop; the technical part is a pairing session.', 'queued', 0, null::text,
                       $4::timestamptz),
                      ('00000000-0000-4000-8000-000000002502'::uuid, 'Directions to our office',
                       'We are on the third floor; ask at the front desk.', 'failed', 5,
                       '550 5.1.1 Mailbox unavailable: the recipient address was rejected', $5::timestamptz))
                as v(id, subject, body, status, attempts, error, created_at)
        where p.id = $2
       on conflict (id) do nothing`,
      [company, candidate, application, before(10 * MINUTE), before(23 * HOUR)],
    );

    // Only times change (no client has synced yet): as the seed does, without the sync triggers.
    await db.query('begin');
    await db.query('set local session_replication_role = replica');
    await db.query(
      `update public.notifications set
         created_at = case kind when 'mentioned' then $2::timestamptz when 'candidate_replied' then $3::timestamptz
                                else $4::timestamptz end,
         read_at = case kind when 'application_received' then $5::timestamptz end
        where company_id = $1`,
      [company, before(25 * MINUTE), before(2 * HOUR), before(27 * HOUR), before(20 * HOUR)],
    );
    await db.query(`update public.notifications set updated_at = created_at where company_id = $1`, [company]);
    await db.query(
      `update public.notes set created_at = $2, updated_at = $2
        where company_id = $1 and cardinality(mentioned_ids) > 0`,
      [company, before(30 * MINUTE)],
    );
    // …and the activity feed's line for that note (the dashboard, the profile's timeline)
    await db.query(
      `update public.activity set created_at = $2, updated_at = $2
        where company_id = $1 and kind = 'note_added' and created_at > $3`,
      [company, before(30 * MINUTE), VISUAL_NOW.toISOString()],
    );
    await db.query('commit');

    const token = await db.query<{ token: string }>('select partii_private.issue_status_token($1, $2, null) as token', [
      company,
      candidate,
    ]);
    return { candidateId: candidate, statusToken: token.rows[0]!.token };
  } finally {
    await db.end();
  }
}

export interface FontFaceSource {
  /** The woff2 file, base64. */
  data: string;
  unicodeRange: string;
}

/**
 * Inter (the theme's first font) from npm, every subset of the variable font's upright faces: the
 * screenshots then use the same glyphs on any machine, whatever fonts it has installed.
 */
export function interFaces(): FontFaceSource[] {
  const require = createRequire(import.meta.url);
  const css = readFileSync(require.resolve('@fontsource-variable/inter/wght.css'), 'utf8');
  const dir = path.dirname(require.resolve('@fontsource-variable/inter/wght.css'));
  const faces: FontFaceSource[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    const file = block.match(/url\(\.\/(files\/[^)]+\.woff2)\)/)?.[1];
    const unicodeRange = block.match(/unicode-range:\s*([^;]+);/)?.[1];
    if (!file || !unicodeRange || !/font-style:\s*normal/.test(block)) continue;
    faces.push({ data: readFileSync(path.join(dir, file)).toString('base64'), unicodeRange });
  }
  if (faces.length === 0) throw new Error('no Inter faces found in @fontsource-variable/inter');
  return faces;
}

/** Browser side (an init script): registers the faces as the "Inter" family before the app renders. */
export function registerFonts(faces: FontFaceSource[]): void {
  for (const { data, unicodeRange } of faces) {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const face = new FontFace('Inter', bytes, { weight: '100 900', style: 'normal', unicodeRange });
    document.fonts.add(face);
    void face.load();
  }
}
