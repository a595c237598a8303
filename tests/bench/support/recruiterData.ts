// Deterministic data of a large recruiter for the benchmarks: jobs, candidate profiles, their
// applications and notes, shaped exactly like local rows (snake_case server columns). A seeded
// generator makes every run measure the same data, so numbers are comparable between runs.
//
// Applications carry a resume and the rating, summary and evidence of its screening (issue 26: no
// rating without what it rests on), as in the app. Screening every row would make building 100 000
// applications minutes long, so each job has four kinds of resume, each screened once (its first
// use): a row stores one kind's resume and answers and that kind's screening, which is exactly what
// screening the row itself gives (the resumes state years as totals, so the row's own created_at
// reads them the same). Rows of one kind share its evidence object: read it, do not change it.
import type { Application, Job, Note, Profile } from '../../../src/db/schema.ts';
import { APPLICATION_STATUSES } from '../../../src/db/entities.ts';
import { demoResumeText } from '../../../src/features/screening/model/demoScreening.ts';
import {
  screenStoredApplication,
  storedScreening,
  type StoredScreening,
} from '../../../src/features/screening/model/storedScreening.ts';
import { seededRandom } from '../../../supabase/local/seededRandom.ts';

// The benchmarks draw their own numbers from the same generator.
export { seededRandom };

/** A UUID v4 drawn from the seeded generator (stable ids between runs). */
export function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];

export const FIRST_NAMES = [
  'Sarah',
  'Michael',
  'Emily',
  'David',
  'Lisa',
  'James',
  'Anna',
  'Tom',
  'Maria',
  'Jonas',
  'Priya',
  'Wei',
  'Fatima',
  'Lukas',
  'Sofia',
  'Omar',
  'Chloe',
  'Mateo',
  'Hana',
  'Noah',
];
export const LAST_NAMES = [
  'Chen',
  'Rodriguez',
  'Watson',
  'Kim',
  'Müller',
  'Schmidt',
  'Okafor',
  'Rossi',
  'Nowak',
  'Haddad',
  'Silva',
  'Tanaka',
  'Johansson',
  'Patel',
  'Dubois',
  'García',
  'Novak',
  'Brown',
  'Ivanova',
  'Larsen',
];
const TITLES = [
  'Senior Frontend Engineer',
  'Backend Engineer',
  'Product Designer',
  'Data Scientist',
  'DevOps Engineer',
  'Product Manager',
  'Machine Learning Engineer',
  'Growth Marketing Manager',
  'Account Executive',
  'QA Engineer',
];
const LOCATIONS = ['Berlin', 'Remote', 'London', 'Munich', 'Amsterdam', 'Paris', 'Lisbon', 'New York'];
const SKILLS = [
  'React',
  'TypeScript',
  'Node.js',
  'PostgreSQL',
  'Python',
  'AWS',
  'Kubernetes',
  'Figma',
  'SQL',
  'Go',
  'GraphQL',
  'Docker',
  'SEO',
  'Salesforce',
  'CSS',
  'Jest',
];
const JOB_STATUSES = ['published', 'published', 'published', 'draft', 'archived'] as const;
const LEVELS = ['Junior', 'Mid-level', 'Senior', 'Lead'];

export interface RecruiterData {
  companyId: string;
  jobs: Job[];
  profiles: Profile[];
  applications: Application[];
  notes: Note[];
}

export interface RecruiterSize {
  jobs: number;
  profiles: number;
  applications: number;
  notes: number;
}

export const LARGE_RECRUITER: RecruiterSize = { jobs: 200, profiles: 5000, applications: 10_000, notes: 2000 };

const DAY = 86_400_000;
const BASE_TIME = Date.parse('2026-01-01T00:00:00Z');

function common(random: () => number, companyId: string, ageDays: number) {
  const created = new Date(BASE_TIME - Math.floor(random() * ageDays * DAY)).toISOString();
  return {
    id: seededUuid(random),
    company_id: companyId,
    created_at: created,
    updated_at: created,
    deleted_at: null,
    version: 1,
    change_xid: null,
  };
}

/** A realistic, varied one-paragraph summary (~300 characters). */
function summary(random: () => number): string {
  const skills = [pick(random, SKILLS), pick(random, SKILLS), pick(random, SKILLS)];
  return `${pick(random, LEVELS)} engineer with ${1 + Math.floor(random() * 12)} years of experience building products with ${skills.join(', ')}. Led teams, shipped features used by millions, mentored juniors and cares about accessible, well-tested software.`;
}

const ANSWERS = [{ question: 'Are you comfortable working in CET hours?', answer: 'Yes, I am based in Berlin.' }];

