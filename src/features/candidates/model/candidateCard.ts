// The candidates list's card (spec §2, §3 "Sample-only candidate card"), built here from a real
// application joined in memory with its profile and job.
import type { AiMatchColor, AiMatchLabel } from '@/features/screening/model/aiMatch';
import { ratingWithEvidence } from '@/features/screening/model/ratingWithEvidence';
import { candidateInitials, candidateName } from '@/features/applications/model/candidateIdentity';
import { pipelineStage, type PipelineStage } from '@/features/applications/model/pipelineStage';
import {
  EMPTY_STAGE_LOOKUP,
  applicationStage,
  applicationStageLabel,
  type StageLookup,
  type StageOption,
} from '@/features/flows/model/applicationStage';

/**
 * The spec's status label for each pipeline status (New, In Review, Interview, Offer, Rejected).
 * The stage is not derived from the status: it is the application's stage in its job's interview
 * plan (`stage_id`, issue 14), independent of the status.
 */
export const CARD_OF_STATUS: Record<PipelineStage, { label: string }> = {
  applied: { label: 'New' },
  screening: { label: 'In Review' },
  interview: { label: 'Interview' },
  offer: { label: 'Offer' },
  rejected: { label: 'Rejected' },
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
  /** The application's stage as shown ("Previous plan: …" for another plan's), or null. */
  stage: string | null;
  /** The stage's own name, which the stage select filters on; null without a stage. */
  stageName: string | null;
  stageId: string | null;
  /** The stages of the job's current plan, in order: where "Move to stage" can move it. */
  stageOptions: StageOption[];
  aiMatch: AiMatchLabel | null;
  /** The badge colour from the same rating as `aiMatch` (not from the rounded score). */
  aiMatchColor: AiMatchColor | null;
  /** What the rating rests on, shown with it (issue 26): the evidence's counts, or that it was not recorded. */
  aiEvidenceLine: string;
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
    ai_evidence?: unknown;
    created_at: string;
    cv_url: string | null;
    resume_filename: string | null;
    stage_id?: string | null;
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
  job: { title: string; skills: string[]; interview_plan_id?: string | null } | undefined,
  stages: StageLookup = EMPTY_STAGE_LOOKUP,
): CandidateCardData {
  const status = pipelineStage(application.status);
  const planId = job?.interview_plan_id ?? null;
  const stage = applicationStage(application.stage_id, planId, stages.byId);
  const score = matchScore(application.ai_rating);
  const match = ratingWithEvidence(application);
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
    stage: applicationStageLabel(stage),
    stageName: stage.kind === 'none' ? null : stage.stage.name,
    stageId: stage.kind === 'none' ? null : stage.stage.id,
    stageOptions: planId ? (stages.byPlan.get(planId) ?? []) : [],
    aiMatch: match.match,
    aiMatchColor: match.color,
    aiEvidenceLine: match.evidenceLine,
    score,
    stars: matchStars(score),
    aiSummary: application.ai_summary,
    skills: profile?.skills?.length ? profile.skills : (job?.skills ?? []),
    cvUrl: application.cv_url,
    resumeFilename: application.resume_filename,
  };
}
