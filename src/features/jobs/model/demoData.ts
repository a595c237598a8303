// Demo data (spec §9): 15 jobs; 10–30 candidates per job; salary min 50k–100k, max 100k–200k;
// status weights applied 30, screening 25, interview 20, offer 15, rejected 10; ai_rating ranges
// offer 8–10, interview 6–9, screening 5–8, applied 3–8, rejected 1–5. `random` is injected so the
// rules are testable (Math.random in the app).
//
// A candidate's rating is never typed beside its evidence (issue 26): the rating drawn for the
// status is a wish, the candidate gets a resume and an answer that earn about it
// (screening/model/demoScreening.ts, shared with the local stack's demo seed), and the application
// stores that resume, that answer and their screening — rating, summary and evidence.
import type { PipelineStage } from '@/features/applications/model/pipelineStage';
import type { DemoScreener } from '@/features/screening/model/demoScreening';
import type { QuestionAnswer, ScreeningEvidence } from '@/features/screening/model/screening';

export type Random = () => number;

export const DEMO_JOB_COUNT = 15;
export const DEMO_CANDIDATES_PER_JOB = { min: 10, max: 30 } as const;
export const DEMO_SALARY_MIN = { min: 50_000, max: 100_000 } as const;
export const DEMO_SALARY_MAX = { min: 100_000, max: 200_000 } as const;

export const DEMO_STATUS_WEIGHTS: readonly (readonly [PipelineStage, number])[] = [
  ['applied', 30],
  ['screening', 25],
  ['interview', 20],
  ['offer', 15],
  ['rejected', 10],
];

export const DEMO_RATING_RANGES: Record<PipelineStage, readonly [number, number]> = {
  offer: [8, 10],
  interview: [6, 9],
  screening: [5, 8],
  applied: [3, 8],
  rejected: [1, 5],
};

export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))]!;
}

export function weightedStatus(random: Random): PipelineStage {
  const total = DEMO_STATUS_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [status, weight] of DEMO_STATUS_WEIGHTS) {
    if (roll < weight) return status;
    roll -= weight;
  }
  return 'applied';
}

/** A rating inside the stage's range, one decimal (numeric(3,1) on the server). */
export function demoRating(random: Random, status: PipelineStage): number {
  const [min, max] = DEMO_RATING_RANGES[status];
  return Math.round((min + random() * (max - min)) * 10) / 10;
}

export function demoCandidateCount(random: Random): number {
  return randomInt(random, DEMO_CANDIDATES_PER_JOB.min, DEMO_CANDIDATES_PER_JOB.max);
}

const TITLES = [
  ['Senior Frontend Engineer', 'Senior', ['React', 'TypeScript', 'CSS', 'Testing']],
  ['Backend Engineer', 'Mid-level', ['Node.js', 'PostgreSQL', 'APIs', 'Docker']],
  ['Full Stack Developer', 'Mid-level', ['React', 'Node.js', 'TypeScript', 'SQL']],
  ['Product Designer', 'Mid-level', ['Figma', 'UX Research', 'Prototyping', 'Design Systems']],
  ['Product Manager', 'Senior', ['Roadmapping', 'Analytics', 'Stakeholder Management']],
  ['Data Scientist', 'Senior', ['Python', 'Machine Learning', 'SQL', 'Statistics']],
  ['DevOps Engineer', 'Senior', ['Kubernetes', 'Terraform', 'AWS', 'CI/CD']],
  ['Mobile Developer', 'Mid-level', ['React Native', 'iOS', 'Android', 'TypeScript']],
  ['Marketing Manager', 'Lead', ['SEO', 'Content Strategy', 'Analytics', 'Copywriting']],
  ['Sales Executive', 'Entry', ['B2B Sales', 'Negotiation', 'CRM', 'Prospecting']],
  ['Customer Success Manager', 'Mid-level', ['Onboarding', 'Communication', 'CRM', 'Retention']],
  ['QA Engineer', 'Mid-level', ['Playwright', 'Test Automation', 'TypeScript', 'CI/CD']],
  ['Machine Learning Engineer', 'Senior', ['Python', 'PyTorch', 'MLOps', 'Data Pipelines']],
  ['Technical Writer', 'Mid-level', ['Documentation', 'APIs', 'Markdown', 'Editing']],
  ['HR Generalist', 'Entry', ['Recruiting', 'Employee Relations', 'HRIS', 'Onboarding']],
] as const;

