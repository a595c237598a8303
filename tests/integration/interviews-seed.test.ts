// The demo company's interview day (issue 14): supabase/local/seed.ts gives Brightwave Labs plans
// made from the starting templates, each demo job's plan, candidates at stages, interviews today
// and this week with the hiring manager (Sam) and the owner, and submitted scorecards, all relative
// to the seed's instant; a second start adds nothing, and a data dir seeded before issue 14 gets
// them on its next start. A stack of its own (own temp dir, free ports), like backend-stack.test.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { scorecardId } from '../../src/db/interviewIds.ts';
import { PLAN_TEMPLATES } from '../../src/features/flows/model/planTemplates.ts';
import { DEMO_EMAIL, DEMO_TEAM_MEMBER } from '../../supabase/local/seed.ts';
import { startStack, type Stack } from '../../supabase/local/stack.ts';

/** The screenshot suite's instant (tests/e2e/support/visual-app.ts): a Monday, 09:30 UTC. */
const DEMO_NOW = new Date('2026-06-15T09:30:00Z');
const DAY = 86_400_000;
const tempDirs: string[] = [];

afterAll(async () => {
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(stack: Stack, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: stack.dbUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

const COUNTS = `select (select count(*) from interview_plans)::int as plans,
                       (select count(*) from interview_stages)::int as stages,
                       (select count(*) from interview_plan_favorites)::int as favorites,
                       (select count(*) from interviews)::int as interviews,
                       (select count(*) from scorecards)::int as scorecards,
                       (select count(*) from applications where stage_id is not null)::int as staged,
                       (select count(*) from jobs where interview_plan_id is not null)::int as jobs_with_plan,
                       (select count(*) from activity)::int as activity`;

describe('the demo seed: interview day', () => {
  it('plans from the templates, every job with its plan, interviews today and this week, scorecards; once', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'partii-seed-test-'));
    tempDirs.push(dataDir);
    let stack = await startStack({ dataDir, apiPort: 0, quiet: true, seedDemo: true, demoNow: DEMO_NOW });
    let counts: Record<string, number>;
    try {
      const [{ owner, sam }] = await query<{ owner: string; sam: string }>(
        stack,
        `select (select id::text from auth.users where email = $1) as owner,
                (select id::text from auth.users where email = $2) as sam`,
        [DEMO_EMAIL, DEMO_TEAM_MEMBER.email],
      );

      // plans: one per template the demo jobs need, made from it, active
      const plans = await query<{ id: string; name: string; template: string; status: string; stages: number }>(
        stack,
        `select p.id::text, p.name, p.template, p.status,
                (select count(*) from interview_stages s where s.plan_id = p.id)::int as stages
           from interview_plans p where p.company_id = $1 order by p.name`,
        [owner],
      );
      expect(plans.map((p) => p.template).sort()).toEqual(PLAN_TEMPLATES.map((t) => t.key).sort());
      for (const plan of plans) {
        const template = PLAN_TEMPLATES.find((t) => t.key === plan.template)!;
        expect(plan).toMatchObject({ name: template.name, status: 'active', stages: template.stages.length });
      }

      // every demo job uses a plan; candidates further along are at one of its stages
      const jobs = await query<{ interview_plan_id: string | null }>(
        stack,
        'select interview_plan_id::text from jobs where company_id = $1',
        [owner],
      );
      expect(jobs).toHaveLength(15);
      expect(jobs.filter((j) => !j.interview_plan_id)).toEqual([]);
      const staged = await query<{ status: string; same_plan: boolean }>(
        stack,
        `select a.status, s.plan_id = j.interview_plan_id as same_plan
           from applications a join interview_stages s on s.id = a.stage_id join jobs j on j.id = a.job_id
          where a.company_id = $1`,
        [owner],
      );
      expect(staged.length).toBeGreaterThan(20);
      expect(staged.every((a) => a.same_plan)).toBe(true);
      expect(staged.every((a) => ['screening', 'interview', 'offer'].includes(a.status))).toBe(true);

      // interviews: today (the seed's UTC day) and this week, Sam on some panels, the owner on others
      const interviews = await query<{
        id: string;
        starts_at: Date;
        interviewer_ids: string[];
        status: string;
        same_plan: boolean;
        application_stage_is_its_stage: boolean;
      }>(
        stack,
        `select i.id::text, i.starts_at, i.interviewer_ids::text[] as interviewer_ids, i.status,
                s.plan_id = j.interview_plan_id as same_plan, a.stage_id = i.stage_id as application_stage_is_its_stage
           from interviews i join applications a on a.id = i.application_id join jobs j on j.id = a.job_id
           join interview_stages s on s.id = i.stage_id
          where i.company_id = $1 order by i.starts_at`,
        [owner],
      );
      const dayStart = Math.floor(DEMO_NOW.getTime() / DAY) * DAY;
      const today = interviews.filter((i) => Math.floor(i.starts_at.getTime() / DAY) * DAY === dayStart);
      const upcoming = interviews.filter((i) => i.starts_at.getTime() > DEMO_NOW.getTime());
      const past = interviews.filter((i) => i.starts_at.getTime() < dayStart);
      expect(today.length).toBeGreaterThanOrEqual(3);
      expect(today.filter((i) => i.interviewer_ids.includes(sam)).length).toBeGreaterThanOrEqual(2);
      expect(today.filter((i) => i.interviewer_ids.includes(owner)).length).toBeGreaterThanOrEqual(2);
      expect(upcoming.every((i) => i.starts_at.getTime() < DEMO_NOW.getTime() + 7 * DAY)).toBe(true);
      // on working days (the instant is a Monday: the past ones are last week's)
      expect(interviews.every((i) => ![0, 6].includes(i.starts_at.getUTCDay()))).toBe(true);
      expect(upcoming.filter((i) => i.starts_at.getTime() >= dayStart + DAY).length).toBeGreaterThanOrEqual(3);
      expect(interviews.every((i) => i.same_plan && i.application_stage_is_its_stage)).toBe(true);
      expect(upcoming.filter((i) => i.status === 'cancelled')).toHaveLength(1);
      expect(upcoming.filter((i) => i.status !== 'cancelled').every((i) => i.status === 'scheduled')).toBe(true);

      // scorecards: Sam's on a past interview of his (completed), the owner's on others; one panel
      // where the owner has submitted and Sam's is still due
      const cards = await query<{ interview_id: string; interviewer_id: string; id: string; submitted_at: Date }>(
        stack,
        'select id::text, interview_id::text, interviewer_id::text, submitted_at from scorecards where company_id = $1',
        [owner],
      );
      expect(cards.every((c) => c.id === scorecardId(c.interview_id, c.interviewer_id))).toBe(true);
      expect(cards.every((c) => c.submitted_at.getTime() < DEMO_NOW.getTime())).toBe(true);
      const samsPast = past.filter((i) => cards.some((c) => c.interview_id === i.id && c.interviewer_id === sam));
      expect(samsPast.map((i) => i.status)).toEqual(['completed']);
      expect(cards.filter((c) => c.interviewer_id === owner).length).toBeGreaterThanOrEqual(3);
      const due = past.filter(
        (i) =>
          i.interviewer_ids.includes(sam) &&
          !cards.some((c) => c.interview_id === i.id && c.interviewer_id === sam) &&
          cards.some((c) => c.interview_id === i.id),
      );
      expect(due.map((i) => i.status)).toEqual(['scheduled']);

      // dates are the demo's, not the wall clock's (the screenshots read them)
      const [stamps] = await query<{ latest: Date }>(
        stack,
        `select greatest((select max(updated_at) from interview_plans), (select max(updated_at) from interviews),
                         (select max(updated_at) from scorecards), (select max(updated_at) from applications)) as latest`,
      );
      expect(stamps.latest.getTime()).toBeLessThanOrEqual(DEMO_NOW.getTime());
      [counts] = await query<Record<string, number>>(stack, COUNTS);
      // a seed has no signed-in caller, but for Sam's @mention note (seedDemoMessaging writes it as
      // Sam, so the real trigger makes the mention's notification): that note's line is the only one
      expect(counts.activity).toBe(1);
      const [line] = await query<{ actor_id: string }>(stack, 'select actor_id::text from activity');
      expect(line.actor_id).toBe(sam);
    } finally {
      await stack.stop();
    }

    // a second start adds nothing
    stack = await startStack({ dataDir, apiPort: 0, quiet: true, seedDemo: true, demoNow: DEMO_NOW });
    try {
      expect((await query<Record<string, number>>(stack, COUNTS))[0]).toEqual(counts);
      // a data dir seeded before issue 14 (here: its interview rows taken away) gets them on its next start
      await query(
        stack,
        `delete from scorecards; delete from interviews; update applications set stage_id = null;
         update jobs set interview_plan_id = null; delete from interview_plan_favorites;
         delete from interview_stages; delete from interview_plans;`,
      );
    } finally {
      await stack.stop();
    }
    stack = await startStack({ dataDir, apiPort: 0, quiet: true, seedDemo: true, demoNow: DEMO_NOW });
    try {
      expect((await query<Record<string, number>>(stack, COUNTS))[0]).toEqual(counts);
    } finally {
      await stack.stop();
    }
  }, 120_000);
});
