// The demo recruiter and the spec's demo data (§9): 15 published jobs, 10 to 30 candidates per
// job with the spec's status weights and rating ranges. Created on a stack's first start only
// (when the demo user does not exist yet), in one transaction.
import type pg from 'pg';
import { v5 as uuidv5 } from 'uuid';
import { favoriteId, scorecardId } from '../../src/db/interviewIds.ts';
import {
  templateForJobType,
  type PlanTemplate,
  type PlanTemplateJobType,
} from '../../src/features/flows/model/planTemplates.ts';
import { seedDemoChat } from './seedChat.ts';
import { seededRandom } from './seededRandom.ts';
import { demoScreener } from './demoScreening.ts';

export interface DemoSeedResult {
  created: boolean;
  email: string;
  password: string;
  jobs: number;
  candidates: number;
  /** The demo company's second member (docs/teams.md): signs in to see the company as an interviewer. */
  teamMember: { email: string; password: string; role: string };
}

export const DEMO_EMAIL = 'demo@partii.local';
export const DEMO_PASSWORD = 'partii-demo';
/** The demo recruiter's company (instead of the default "Partii" its email domain would give). */
export const DEMO_COMPANY_NAME = 'Brightwave Labs';
/** A hiring manager who interviews for the demo company: one of each kind of member to try roles with. */
export const DEMO_TEAM_MEMBER = {
  email: 'hiring.manager@partii.local',
  password: DEMO_PASSWORD,
  name: 'Sam Rivera',
  role: 'interviewer',
} as const;

interface DemoJob {
  title: string;
  department: string;
  location: string;
  jobType: string;
  experience: string;
  skills: string[];
  description: string;
}

const JOBS: DemoJob[] = [
  {
    title: 'Senior Frontend Engineer',
    department: 'Engineering',
    location: 'Berlin, Germany (Hybrid)',
    jobType: 'Full-time',
    experience: 'Senior',
    skills: ['React', 'TypeScript', 'CSS', 'Accessibility', 'Testing'],
    description:
      'Build the recruiter workspace used by hiring teams every day. You will own complex React views, shape our design system and keep the app fast and accessible on every device.',
  },
  {
    title: 'Backend Engineer (Node.js)',
    department: 'Engineering',
    location: 'Remote (EU)',
    jobType: 'Full-time',
    experience: 'Mid-level',
    skills: ['Node.js', 'PostgreSQL', 'TypeScript', 'REST APIs', 'Docker'],
    description:
      'Design and run the services behind our hiring platform: APIs, background jobs and data pipelines. You care about correctness, observability and clean schemas.',
  },
  {
    title: 'Product Designer',
    department: 'Design',
    location: 'Amsterdam, Netherlands',
    jobType: 'Full-time',
    experience: 'Mid-level',
    skills: ['Figma', 'User Research', 'Prototyping', 'Design Systems'],
    description:
      'Turn research into flows recruiters love. You will run interviews, prototype quickly and work side by side with engineers from idea to release.',
  },
  {
    title: 'Data Scientist',
    department: 'Data',
    location: 'London, United Kingdom',
    jobType: 'Full-time',
    experience: 'Senior',
    skills: ['Python', 'Machine Learning', 'SQL', 'Statistics', 'NLP'],
    description:
      'Improve how we match candidates to roles. You will build and evaluate ranking models, design experiments and explain results to product teams.',
  },
  {
    title: 'DevOps Engineer',
    department: 'Engineering',
    location: 'Remote',
    jobType: 'Contract',
    experience: 'Senior',
    skills: ['Kubernetes', 'Terraform', 'AWS', 'CI/CD', 'Monitoring'],
    description:
      'Keep our platform reliable and our deploys boring. You will automate infrastructure, improve our pipelines and lead incident reviews.',
  },
  {
    title: 'Marketing Manager',
    department: 'Marketing',
    location: 'New York, USA',
    jobType: 'Full-time',
    experience: 'Lead',
    skills: ['Content Strategy', 'SEO', 'Campaign Management', 'Analytics'],
    description:
      'Own our go-to-market for HR teams in North America. Plan campaigns, work with sales on pipeline goals and measure what works.',
  },
  {
    title: 'Customer Success Manager',
    department: 'Customer Success',
    location: 'Dublin, Ireland',
    jobType: 'Full-time',
    experience: 'Mid-level',
    skills: ['Onboarding', 'Account Management', 'Communication', 'CRM'],
    description:
      'Help hiring teams get value from Partii from day one. You will onboard new customers, run reviews and turn feedback into product improvements.',
  },
  {
    title: 'Mobile Developer (React Native)',
    department: 'Engineering',
    location: 'Lisbon, Portugal',
    jobType: 'Full-time',
    experience: 'Mid-level',
    skills: ['React Native', 'TypeScript', 'iOS', 'Android', 'Offline Storage'],
    description:
      'Bring our recruiter tools to phones. You will build offline-first mobile screens, native integrations and a smooth release process.',
  },
  {
    title: 'QA Automation Engineer',
    department: 'Engineering',
    location: 'Warsaw, Poland',
    jobType: 'Full-time',
    experience: 'Mid-level',
    skills: ['Playwright', 'TypeScript', 'Test Strategy', 'CI/CD'],
    description:
      "Make quality everyone's habit. You will design our end-to-end test suites, speed up feedback in CI and coach engineers on testing.",
  },
  {
    title: 'Sales Development Representative',
    department: 'Sales',
    location: 'Austin, USA',
    jobType: 'Full-time',
    experience: 'Entry',
    skills: ['Prospecting', 'Cold Outreach', 'CRM', 'Communication'],
    description:
      'Start conversations with talent leaders at growing companies. You will research accounts, book meetings and learn the craft of SaaS sales.',
  },
  {
    title: 'Technical Writer',
    department: 'Product',
    location: 'Remote',
    jobType: 'Part-time',
    experience: 'Mid-level',
    skills: ['Documentation', 'Markdown', 'APIs', 'Editing'],
    description:
      'Write the guides and API references our customers rely on. You will work with engineers and support to keep docs clear and current.',
  },
  {
    title: 'Engineering Manager',
    department: 'Engineering',
    location: 'Munich, Germany',
    jobType: 'Full-time',
    experience: 'Lead',
    skills: ['People Management', 'Hiring', 'Delivery', 'System Design'],
    description:
      'Lead a team of six engineers building our candidate experience. You will grow people, set direction with product and keep delivery steady.',
  },
  {
    title: 'UX Researcher',
    department: 'Design',
    location: 'Copenhagen, Denmark',
    jobType: 'Contract',
    experience: 'Senior',
    skills: ['User Interviews', 'Usability Testing', 'Survey Design', 'Synthesis'],
    description:
      'Find out what recruiters and candidates really need. You will plan studies, run sessions and share insights that change the roadmap.',
  },
  {
    title: 'Security Engineer',
    department: 'Engineering',
    location: 'Zurich, Switzerland',
    jobType: 'Full-time',
    experience: 'Senior',
    skills: ['Application Security', 'Threat Modeling', 'Cloud Security', 'Incident Response'],
    description:
      'Protect candidate data across our platform. You will review designs, harden infrastructure and build security tooling with every team.',
  },
  {
    title: 'Machine Learning Intern',
    department: 'Data',
    location: 'Paris, France',
    jobType: 'Internship',
    experience: 'Entry',
    skills: ['Python', 'PyTorch', 'Data Analysis', 'Git'],
    description:
      'Spend six months with our data team building features for resume understanding. You will ship real experiments with a mentor at your side.',
  },
];

