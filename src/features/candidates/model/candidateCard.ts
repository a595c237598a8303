// The candidates list's card (spec §2, §3 "Sample-only candidate card"), built here from a real
// application joined in memory with its profile and job.
import { aiMatchColor, aiMatchLabel, type AiMatchColor, type AiMatchLabel } from '@/features/screening/model/aiMatch';
import { candidateInitials, candidateName } from '@/features/applications/model/candidateIdentity';
import { pipelineStage, type PipelineStage } from '@/features/applications/model/pipelineStage';

/** The stage select's values (spec §2). */
export const CANDIDATE_STAGES = [
  'Initial Screening',
  'Application Review',
  'Take-home Assignment',
  'Technical Interview',
  'Portfolio Review',
  'Final Interview',
] as const;
export type CandidateStage = (typeof CANDIDATE_STAGES)[number];

/**
 * What a card shows for each pipeline status: the spec's status label (New, In Review, Interview,
 * Offer, Rejected) and the stage. Real applications have a pipeline status, not an interview-flow
 * stage, so the stage shown is derived from the status (flows are sample data only).
 */
export const CARD_OF_STATUS: Record<PipelineStage, { label: string; stage: CandidateStage }> = {
  applied: { label: 'New', stage: 'Application Review' },
  screening: { label: 'In Review', stage: 'Initial Screening' },
  interview: { label: 'Interview', stage: 'Technical Interview' },
  offer: { label: 'Offer', stage: 'Final Interview' },
  rejected: { label: 'Rejected', stage: 'Application Review' },
};

/** Match score in percent: the rating (0–10) × 10. */
export function matchScore(rating: number | null | undefined): number {
  return typeof rating === 'number' && Number.isFinite(rating) ? Math.round(rating * 10) : 0;
}

/** Spec §9: stars = score / 20 rounded, five maximum. */
export function matchStars(score: number): number {
  return Math.max(0, Math.min(5, Math.round(score / 20)));
}

export interface CandidateCardData {
  applicationId: string;
  candidateId: string | null;
  jobId: string;
  name: string;
  /** From the profile, like the name (not split back out of `name`, which loses "Mary Ann"). */
  initials: string;
  email: string | null;
  role: string;
  location: string | null;
  experience: string | null;
  status: PipelineStage;
  statusLabel: string;
  appliedDate: string;
  stage: CandidateStage;
  aiMatch: AiMatchLabel | null;
  /** The badge colour from the same rating as `aiMatch` (not from the rounded score). */
  aiMatchColor: AiMatchColor | null;
  score: number;
  stars: number;
  aiSummary: string | null;
  skills: string[];
  cvUrl: string | null;
  resumeFilename: string | null;
}

export function toCandidateCard(
  application: {
    id: string;
    job_id: string;
    applicant_id: string | null;
    status: string | null;
    ai_rating: number | null;
    ai_summary: string | null;
    created_at: string;
    cv_url: string | null;
    resume_filename: string | null;
  },
  profile:
    | {
        first_name: string | null;
        last_name: string | null;
        email: string | null;
        location: string | null;
        experience: string | null;
        skills: string[];
      }
    | undefined,
  job: { title: string; skills: string[] } | undefined,
): CandidateCardData {
  const status = pipelineStage(application.status);
  const score = matchScore(application.ai_rating);
  return {
    applicationId: application.id,
    candidateId: application.applicant_id,
    jobId: application.job_id,
    name: candidateName(profile),
    initials: candidateInitials(profile),
    email: profile?.email ?? null,
    role: job?.title ?? 'Unknown job',
    location: profile?.location ?? null,
    experience: profile?.experience ?? null,
    status,
    statusLabel: CARD_OF_STATUS[status].label,
    appliedDate: application.created_at,
    stage: CARD_OF_STATUS[status].stage,
    aiMatch: aiMatchLabel(application.ai_rating),
    aiMatchColor: aiMatchColor(application.ai_rating),
    score,
    stars: matchStars(score),
    aiSummary: application.ai_summary,
    skills: profile?.skills?.length ? profile.skills : (job?.skills ?? []),
    cvUrl: application.cv_url,
    resumeFilename: application.resume_filename,
  };
}
