// The demo recruiter and the spec's demo data (§9): 15 published jobs, 10 to 30 candidates per
// job with the spec's status weights and rating ranges. Created on a stack's first start only
// (when the demo user does not exist yet), in one transaction.
import type pg from 'pg';
import { seededRandom } from './seededRandom.ts';

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

function summaryFor(status: string, rating: number, job: DemoJob, matched: string[]): string {
  const skills = matched.join(', ');
  if (rating >= 8)
    return `Very strong match for ${job.title}: solid experience with ${skills}. Recommended for the next stage.`;
  if (rating >= 6)
    return `Strong candidate for ${job.title} with hands-on ${skills}. A few gaps worth probing in the interview.`;
  if (rating >= 4)
    return `Reasonable fit for ${job.title}; shows ${skills} but limited depth for the ${job.experience.toLowerCase()} level.`;
  return `Low match for ${job.title}${status === 'rejected' ? ' (rejected)' : ''}: little evidence of ${skills}.`;
}

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
          job.skills.slice(0, 2),
          JSON.stringify([
            {
              question: `What is your experience with ${job.skills[0]}?`,
              answer: `Several years of hands-on ${job.skills[0]} work in production.`,
            },
          ]),
          jobCreated.toISOString(),
        ],
      );
      const jobId = rows[0].id;
      const count = int(10, 30);
      for (let c = 0; c < count; c++) {
        const first = pick(FIRST_NAMES);
        const last = pick(LAST_NAMES);
        const email = `${first}.${last}.${i + 1}${c + 1}@example.com`
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '');
        const [status, , min, max] = pickStatus();
        const rating = Math.round((min + rand() * (max - min)) * 10) / 10;
        const matched = job.skills.filter(() => rand() < 0.6).slice(0, 3);
        const applied = new Date(
          jobCreated.getTime() + int(1, Math.max(1, Math.floor((now - jobCreated.getTime()) / 3600_000))) * 3600_000,
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
            job.location.replace(/ \(.*\)$/, ''),
            matched.length ? matched : job.skills.slice(0, 1),
            applied.toISOString(),
          ],
        );
        await client.query(
          `insert into public.applications (job_id, applicant_id, status, ai_rating, ai_summary, created_at)
           values ($1, $2, $3, $4, $5, $6)`,
          [
            jobId,
            profile.rows[0].id,
            status,
            rating,
            summaryFor(status, rating, job, matched.length ? matched : job.skills.slice(0, 1)),
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