const FIRST_NAMES = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Lucas',
  'Mia',
  'Elias',
  'Sofia',
  'Mateo',
  'Amara',
  'Yuki',
  'Priya',
  'Omar',
  'Chloe',
  'Jonas',
  'Leila',
  'Hugo',
  'Nina',
  'Felix',
  'Zara',
  'Ivan',
  'Maya',
  'Diego',
  'Hana',
  'Samuel',
  'Aisha',
  'Tomas',
  'Ingrid',
  'Kwame',
];
const LAST_NAMES = [
  'Müller',
  'Garcia',
  'Johnson',
  'Kowalski',
  'Rossi',
  'Nguyen',
  'Okafor',
  'Tanaka',
  'Andersen',
  'Silva',
  'Patel',
  'Dubois',
  'Novak',
  'Haddad',
  'Schmidt',
  'Larsen',
  'Fischer',
  'Moreau',
  'Costa',
  'Kim',
  'Ibrahim',
  'Jansen',
  'Lopez',
  'Berg',
  'Sato',
  'Mensah',
];

/** spec §9: status weights and the ai_rating range of each status */
const STATUS_WEIGHTS: Array<[status: string, weight: number, min: number, max: number]> = [
  ['applied', 30, 3, 8],
  ['screening', 25, 5, 8],
  ['interview', 20, 6, 9],
  ['offer', 15, 8, 10],
  ['rejected', 10, 1, 5],
];

/**
 * `now` anchors every date of the demo data (jobs posted and candidates applied so many days
 * before it): the wall clock by default; a fixed instant gives the same data on every run, which
 * the screenshot suite needs (tests/e2e/visual-screens.spec.ts, PARTII_DEMO_NOW).
 */
