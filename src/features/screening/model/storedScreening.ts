// Screening an application as the store keeps it: from the job's and the application's rows to
// the three columns applications.ai_rating, ai_summary and ai_evidence.
//
// One path for every writer of a rating, so a rating never travels without the evidence that
// produced it: the recruiter's app (commands/rateApplications.ts) and the demo data
// (demoScreening.ts: the local stack's seed and the app's "Generate Demo Candidates") both call it,
// and their tests call it again to check the stored evidence. Pure and free of the app's modules (no Dexie, no '@/' alias): the seed runs it in Node.
import { screenApplication, type QuestionAnswer, type ScreeningJob, type ScreeningResult } from './screening';
import type { ScreeningEvidence } from './screening';

/** The job's columns the screening reads (a Dexie row or a server row alike). */
export interface ScreenableJob {
  title: string;
  description?: string | null;
  skills: readonly string[] | null;
  must_have_requirements: readonly string[] | null;
  experience_level: string | null;
  questions: readonly QuestionAnswer[] | null;
}

/** The application's columns the screening reads. */
export interface ScreenableApplication {
  resume_text: string | null;
  /** applications.answers: a list of { question, answer }. */
  answers: unknown;
  created_at: string | Date;
}

/** What applications.ai_rating / ai_summary / ai_evidence hold after a screening. */
export interface StoredScreening {
  ai_rating: number;
  ai_summary: string;
  ai_evidence: ScreeningEvidence;
}

export function screeningJobOf(job: ScreenableJob): ScreeningJob {
  return {
    title: job.title,
    description: job.description,
    skills: job.skills ?? [],
    must_have_requirements: job.must_have_requirements ?? [],
    experience_level: job.experience_level,
    questions: job.questions ?? [],
  };
}

export function answersOf(application: Pick<ScreenableApplication, 'answers'>): QuestionAnswer[] {
  return Array.isArray(application.answers) ? (application.answers as QuestionAnswer[]) : [];
}

export function screenStoredApplication(job: ScreenableJob, application: ScreenableApplication): ScreeningResult {
  return screenApplication({
    job: screeningJobOf(job),
    resumeText: application.resume_text,
    answers: answersOf(application),
    // The application's own creation time, never the clock: every device (and the seed) reads
    // 'since 2019' the same way.
    referenceDate: application.created_at,
  });
}

/**
 * The columns to write for a screening. The summary may be rewritten by the model behind the `ai`
 * function (provider.ts); the rating and the evidence never are, and the evidence says who wrote it.
 */
export function storedScreening(
  result: ScreeningResult,
  written: { text: string; source: NonNullable<ScreeningEvidence['summarySource']> } = {
    text: result.summary,
    source: 'deterministic',
  },
): StoredScreening {
  return {
    ai_rating: result.rating,
    ai_summary: written.text,
    ai_evidence: { ...result.evidence, summarySource: written.source },
  };
}