const LOCATIONS = [
  'Remote',
  'London, UK',
  'Berlin, Germany',
  'New York, NY',
  'San Francisco, CA',
  'Hybrid — Manchester',
];

export interface DemoJob {
  title: string;
  location: string;
  description: string;
  skills: string[];
  /** What the screening weighs besides the skills, as the demo seed's jobs have it. */
  experience_level: string;
  must_have_requirements: string[];
  questions: QuestionAnswer[];
  salary_min: number;
  salary_max: number;
  status: 'published';
}

export function demoJobs(random: Random): DemoJob[] {
  return Array.from({ length: DEMO_JOB_COUNT }, (_, i) => {
    const [title, experience_level, skills] = TITLES[i % TITLES.length]!;
    return {
      title,
      location: pick(random, LOCATIONS),
      description: `We are looking for a ${title} to join our growing start-up. You will work with a small, fast-moving team and have real ownership from day one.`,
      skills: [...skills],
      experience_level,
      // As the seed's jobs: the first two skills are must-haves, the question asks about the first.
      must_have_requirements: skills.slice(0, 2),
      questions: [
        {
          question: `What is your experience with ${skills[0]}?`,
          answer: `Several years of hands-on ${skills[0]} work in production.`,
        },
      ],
      salary_min: randomInt(random, DEMO_SALARY_MIN.min, DEMO_SALARY_MIN.max),
      salary_max: randomInt(random, DEMO_SALARY_MAX.min, DEMO_SALARY_MAX.max),
      status: 'published' as const,
    };
  });
}

const FIRST_NAMES = [
  'Alex',
  'Sam',
  'Jordan',
  'Taylor',
  'Morgan',
  'Casey',
  'Riley',
  'Jamie',
  'Avery',
  'Quinn',
  'Priya',
  'Wei',
  'Fatima',
  'Lucas',
  'Sofia',
  'Noah',
  'Amara',
  'Kenji',
];
const LAST_NAMES = [
  'Smith',
  'Patel',
  'Garcia',
  'Chen',
  'Okafor',
  'Müller',
  'Kowalski',
  'Silva',
  'Nguyen',
  'Brown',
  'Haddad',
  'Johansson',
  'Rossi',
  'Kim',
];

export interface DemoCandidate {
  first_name: string;
  last_name: string;
  email: string;
  status: PipelineStage;
  /** The screening's of resume_text and answers (storedScreening), never written by hand. */
  ai_rating: number;
  ai_summary: string;
  ai_evidence: ScreeningEvidence;
  resume_text: string;
  answers: QuestionAnswer[];
}

/**
 * A demo candidate for the job `screen` was made for (demoScreener(job)). `createdAt` is the
 * application's creation time, the screening's reference date; the demo's resumes read the same on
 * any date, so the server's own created_at gives the same screening.
 */
export function demoCandidate(
  random: Random,
  screen: DemoScreener,
  uniqueTag: string,
  createdAt: string,
): DemoCandidate {
  const first_name = pick(random, FIRST_NAMES);
  const last_name = pick(random, LAST_NAMES);
  const status = weightedStatus(random);
  const [min, max] = DEMO_RATING_RANGES[status];
  const wanted = demoRating(random, status);
  const screening = screen(
    { firstName: first_name, lastName: last_name },
    { rating: wanted, min, max, createdAt, random },
  );
  return {
    first_name,
    last_name,
    email: `${first_name}.${last_name}.${uniqueTag}@example.com`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
    status,
    ai_rating: screening.ai_rating,
    ai_summary: screening.ai_summary,
    ai_evidence: screening.ai_evidence,
    resume_text: screening.resume_text,
    answers: screening.answers,
  };
}
