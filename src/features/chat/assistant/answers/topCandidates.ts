// "Top candidates for Data Scientist": the job's live applications (not withdrawn) in the rating
// order of the app's lists (sortByRating: best first, unrated last, ties newest first), each with
// its rating and the evidence it rests on.
import type { CompanyDb } from '@/db';
import { sortByRating } from '@/features/screening/model/sortByRating';
import { jobCandidatesHref } from '../links';
import { resolveJob } from '../resolveNames';
import type { AssistantAnswer } from '../types';
import { applicationRow, jobNotResolved, plural, profilesOf, ratingDetail } from './shared';

export async function answerTopCandidates(db: CompanyDb, typedJob: string, limit: number): Promise<AssistantAnswer> {
  const resolved = await resolveJob(db, typedJob);
  if (resolved.kind !== 'one')
    return jobNotResolved(typedJob, resolved, (title) => `Top ${limit} candidates for ${title}`);
  const job = resolved.match;
  const applications = await db.applications.where('job_id').equals(job.id).toArray();
  const live = applications.filter((a) => !a.deleted_at && !a.withdrawn_at);
  if (live.length === 0) {
    return {
      text: `${job.title} has no candidates yet.`,
      rows: [],
      suggestions: ['Jobs with no applicants'],
    };
  }
  const top = sortByRating(live).slice(0, limit);
  const profiles = await profilesOf(db, top);
  const rated = live.filter((a) => a.ai_rating !== null && a.ai_rating !== undefined).length;
  return {
    text:
      `Top ${plural(top.length, 'candidate')} of ${live.length} for ${job.title}, by AI rating` +
      (rated < live.length ? ` (${live.length - rated} not screened yet).` : '.'),
    rows: [
      ...top.map((application) =>
        applicationRow(application, profiles.get(application.applicant_id ?? ''), ratingDetail(application)),
      ),
      { kind: 'job', id: job.id, label: `All candidates for ${job.title}`, href: jobCandidatesHref(job.id) },
    ],
  };
}