/** The rest of a resume: no skill, no year, so the kinds differ only by what the screening reads. */
const RESUME_BODY = [
  'Experience',
  'Worked in small product teams from first idea to support: planning with designers and product',
  'managers, writing and reviewing code, keeping releases calm and customers informed. Took part in',
  'hiring, onboarding and mentoring, and wrote the documentation the next person needed.',
  '',
  'Education',
  'B.Sc. Computer Science.',
  '',
  'Languages',
  'English (fluent), German (professional working proficiency).',
  '',
  'Interests',
  'Cycling, cooking for friends, volunteering at a local coding club for teenagers on Saturdays.',
].join('\n');

interface ScreenedResume extends StoredScreening {
  resume_text: string;
}

/**
 * A job's kinds of resume, each with its screening, from low to high: none of its skills and a
 * year; its first skill and two years; two skills and its must-have, four years; all of them, ten.
 */
function screenedResumes(job: Job): ScreenedResume[] {
  const skills = [...new Set(job.skills)];
  const must = job.must_have_requirements;
  const kinds = [
    { skills: [], years: 1 },
    { skills: skills.slice(0, 1), years: 2 },
    { skills: [...new Set([...skills.slice(0, 2), ...must])], years: 4 },
    { skills: [...new Set([...skills, ...must])], years: 10 },
  ];
  return kinds.map((kind) => {
    const resume_text = `${demoResumeText(null, kind)}\n\n${RESUME_BODY}`;
    const application = { resume_text, answers: ANSWERS, created_at: new Date(BASE_TIME).toISOString() };
    return { resume_text, ...storedScreening(screenStoredApplication(job, application)) };
  });
}

export function generateRecruiterData(companyId: string, size: RecruiterSize, seed = 42): RecruiterData {
  const random = seededRandom(seed);
  const jobs: Job[] = Array.from({ length: size.jobs }, (_, i) => ({
    ...common(random, companyId, 365),
    title: `${pick(random, TITLES)} ${i + 1}`,
    description: `We are hiring. ${summary(random)}`,
    location: pick(random, LOCATIONS),
    status: pick(random, JOB_STATUSES),
    skills: [pick(random, SKILLS), pick(random, SKILLS), pick(random, SKILLS)],
    department: 'Engineering',
    job_type: 'Full-time',
    experience_level: pick(random, LEVELS),
    salary_range: '€60,000 – €80,000',
    must_have_requirements: [pick(random, SKILLS)],
    questions: [{ question: 'Are you comfortable working in CET hours?', answer: 'Yes' }],
    salary_min: 60_000,
    salary_max: 80_000,
  }));
  const profiles: Profile[] = Array.from({ length: size.profiles }, (_, i) => {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    return {
      ...common(random, companyId, 365),
      first_name: first,
      last_name: last,
      // Unique per company (the server's unique index on lower(email)).
      email: `${first}.${last}.${i}@example.com`.toLowerCase(),
      phone: `+49 30 ${String(1_000_000 + i)}`,
      avatar_url: null,
      location: pick(random, LOCATIONS),
      summary: summary(random),
      skills: [pick(random, SKILLS), pick(random, SKILLS)],
      experience: `${1 + Math.floor(random() * 12)} years`,
      education: 'B.Sc. Computer Science',
    };
  });
  const resumesByJob = new Map<string, ScreenedResume[]>();
  // Every profile applies at least once when there are enough applications; the rest at random.
  const applications: Application[] = Array.from({ length: size.applications }, (_, i) => {
    const profile = i < profiles.length ? profiles[i] : pick(random, profiles);
    const job = pick(random, jobs);
    // The rating wished for; the row gets the job's resume whose screening is nearest to it.
    const wanted = Math.round(random() * 100) / 10;
    const row = common(random, companyId, 180);
    const status = random() < 0.05 ? null : pick(random, APPLICATION_STATUSES);
    // The resume was drawn here; the draws stay so that every row after this one stays as it was.
    summary(random);
    summary(random);
    let resumes = resumesByJob.get(job.id);
    if (!resumes) resumesByJob.set(job.id, (resumes = screenedResumes(job)));
    const resume = resumes.reduce((best, r) =>
      Math.abs(r.ai_rating - wanted) < Math.abs(best.ai_rating - wanted) ? r : best,
    );
    return {
      ...row,
      job_id: job.id,
      applicant_id: profile.id,
      status,
      ai_summary: resume.ai_summary,
      ai_rating: resume.ai_rating,
      ai_evidence: resume.ai_evidence,
      answers: ANSWERS.map((a) => ({ ...a })),
      cv_url: null,
      resume_filename: null,
      // Resumes make applications the heaviest rows (~600 characters here, as before the screening).
      resume_text: resume.resume_text,
    };
  });
  const notes: Note[] = Array.from({ length: size.notes }, () => ({
    ...common(random, companyId, 90),
    candidate_id: pick(random, profiles).id,
    content: `Phone screen went well. ${summary(random)}`,
    // Who wrote it is a member's id (notes.created_by became a uuid with teams); the bench's notes
    // are an import, attributed to nobody.
    created_by: null,
  }));
  return { companyId, jobs, profiles, applications, notes };
}
