// Demo data (spec §9): 15 jobs; 10–30 candidates per job; salary min 50k–100k, max 100k–200k;
// status weights applied 30, screening 25, interview 20, offer 15, rejected 10; ai_rating ranges
// offer 8–10, interview 6–9, screening 5–8, applied 3–8, rejected 1–5. `random` is injected so the
// rules are testable (Math.random in the app).
import { aiMatchLabel, type AiMatchLabel } from '@/features/screening/model/aiMatch';
import type { PipelineStage } from '@/features/applications/model/pipelineStage';

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
  ['Senior Frontend Engineer', ['React', 'TypeScript', 'CSS', 'Testing']],
  ['Backend Engineer', ['Node.js', 'PostgreSQL', 'APIs', 'Docker']],
  ['Full Stack Developer', ['React', 'Node.js', 'TypeScript', 'SQL']],
  ['Product Designer', ['Figma', 'UX Research', 'Prototyping', 'Design Systems']],
  ['Product Manager', ['Roadmapping', 'Analytics', 'Stakeholder Management']],
  ['Data Scientist', ['Python', 'Machine Learning', 'SQL', 'Statistics']],
  ['DevOps Engineer', ['Kubernetes', 'Terraform', 'AWS', 'CI/CD']],
  ['Mobile Developer', ['React Native', 'iOS', 'Android', 'TypeScript']],
  ['Marketing Manager', ['SEO', 'Content Strategy', 'Analytics', 'Copywriting']],
  ['Sales Executive', ['B2B Sales', 'Negotiation', 'CRM', 'Prospecting']],
  ['Customer Success Manager', ['Onboarding', 'Communication', 'CRM', 'Retention']],
  ['QA Engineer', ['Playwright', 'Test Automation', 'TypeScript', 'CI/CD']],
  ['Machine Learning Engineer', ['Python', 'PyTorch', 'MLOps', 'Data Pipelines']],
  ['Technical Writer', ['Documentation', 'APIs', 'Markdown', 'Editing']],
  ['HR Generalist', ['Recruiting', 'Employee Relations', 'HRIS', 'Onboarding']],
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
  salary_min: number;
  salary_max: number;
  status: 'published';
}

export function demoJobs(random: Random): DemoJob[] {
  return Array.from({ length: DEMO_JOB_COUNT }, (_, i) => {
    const [title, skills] = TITLES[i % TITLES.length]!;
    return {
      title,
      location: pick(random, LOCATIONS),
      description: `We are looking for a ${title} to join our growing start-up. You will work with a small, fast-moving team and have real ownership from day one.`,
      skills: [...skills],
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

/** The demo summary's word for each match badge, so the summary follows the badge's thresholds. */
const FIT_WORD: Record<AiMatchLabel, string> = {
  'Very Strong': 'very strong',
  Strong: 'strong',
  Good: 'reasonable',
  Low: 'weak',
};

export interface DemoCandidate {
  first_name: string;
  last_name: string;
  email: string;
  status: PipelineStage;
  ai_rating: number;
  ai_summary: string;
}

export function demoCandidate(random: Random, jobTitle: string, uniqueTag: string): DemoCandidate {
  const first_name = pick(random, FIRST_NAMES);
  const last_name = pick(random, LAST_NAMES);
  const status = weightedStatus(random);
  const ai_rating = demoRating(random, status);
  return {
    first_name,
    last_name,
    email: `${first_name}.${last_name}.${uniqueTag}@example.com`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
    status,
    ai_rating,
    ai_summary: `${first_name} ${last_name} looks like a ${FIT_WORD[aiMatchLabel(ai_rating) ?? 'Low']} fit for the ${jobTitle} role.`,
  };
}
