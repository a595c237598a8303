// The job draft the creator fills (spec §3 "Job draft in the creator"), stored as `job_drafts.draft`.
export interface CreatorQuestion {
  question: string;
  answer: string;
}

export interface CreatorDraft {
  title: string;
  department: string;
  location: string;
  type: string;
  experience: string;
  salaryRange: string;
  description: string;
  skills: string[];
  questions: CreatorQuestion[];
  mustHaveRequirements: string[];
  /** The question waiting for its ideal answer (between steps 11 and 12). */
  currentQuestion: string;
}

export function emptyCreatorDraft(): CreatorDraft {
  return {
    title: '',
    department: '',
    location: '',
    type: '',
    experience: '',
    salaryRange: '',
    description: '',
    skills: [],
    questions: [],
    mustHaveRequirements: [],
    currentQuestion: '',
  };
}

/** Reads a stored draft defensively: the jsonb may come from an older client or another device. */
export function creatorDraftFrom(stored: Record<string, unknown> | null | undefined): CreatorDraft {
  const base = emptyCreatorDraft();
  if (!stored) return base;
  const text = (key: keyof CreatorDraft) => (typeof stored[key] === 'string' ? (stored[key] as string) : '');
  const list = (key: keyof CreatorDraft) =>
    Array.isArray(stored[key]) ? (stored[key] as unknown[]).filter((x): x is string => typeof x === 'string') : [];
  const questions = Array.isArray(stored.questions)
    ? (stored.questions as unknown[]).flatMap((q) =>
        q && typeof q === 'object' && typeof (q as CreatorQuestion).question === 'string'
          ? [{ question: (q as CreatorQuestion).question, answer: String((q as CreatorQuestion).answer ?? '') }]
          : [],
      )
    : [];
  return {
    ...base,
    title: text('title'),
    department: text('department'),
    location: text('location'),
    type: text('type'),
    experience: text('experience'),
    salaryRange: text('salaryRange'),
    description: text('description'),
    currentQuestion: text('currentQuestion'),
    skills: list('skills'),
    mustHaveRequirements: list('mustHaveRequirements'),
    questions,
  };
}

/** Loads an existing job into a draft for the edit route (columns of spec §3 `jobs`). */
export function creatorDraftFromJob(job: {
  title: string;
  department: string | null;
  location: string | null;
  job_type: string | null;
  experience_level: string | null;
  salary_range: string | null;
  description: string | null;
  skills: string[];
  questions: CreatorQuestion[];
  must_have_requirements: string[];
}): CreatorDraft {
  return {
    title: job.title,
    department: job.department ?? '',
    location: job.location ?? '',
    type: job.job_type ?? '',
    experience: job.experience_level ?? '',
    salaryRange: job.salary_range ?? '',
    description: job.description ?? '',
    skills: [...job.skills],
    questions: job.questions.map((q) => ({ question: q.question, answer: q.answer })),
    mustHaveRequirements: [...job.must_have_requirements],
    currentQuestion: '',
  };
}

/** The job columns that publishing writes (spec §7 "Creator publish"). */
export function jobPatchFromDraft(draft: CreatorDraft) {
  return {
    title: draft.title,
    description: draft.description,
    location: draft.location,
    status: 'published' as const,
    skills: draft.skills,
    department: draft.department,
    job_type: draft.type,
    experience_level: draft.experience,
    salary_range: draft.salaryRange,
    must_have_requirements: draft.mustHaveRequirements,
    questions: draft.questions,
  };
}
