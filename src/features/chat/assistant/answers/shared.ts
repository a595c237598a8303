// What the assistant's answers share: how an application row reads, the cap on listed rows, and
// the answer when a typed name matches nothing or several things equally.
import { format } from 'date-fns';
import type { Application, CompanyDb, Profile } from '@/db';
import type { JobEntry, ProfileEntry } from '@/db/localIndex';
import { candidateName } from '@/features/applications/model/candidateIdentity';
import { PIPELINE_STAGE_LABEL, pipelineStage } from '@/features/applications/model/pipelineStage';
import { NOT_SCREENED, ratingWithEvidence } from '@/features/screening/model/ratingWithEvidence';
import { candidateHref, jobCandidatesHref, jobHref } from '../links';
import type { AssistantAnswer, AssistantRow } from '../types';
import type { Resolved } from '../resolveNames';

/** Rows listed in one answer; the text gives the full count. */
export const ROW_LIMIT = 20;
/** Choices offered for an ambiguous name. */
export const CHOICE_LIMIT = 8;

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A rating with what it rests on, or "Not screened yet": never a bare number. */
export function ratingDetail(application: Pick<Application, 'ai_rating' | 'ai_evidence'>): string {
  const shown = ratingWithEvidence(application);
  if (shown.rating === null) return NOT_SCREENED;
  return `${shown.label ?? `${shown.rating}/10`} · ${shown.evidenceLine}`;
}

/** The profiles of some applications, by id (one bulk read). */
export async function profilesOf(
  db: CompanyDb,
  applications: readonly Pick<Application, 'applicant_id'>[],
): Promise<Map<string, Profile>> {
  const ids = [...new Set(applications.flatMap((a) => (a.applicant_id ? [a.applicant_id] : [])))];
  const profiles = new Map<string, Profile>();
  for (const profile of await db.profiles.bulkGet(ids)) if (profile) profiles.set(profile.id, profile);
  return profiles;
}

/** An application as a row: its candidate, linking to the profile (or the job's candidates). */
export function applicationRow(application: Application, profile: Profile | undefined, detail: string): AssistantRow {
  return {
    kind: 'application',
    id: application.id,
    label: candidateName(profile),
    detail,
    href: profile ? candidateHref(profile.id) : jobCandidatesHref(application.job_id),
  };
}

/** "Interview · applied 3 Nov 2026 · withdrawn" */
export function statusDetail(application: Application, jobTitle?: string): string {
  return [
    PIPELINE_STAGE_LABEL[pipelineStage(application.status)],
    jobTitle,
    `applied ${format(new Date(application.created_at), 'd MMM yyyy')}`,
    application.withdrawn_at ? 'withdrawn' : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export const newestFirst = (a: Pick<Application, 'created_at' | 'id'>, b: Pick<Application, 'created_at' | 'id'>) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

export const jobRow = (job: Pick<JobEntry, 'id' | 'title' | 'status'>, detail?: string): AssistantRow => ({
  kind: 'job',
  id: job.id,
  label: job.title,
  detail: detail ?? (job.status === 'published' ? 'Active' : job.status === 'draft' ? 'Draft' : 'Archived'),
  href: jobHref(job.id),
});

export const candidateRow = (profile: ProfileEntry, detail?: string): AssistantRow => ({
  kind: 'candidate',
  id: profile.id,
  label: candidateName(profile),
  detail: detail ?? profile.email ?? undefined,
  href: candidateHref(profile.id),
});

/**
 * The answer for a job title that matched no job or several equally: the choices as links, and the
 * same question again for each (`ask`) as suggestions.
 */
export function jobNotResolved(
  typed: string,
  resolved: Resolved<JobEntry>,
  ask: (title: string) => string,
): AssistantAnswer {
  if (resolved.kind === 'many') {
    const choices = resolved.matches.slice(0, CHOICE_LIMIT);
    return {
      text: `${plural(resolved.matches.length, 'job')} match “${typed}”. Which one do you mean?`,
      rows: choices.map((job) => jobRow(job)),
      suggestions: choices.map((job) => ask(job.title)),
    };
  }
  return { text: `I could not find a job matching “${typed}”.`, rows: [] };
}

/** The same for a candidate's name; namesakes are told apart by their email. */
export function candidateNotResolved(
  typed: string,
  resolved: Resolved<ProfileEntry>,
  ask: (name: string) => string,
): AssistantAnswer {
  if (resolved.kind === 'many') {
    const choices = resolved.matches.slice(0, CHOICE_LIMIT);
    const names = choices.map((p) => candidateName(p));
    const unique = new Set(names).size === names.length;
    return {
      text: `${plural(resolved.matches.length, 'candidate')} match “${typed}”. Which one do you mean?`,
      rows: choices.map((profile) => candidateRow(profile)),
      suggestions: choices.map((p, i) => ask(unique || !p.email ? names[i] : p.email)),
    };
  }
  return { text: `I could not find a candidate matching “${typed}”.`, rows: [] };
}