export async function seedDemoData(
  pool: pg.Pool,
  log: (m: string) => void,
  { now = Date.now() }: { now?: number } = {},
): Promise<DemoSeedResult> {
  const base = {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    teamMember: { email: DEMO_TEAM_MEMBER.email, password: DEMO_TEAM_MEMBER.password, role: DEMO_TEAM_MEMBER.role },
  };
  const existing = await pool.query<{ id: string }>('select id from auth.users where email = $1', [DEMO_EMAIL]);
  if (existing.rowCount) {
    // A stack seeded before companies had members gets the demo team on its next start.
    await seedDemoTeam(pool, existing.rows[0].id, now, log);
    // ... and its interview plans and interviews (issue 14) on its next start
    const client = await pool.connect();
    try {
      await client.query('begin');
      await seedDemoInterviews(client, existing.rows[0].id, now, log);
      await seedDemoMessaging(client, existing.rows[0].id, now, log);
      await seedDemoChat(client, existing.rows[0].id, now, log);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
    return { ...base, created: false, jobs: 0, candidates: 0 };
  }

  const rand = seededRandom(20260101); // the same demo data on every fresh stack
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const totalWeight = STATUS_WEIGHTS.reduce((s, w) => s + w[1], 0);
  const pickStatus = () => {
    let r = rand() * totalWeight;
    for (const w of STATUS_WEIGHTS) {
      if ((r -= w[1]) < 0) return w;
    }
    return STATUS_WEIGHTS[0];
  };

  const client = await pool.connect();
  let candidates = 0;
  try {
    await client.query('begin');
    const user = await client.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, extensions.crypt($2, extensions.gen_salt('bf', 10)), $3,
               '{"provider":"email","providers":["email"]}', '{"full_name":"Demo Recruiter"}')
       on conflict (email) do nothing
       returning id`,
      [DEMO_EMAIL, DEMO_PASSWORD, new Date(now).toISOString()],
    );
    if (!user.rowCount) {
      await client.query('rollback');
      return { ...base, created: false, jobs: 0, candidates: 0 };
    }
    // the sign-up trigger (migration 20261124000100) made the recruiter's company and membership
    const companyId = user.rows[0].id;
    await seedDemoTeam(client, companyId, now, log);
    const DAY = 86_400_000;

    for (const [i, job] of JOBS.entries()) {
      const salaryMin = int(50, 100) * 1000;
      const salaryMax = int(Math.max(100, salaryMin / 1000 + 10), 200) * 1000;
      const jobCreated = new Date(now - (JOBS.length - i) * 2 * DAY - int(0, DAY / 2));
      // The job as the screening reads it: the same values the insert below stores.
      const screeningJob = {
        title: job.title,
        description: job.description,
        skills: job.skills,
        must_have_requirements: job.skills.slice(0, 2),
        experience_level: job.experience,
        questions: [
          {
            question: `What is your experience with ${job.skills[0]}?`,
            answer: `Several years of hands-on ${job.skills[0]} work in production.`,
          },
        ],
      };
      const { rows } = await client.query<{ id: string }>(
        `insert into public.jobs (company_id, title, description, location, status, skills, department, job_type,
                                  experience_level, salary_range, salary_min, salary_max, must_have_requirements, questions, created_at)
         values ($1, $2, $3, $4, 'published', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         returning id`,
        [
          companyId,
          job.title,
          job.description,
          job.location,
          job.skills,
          job.department,
          job.jobType,
          job.experience,
          `$${salaryMin / 1000}k - $${salaryMax / 1000}k`,
          salaryMin,
          salaryMax,
          screeningJob.must_have_requirements,
          JSON.stringify(screeningJob.questions),
          jobCreated.toISOString(),
        ],
      );
      const jobId = rows[0].id;
      const screenCandidate = demoScreener(screeningJob);
      const count = int(10, 30);
      for (let c = 0; c < count; c++) {
        const first = pick(FIRST_NAMES);
        const last = pick(LAST_NAMES);
        const email = `${first}.${last}.${i + 1}${c + 1}@example.com`
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '');
        const [status, , min, max] = pickStatus();
        // A rating for the status, drawn as the demo always did; the rating stored is the
        // screening's of the resume written for it (demoScreening.ts, issue 26).
        const wanted = Math.round((min + rand() * (max - min)) * 10) / 10;
        // The profile's skills used to be drawn here; the draws stay so that the names, statuses
        // and dates drawn after them stay as they were. The skills now come from the resume.
        for (let s = 0; s < job.skills.length; s++) rand();
        const applied = new Date(
          jobCreated.getTime() + int(1, Math.max(1, Math.floor((now - jobCreated.getTime()) / 3600_000))) * 3600_000,
        );
        const location = job.location.replace(/ \(.*\)$/, '');
        const screening = screenCandidate(
          { firstName: first, lastName: last, location },
          { rating: wanted, min, max, createdAt: applied.toISOString(), seed: (i + 1) * 1000 + c },
        );
        const profile = await client.query<{ id: string }>(
          `insert into public.profiles (company_id, first_name, last_name, email, phone, location, skills, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
          [
            companyId,
            first,
            last,
            email,
            `+49 151 ${int(1000000, 9999999)}`,
            location,
            screening.skills,
            applied.toISOString(),
          ],
        );
        await client.query(
          `insert into public.applications (job_id, applicant_id, status, ai_rating, ai_summary, ai_evidence,
                                            resume_text, answers, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            jobId,
            profile.rows[0].id,
            status,
            screening.ai_rating,
            screening.ai_summary,
            JSON.stringify(screening.ai_evidence),
            screening.resume_text,
            JSON.stringify(screening.answers),
            applied.toISOString(),
          ],
        );
        candidates++;
      }
    }
    // The stamp trigger sets updated_at to the wall clock; demo rows were never edited after they
    // were created, so their updated_at is their created_at (else the dashboard's recent activity
    // would show every demo application as moved at seed time). Triggers off for these updates only.
    await client.query('set local session_replication_role = replica');
    // The demo recruiter made every row (a seed has no signed-in caller to attribute them to).
    await client.query(
      `update public.jobs set updated_at = created_at, first_published_at = created_at,
              created_by = company_id, updated_by = company_id
       where company_id = $1`,
      [companyId],
    );
    for (const table of ['profiles', 'applications']) {
      await client.query(
        `update public.${table} set updated_at = created_at, created_by = company_id, updated_by = company_id
         where company_id = $1`,
        [companyId],
      );
    }
    await client.query('set local session_replication_role = origin');
    await seedDemoInterviews(client, companyId, now, log);
    await seedDemoMessaging(client, companyId, now, log);
    await seedDemoChat(client, companyId, now, log);
    await client.query('commit');
    log(`seeded the demo recruiter ${DEMO_EMAIL} with ${JOBS.length} jobs and ${candidates} candidates`);
    return { ...base, created: true, jobs: JOBS.length, candidates };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * The demo company's name and its second member, the hiring manager (an interviewer), made the way
 * the demo recruiter is: a confirmed user straight in auth.users (the sign-up trigger gives them a
 * company of their own too), then a membership of the demo company. Idempotent: a name someone
 * changed and a member someone removed stay as they are.
 */
async function seedDemoTeam(
  db: pg.Pool | pg.PoolClient,
  companyId: string,
  now: number,
  log: (m: string) => void,
): Promise<void> {
  await db.query(
    `update public.companies set name = $2
     where id = $1 and name = partii_private.default_company_name($3)`,
    [companyId, DEMO_COMPANY_NAME, DEMO_EMAIL],
  );
  await db.query(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, extensions.crypt($2, extensions.gen_salt('bf', 10)), $3,
             '{"provider":"email","providers":["email"]}', $4)
     on conflict (email) do nothing`,
    [
      DEMO_TEAM_MEMBER.email,
      DEMO_TEAM_MEMBER.password,
      new Date(now).toISOString(),
      JSON.stringify({ full_name: DEMO_TEAM_MEMBER.name }),
    ],
  );
  // their own company (every user has one) is theirs by name, not a second "Partii"
  await db.query(
    `update public.companies c set name = $2
     from auth.users u
     where u.email = $1 and c.id = u.id and c.name = partii_private.default_company_name(u.email)`,
    [DEMO_TEAM_MEMBER.email, `${DEMO_TEAM_MEMBER.name}'s company`],
  );
  const added = await db.query(
    `insert into public.company_members (company_id, user_id, role, name, email)
     select $1, u.id, $2, $3, u.email from auth.users u
     where u.email = $4
       and not exists (select 1 from public.company_members m where m.company_id = $1 and m.user_id = u.id)`,
    [companyId, DEMO_TEAM_MEMBER.role, DEMO_TEAM_MEMBER.name, DEMO_TEAM_MEMBER.email],
  );
  if (added.rowCount) {
    // Joined dates relative to the demo's instant, like the rest of the demo data (the screenshot
    // suite's Settings → Team reads the same on every run): the owner started the company two
    // months before it, the interviewer joined two weeks before it.
    // (created_at never changes through the sync triggers, so they are off for this one statement, in
    // the caller's transaction or the batch's own; the values are generated here, not input.)
    const day = 24 * 60 * 60 * 1000;
    const owner = new Date(now - 60 * day).toISOString();
    const member = new Date(now - 14 * day).toISOString();
    await db.query(
      `select set_config('session_replication_role', 'replica', true);
       update public.company_members m
          set created_at = case when m.role = 'owner' then '${owner}'::timestamptz else '${member}'::timestamptz end
        where m.company_id = '${companyId.replace(/[^0-9a-f-]/gi, '')}';
       select set_config('session_replication_role', 'origin', true);`,
    );
    log(`added ${DEMO_TEAM_MEMBER.email} (${DEMO_TEAM_MEMBER.name}) to the demo company as ${DEMO_TEAM_MEMBER.role}`);
  }
}

// ─── interview day (issue 14, docs/interviews.md) ─────────────────────────────────────────────────

/** The starting template each demo job's plan is made from, by the job's department. */
const PLAN_JOB_TYPE_BY_DEPARTMENT: Record<string, PlanTemplateJobType> = {
  Engineering: 'technical',
  Data: 'technical',
  Design: 'design',
  Product: 'product',
  Marketing: 'marketing',
  Sales: 'sales',
  'Customer Success': 'customer-support',
};

type Recommendation = 'strong_no' | 'no' | 'yes' | 'strong_yes';

interface DemoInterview {
  /** Part of its deterministic id. */
  key: string;
  /** The demo job (title) whose candidate is interviewed. */
  job: string;
  /** Application statuses to take the candidate from, preferred first; `nth` of them (by applied date). */
  statuses: string[];
  nth: number;
  /** The plan's n-th stage of type interview, or its decision stage. */
  stage: number | 'decision';
  /** Working days from the demo's day (0 = today, below 0 = past), and the UTC start time. */
  day: number;
  time: string;
  minutes: number;
  panel: Array<'owner' | 'sam'>;
  location?: string;
  video?: boolean;
  cancelled?: boolean;
  scorecards?: Array<{ by: 'owner' | 'sam'; recommendation: Recommendation; takeaways: string }>;
}

/**
 * Today's and this week's interviews, some with the hiring manager (Sam) on the panel and some
 * with the owner, and past ones with submitted scorecards: Sam's own (his interview completed),
 * the owner's, and one panel where the owner has submitted and Sam's scorecard is still due.
 */
const DEMO_INTERVIEWS: DemoInterview[] = [
  {
    key: 'sam-past',
    job: 'Senior Frontend Engineer',
    statuses: ['interview', 'offer'],
    nth: 0,
    stage: 0,
    day: -2,
    time: '10:00',
    minutes: 60,
    panel: ['sam'],
    video: true,
    scorecards: [
      {
        by: 'sam',
        recommendation: 'yes',
        takeaways:
          'Strong React fundamentals and a calm, structured way of working through the exercise. Would like a second opinion on accessibility depth.',
      },
    ],
  },
  {
    key: 'owner-past',
    job: 'Backend Engineer (Node.js)',
    statuses: ['interview', 'offer'],
    nth: 0,
    stage: 0,
    day: -3,
    time: '15:00',
    minutes: 45,
    panel: ['owner'],
    location: 'Berlin office, room 2',
    scorecards: [
      {
        by: 'owner',
        recommendation: 'strong_yes',
        takeaways: 'Clear thinker with production PostgreSQL experience. Move to the technical interview quickly.',
      },
    ],
  },
  {
    key: 'panel-past',
    job: 'Product Designer',
    statuses: ['interview', 'screening'],
    nth: 0,
    stage: 0,
    day: -1,
    time: '13:00',
    minutes: 60,
    panel: ['owner', 'sam'],
    video: true,
    scorecards: [
      {
        by: 'owner',
        recommendation: 'yes',
        takeaways: 'Thoughtful portfolio, good research habits. Visual craft slightly behind the rest.',
      },
    ],
  },
  {
    key: 'owner-decision',
    job: 'Engineering Manager',
    statuses: ['offer', 'interview'],
    nth: 0,
    stage: 'decision',
    day: -4,
    time: '16:00',
    minutes: 30,
    panel: ['owner'],
    video: true,
    scorecards: [
      {
        by: 'owner',
        recommendation: 'strong_yes',
        takeaways: 'Consistent signal across the loop. Make the offer this week.',
      },
    ],
  },
  {
    key: 'today-panel',
    job: 'Senior Frontend Engineer',
    statuses: ['interview', 'screening'],
    nth: 1,
    stage: 1,
    day: 0,
    time: '11:00',
    minutes: 60,
    panel: ['sam', 'owner'],
    video: true,
  },
  {
    key: 'today-sam',
    job: 'Product Designer',
    statuses: ['interview', 'screening'],
    nth: 1,
    stage: 1,
    day: 0,
    time: '14:00',
    minutes: 45,
    panel: ['sam'],
    video: true,
  },
  {
    key: 'today-owner',
    job: 'Marketing Manager',
    statuses: ['screening', 'interview'],
    nth: 0,
    stage: 0,
    day: 0,
    time: '16:30',
    minutes: 30,
    panel: ['owner'],
    location: 'Phone call',
  },
  {
    key: 'week-sam',
    job: 'Mobile Developer (React Native)',
    statuses: ['interview', 'screening'],
    nth: 0,
    stage: 0,
    day: 1,
    time: '10:30',
    minutes: 60,
    panel: ['sam'],
    video: true,
  },
  {
    key: 'week-cancelled',
    job: 'QA Automation Engineer',
    statuses: ['interview', 'screening'],
    nth: 0,
    stage: 0,
    day: 1,
    time: '16:00',
    minutes: 45,
    panel: ['sam'],
    video: true,
    cancelled: true,
  },
  {
    key: 'week-panel',
    job: 'Backend Engineer (Node.js)',
    statuses: ['interview', 'screening'],
    nth: 1,
    stage: 1,
    day: 2,
    time: '15:00',
    minutes: 90,
    panel: ['owner', 'sam'],
    location: 'Berlin office, room 4',
  },
  {
    key: 'week-owner',
    job: 'Customer Success Manager',
    statuses: ['screening', 'interview'],
    nth: 0,
    stage: 0,
    day: 3,
    time: '09:30',
    minutes: 45,
    panel: ['owner'],
    video: true,
  },
];

const RATING_NOTES: Record<number, string> = {
  4: 'Clearly above the bar: specific, well-reasoned examples without prompting.',
  3: 'Solid. A few answers stayed general, but the examples held up to follow-up questions.',
  2: 'Some gaps; needed prompting to get to specifics.',
  1: 'Well below what the role needs.',
};

/** The ratings a scorecard of `recommendation` gives, attribute by attribute (seeded, stable). */
function demoRatings(
  attributes: { id: string }[],
  recommendation: Recommendation,
  rand: () => number,
): Record<string, { rating: number; note: string }> {
  const centre = { strong_no: 1, no: 2, yes: 3, strong_yes: 4 }[recommendation];
  return Object.fromEntries(
    attributes.map((a, i) => {
      const rating = Math.min(4, Math.max(1, centre + (rand() < 0.3 ? (centre >= 3 ? -1 : 1) : 0)));
      // every other attribute with a note: interviewers do not always write one
      return [a.id, { rating, note: i % 2 === 0 ? RATING_NOTES[rating] : '' }];
    }),
  );
}

/** A namespace for the demo's interview rows: their ids are derived, so a re-run names the same rows. */
const DEMO_INTERVIEW_NS = '0b7c3e52-6f1a-4d8e-9b2c-5a4f3e2d1c0b';
const demoId = (companyId: string, ...parts: (string | number)[]) =>
  uuidv5([companyId, ...parts].join(':'), DEMO_INTERVIEW_NS);

/**
 * The demo company's interview plans (one per starting template its jobs need, made the way New
 * Flow makes one from a template), each demo job's plan, a stage for the candidates in interview
 * or offer, and the interviews and scorecards of DEMO_INTERVIEWS. Inside the
 * caller's transaction. Idempotent: a company that has any interview plan (the demo's, or one its
 * users made) gets nothing, and every row has a derived id besides. Dates are relative to `now`,
 * like the rest of the demo data (the screenshot suite pins it: tests/e2e/support/visual-app.ts).
 */
async function seedDemoInterviews(
  db: pg.PoolClient,
  companyId: string,
  now: number,
  log: (m: string) => void,
): Promise<void> {
  const already = await db.query('select 1 from public.interview_plans where company_id = $1 limit 1', [companyId]);
  if (already.rowCount) return;
  const DAY = 86_400_000;
  const rand = seededRandom(20261125);
  const owner = companyId;
  const samRow = await db.query<{ user_id: string }>(
    `select m.user_id::text from public.company_members m join auth.users u on u.id = m.user_id
     where m.company_id = $1 and u.email = $2 and m.deleted_at is null`,
    [companyId, DEMO_TEAM_MEMBER.email],
  );
  const sam = samRow.rows[0]?.user_id ?? null;
  const memberId = (who: 'owner' | 'sam') => (who === 'owner' ? owner : sam);
  const planCreated = new Date(now - 30 * DAY).toISOString();

  // the plans, from the starting templates the demo jobs need
  const jobs = await db.query<{
    id: string;
    title: string;
    department: string | null;
    interview_plan_id: string | null;
  }>(
    `select id::text, title, department, interview_plan_id::text from public.jobs
     where company_id = $1 and deleted_at is null order by created_at, id`,
    [companyId],
  );
  const plans = new Map<PlanTemplateJobType, { id: string; template: PlanTemplate; stageIds: string[] }>();
  for (const job of jobs.rows) {
    const jobType = PLAN_JOB_TYPE_BY_DEPARTMENT[job.department ?? ''];
    if (!jobType || plans.has(jobType)) continue;
    const template = templateForJobType(jobType);
    const planId = demoId(companyId, 'plan', template.key);
    await db.query(
      `insert into public.interview_plans (id, company_id, name, description, job_type, status, template, created_by, updated_by)
       values ($1, $2, $3, $4, $5, 'active', $6, $2, $2) on conflict (id) do nothing`,
      [planId, companyId, template.name, template.description, jobType, template.key],
    );
    const stageIds: string[] = [];
    for (const [i, stage] of template.stages.entries()) {
      const stageId = demoId(companyId, 'stage', template.key, i);
      stageIds.push(stageId);
      await db.query(
        `insert into public.interview_stages (id, company_id, plan_id, position, name, type, duration_minutes,
                                              focus_attributes, questions, created_by, updated_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $2, $2) on conflict (id) do nothing`,
        [
          stageId,
          companyId,
          planId,
          i + 1,
          stage.name,
          stage.type,
          stage.durationMinutes,
          JSON.stringify(stage.focusAttributes.map(({ id, name, guidance }) => ({ id, name, guidance }))),
          JSON.stringify(stage.questions),
        ],
      );
    }
    plans.set(jobType, { id: planId, template, stageIds });
  }
  if (plans.size === 0) return;

  // the members' favourite plans (each member's own)
  const favorites: Array<[who: 'owner' | 'sam', jobType: PlanTemplateJobType]> = [
    ['owner', 'technical'],
    ['sam', 'design'],
  ];
  for (const [who, jobType] of favorites) {
    const userId = memberId(who);
    const plan = plans.get(jobType);
    if (!userId || !plan) continue;
    await db.query(
      `insert into public.interview_plan_favorites (id, company_id, plan_id, user_id, favorite, created_by, updated_by)
       values ($1, $2, $3, $4, true, $4, $4) on conflict (id) do nothing`,
      [favoriteId(plan.id, userId), companyId, plan.id, userId],
    );
  }

  /** A plan's stage: the n-th of type interview (the last one when there are fewer), or the decision. */
  const stageOf = (plan: { template: PlanTemplate; stageIds: string[] }, which: number | 'decision') => {
    const indexes = plan.template.stages
      .map((s, i) => ({ s, i }))
      .filter(({ s }) => (which === 'decision' ? s.type === 'decision' : s.type === 'interview'))
      .map(({ i }) => i);
    if (indexes.length === 0) return null;
    const index = which === 'decision' ? indexes[indexes.length - 1] : indexes[Math.min(which, indexes.length - 1)];
    return { id: plan.stageIds[index], stage: plan.template.stages[index] };
  };

  // each job's plan, and a stage for its candidates further along; triggers off for these updates
  // (a changed row gets a new version and feed position by hand, so devices pull it, but keeps its
  // updated_at: the dashboard's recent activity reads it, and nobody moved these candidates now)
  const stageOfApplication = new Map<string, string>();
  const applications = await db.query<{ id: string; job_id: string; status: string | null }>(
    `select a.id::text, a.job_id::text, a.status from public.applications a
     where a.company_id = $1 and a.deleted_at is null and a.stage_id is null order by a.created_at, a.id`,
    [companyId],
  );
  const jobTypeOf = new Map(jobs.rows.map((j) => [j.id, PLAN_JOB_TYPE_BY_DEPARTMENT[j.department ?? '']]));
  for (const application of applications.rows) {
    const plan = plans.get(jobTypeOf.get(application.job_id)!);
    if (!plan) continue;
    const stage =
      application.status === 'interview'
        ? stageOf(plan, Math.floor(rand() * 2))
        : application.status === 'offer'
          ? stageOf(plan, 'decision')
          : null;
    if (stage) stageOfApplication.set(application.id, stage.id);
  }

  // the interviews
  const dayStart = Math.floor(now / DAY) * DAY; // the demo's day, in UTC
  /** `offset` working days from `day` (0: that day itself, whatever it is). */
  const weekday = (day: number, offset: number) => {
    let at = day;
    for (let left = Math.abs(offset); left > 0;) {
      at += Math.sign(offset) * DAY;
      const weekDay = new Date(at).getUTCDay();
      if (weekDay !== 0 && weekDay !== 6) left--;
    }
    return at;
  };
  const interviewIds: string[] = [];
  let interviews = 0;
  let scorecards = 0;
  for (const spec of DEMO_INTERVIEWS) {
    const panel = spec.panel.map(memberId);
    if (panel.some((id) => !id)) continue;
    const job = jobs.rows.find((j) => j.title === spec.job);
    const plan = job && plans.get(jobTypeOf.get(job.id)!);
    if (!job || !plan) continue;
    const candidate = await db.query<{ id: string }>(
      `select a.id::text from public.applications a
       where a.job_id = $1 and a.deleted_at is null and a.status = any($2)
       order by array_position($2::text[], a.status), a.created_at, a.id offset $3 limit 1`,
      [job.id, spec.statuses, spec.nth],
    );
    const applicationId = candidate.rows[0]?.id;
    const stage = stageOf(plan, spec.stage);
    if (!applicationId || !stage) continue;
    const [hours, minutes] = spec.time.split(':').map(Number);
    const startsAt = new Date(weekday(dayStart, spec.day) + (hours * 60 + minutes) * 60_000);
    const interviewId = demoId(companyId, 'interview', spec.key);
    await db.query(
      `insert into public.interviews (id, company_id, application_id, stage_id, starts_at, duration_minutes,
                                      interviewer_ids, location, video_url, status, created_by, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7::uuid[], $8, $9, $10, $2, $2) on conflict (id) do nothing`,
      [
        interviewId,
        companyId,
        applicationId,
        stage.id,
        startsAt.toISOString(),
        spec.minutes,
        panel,
        spec.location ?? null,
        spec.video ? `https://meet.example.com/brightwave-${spec.key}` : null,
        spec.cancelled ? 'cancelled' : 'scheduled',
      ],
    );
    interviewIds.push(interviewId);
    interviews++;
    stageOfApplication.set(applicationId, stage.id);
    // scheduled a few days before it took place (or, for one still ahead, a day ago)
    const scheduledAt = new Date(Math.min(startsAt.getTime() - 4 * DAY, now - DAY)).toISOString();
    let lastChange = scheduledAt;
    for (const card of spec.scorecards ?? []) {
      const author = memberId(card.by)!;
      const submittedAt = new Date(startsAt.getTime() + (spec.minutes + 90) * 60_000).toISOString();
      await db.query(
        `insert into public.scorecards (id, company_id, interview_id, application_id, interviewer_id, ratings,
                                        recommendation, key_takeaways, submitted_at, created_by, updated_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $5, $5) on conflict (id) do nothing`,
        [
          scorecardId(interviewId, author),
          companyId,
          interviewId,
          applicationId,
          author,
          JSON.stringify(demoRatings(stage.stage.focusAttributes, card.recommendation, rand)),
          card.recommendation,
          card.takeaways,
          submittedAt,
        ],
      );
      scorecards++;
      // (a whole panel's scorecards complete the interview: the server's trigger)
      if (submittedAt > lastChange) lastChange = submittedAt;
    }
    await db.query(
      `select set_config('session_replication_role', 'replica', true);
       update public.interviews set created_at = '${scheduledAt}'::timestamptz, updated_at = '${lastChange}'::timestamptz
        where id = '${interviewId}';
       update public.scorecards set created_at = submitted_at, updated_at = submitted_at where interview_id = '${interviewId}';
       select set_config('session_replication_role', 'origin', true);`,
    );
  }

  // plans, stages and favourites made a month before the demo's day; jobs use their plan, and
  // candidates further along are at a stage (new versions and feed positions, updated_at kept)
  await db.query('set local session_replication_role = replica');
  for (const table of ['interview_plans', 'interview_stages', 'interview_plan_favorites']) {
    await db.query(`update public.${table} set created_at = $2, updated_at = $2 where company_id = $1`, [
      companyId,
      planCreated,
    ]);
  }
  for (const job of jobs.rows) {
    const plan = plans.get(jobTypeOf.get(job.id)!);
    if (!plan || job.interview_plan_id) continue;
    await db.query(
      `update public.jobs set interview_plan_id = $2, version = version + 1, change_xid = pg_current_xact_id()
       where id = $1 and interview_plan_id is null`,
      [job.id, plan.id],
    );
  }
  for (const [applicationId, stageId] of stageOfApplication) {
    await db.query(
      `update public.applications set stage_id = $2, version = version + 1, change_xid = pg_current_xact_id()
       where id = $1 and stage_id is null`,
      [applicationId, stageId],
    );
  }
  await db.query('set local session_replication_role = origin');
  log(
    `seeded ${plans.size} interview plans, ${interviews} interviews and ${scorecards} scorecards for the demo company`,
  );
}

/**
 * Issue 25: the demo company has talked before — mail sent to a few candidates from the default
 * templates (on their timelines), a colleague's @mention of the owner, a candidate's reply from
 * the status page and a new application — so the owner's bell and the timelines are not empty.
 * The interviews seeded above already queued their calendar mail (the stack's sender delivers it,
 * so the hiring manager's panel invitations are in the mailbox). Made through the same server
 * functions the product uses (templates rendered by `render_template`, notifications by `notify`),
 * as the hiring manager where a member acts. Idempotent: once per company.
 */
async function seedDemoMessaging(
  db: pg.PoolClient,
  companyId: string,
  now: number,
  log: (m: string) => void,
): Promise<void> {
  const done = await db.query(
    `select 1 from public.outgoing_emails where company_id = $1 and kind = 'candidate' limit 1`,
    [companyId],
  );
  if (done.rowCount) return;
  const HOUR = 3_600_000;
  // the latest applications at a decision: the mail a recruiter would have sent them
  const decided = await db.query<{ id: string; applicant_id: string; status: string }>(
    `select a.id::text, a.applicant_id::text, a.status from public.applications a
       join public.profiles p on p.id = a.applicant_id
      where a.company_id = $1 and a.deleted_at is null and p.email is not null
        and a.status in ('rejected', 'offer', 'interview')
      order by a.created_at desc, a.id limit 4`,
    [companyId],
  );
  const templateKind: Record<string, string> = {
    rejection: 'rejection',
    rejected: 'rejection',
    offer: 'offer',
    interview: 'interview_invitation',
  };
  let mails = 0;
  for (const [i, application] of decided.rows.entries()) {
    const sentAt = new Date(now - (i + 2) * 5 * HOUR).toISOString();
    await db.query(
      `with t as (
         select t.id, t.subject, t.body from public.email_templates t
          where t.company_id = $1 and t.kind = $3 and t.deleted_at is null limit 1
       ), v as (
         select jsonb_build_object(
                  'candidate.first_name', coalesce(p.first_name, ''), 'candidate.last_name', coalesce(p.last_name, ''),
                  'candidate.full_name', btrim(concat_ws(' ', p.first_name, p.last_name)),
                  'job.title', j.title, 'company.name', c.name, 'sender.name', 'Demo Recruiter',
                  'interview.when', 'Thursday at 14:00 (UTC)', 'interview.location', 'Video call') as vals,
                p.email, btrim(concat_ws(' ', p.first_name, p.last_name)) as name
           from public.applications a join public.profiles p on p.id = a.applicant_id
           join public.jobs j on j.id = a.job_id join public.companies c on c.id = a.company_id
          where a.id = $2
       )
       insert into public.outgoing_emails (id, company_id, kind, template_id, candidate_id, application_id, to_email,
                                           to_name, subject, body_text, status, attempts, sent_at, created_at,
                                           created_by, updated_by)
       select $4, $1, 'candidate', t.id, $5, $2, v.email, v.name,
              partii_private.render_template(t.subject, v.vals), partii_private.render_template(t.body, v.vals),
              'sent', 1, $6, $6, $1, $1
         from t, v
       on conflict (id) do nothing`,
      [
        companyId,
        application.id,
        templateKind[application.status],
        demoId(companyId, 'mail', application.id),
        application.applicant_id,
        sentAt,
      ],
    );
    mails += 1;
  }

  const sam = await db.query<{ user_id: string }>(
    `select m.user_id::text from public.company_members m join auth.users u on u.id = m.user_id
      where m.company_id = $1 and u.email = $2 and m.deleted_at is null`,
    [companyId, DEMO_TEAM_MEMBER.email],
  );
  const samId = sam.rows[0]?.user_id;
  const interviewing = decided.rows.find((a) => a.status === 'interview') ?? decided.rows[0];
  if (samId && interviewing) {
    // Sam writes the note, so the server names him (auth.uid() is read from the request's claims)
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: samId, role: 'authenticated' }),
    ]);
    await db.query(
      `insert into public.notes (id, company_id, candidate_id, content, mentioned_ids)
       values ($1, $2, $3, $4, $5) on conflict (id) do nothing`,
      [
        demoId(companyId, 'note', 'mention'),
        companyId,
        interviewing.applicant_id,
        '@Demo Recruiter strong system design answers in the screen — can we move the onsite to this week?',
        [companyId],
      ],
    );
    await db.query(`select set_config('request.jwt.claims', '{}', true)`);
  }
  if (interviewing) {
    await db.query(
      `insert into public.candidate_messages (id, company_id, candidate_id, application_id, body, created_at)
       values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing`,
      [
        demoId(companyId, 'reply', interviewing.id),
        companyId,
        interviewing.applicant_id,
        interviewing.id,
        'Thank you! Thursday works for me. Should I prepare anything for the technical part?',
        new Date(now - 2 * HOUR).toISOString(),
      ],
    );
  }
  // the newest application, as if it had just come in
  await db.query(
    `select partii_private.notify(a.company_id, $1, 'application_received', a.id::text, a.applicant_id, a.id, null,
                                  a.job_id, jsonb_build_object('candidate_name', partii_private.candidate_name(a.applicant_id),
                                                               'job_title', j.title))
       from public.applications a join public.jobs j on j.id = a.job_id
      where a.company_id = $1 and a.deleted_at is null
      order by a.created_at desc, a.id limit 1`,
    [companyId],
  );
  log(`seeded ${mails} sent emails, a mention, a candidate reply and notifications for the demo company`);
}
