// "Candidates in interview for Data Scientist", "who is at offer", "candidates at Technical
// interview stage": applications at a pipeline status (a missing status counts as applied) or at
// a stage of the interview plan, for one job or the whole company, newest first.
//
// The in-memory index answers which applications are at a status and of a job (its entries carry
// both, and an application without a status counts as applied, as everywhere) and in what order;
// only the rows listed are read from the store.
import type { Application, CompanyDb } from '@/db';
import { localIndexOf, type JobEntry } from '@/db/localIndex';
import { PIPELINE_STAGE_LABEL, pipelineStage, type PipelineStage } from '@/features/applications/model/pipelineStage';
import { resolveJob, resolveStages } from '../resolveNames';
import type { AssistantAnswer } from '../types';
import { ROW_LIMIT, applicationRow, jobNotResolved, newestFirst, plural, profilesOf, statusDetail } from './shared';

type At = { status: PipelineStage } | { stage: string };

export async function answerCandidatesAt(db: CompanyDb, typedJob: string | null, at: At): Promise<AssistantAnswer> {
  let job: JobEntry | null = null;
  if (typedJob) {
    const resolved = await resolveJob(db, typedJob);
    if (resolved.kind !== 'one') return jobNotResolved(typedJob, resolved, (title) => askAgain(at, title));
    job = resolved.match;
  }

  let stageIds: Set<string> | null = null;
  let where: string;
  if ('stage' in at) {
    const stages = await resolveStages(db, at.stage);
    if (stages.kind === 'none') return { text: `No interview plan has a stage called “${at.stage}”.`, rows: [] };
    if (stages.kind === 'many') {
      const names = stages.matches.map((group) => group[0].name);
      return {
        text: `Several stages match “${at.stage}”. Which one do you mean?`,
        rows: [],
        suggestions: names.map((name) => askAgain({ stage: name }, job?.title ?? null)),
      };
    }
    stageIds = new Set(stages.match.map((stage) => stage.id));
    where = `at the ${stages.match[0].name} stage`;
  } else {
    where = `at ${PIPELINE_STAGE_LABEL[at.status]}`;
  }

  const { total, listed } = job
    ? await ofJob(db, job.id, at, stageIds)
    : stageIds
      ? await ofStages(db, stageIds)
      : await ofStatus(db, (at as { status: PipelineStage }).status);
  const scope = job ? ` for ${job.title}` : '';
  if (total === 0) return { text: `No candidates ${where}${scope}.`, rows: [] };
  const profiles = await profilesOf(db, listed);
  return {
    text:
      `${plural(total, 'candidate')} ${where}${scope}` +
      (total > listed.length ? `; the newest ${listed.length}:` : ':'),
    rows: listed.map((a) => applicationRow(a, profiles.get(a.applicant_id ?? ''), statusDetail(a))),
  };
}

function askAgain(at: At, jobTitle: string | null): string {
  const where = 'stage' in at ? `at ${at.stage} stage` : `at ${PIPELINE_STAGE_LABEL[at.status]}`;
  return `Candidates ${where}${jobTitle ? ` for ${jobTitle}` : ''}`;
}

interface Listing {
  total: number;
  listed: Application[];
}

async function ofJob(db: CompanyDb, jobId: string, at: At, stageIds: Set<string> | null): Promise<Listing> {
  const index = await localIndexOf(db).ready();
  const ofTheJob = index.sorted('applications', 'newestFirst').filter((entry) => entry.job_id === jobId);
  let matching;
  if (stageIds) {
    const atStage = new Set(await stageKeys(db, stageIds));
    matching = ofTheJob.filter((entry) => atStage.has(entry.id));
  } else {
    matching = ofTheJob.filter((entry) => pipelineStage(entry.status) === (at as { status: string }).status);
  }
  return {
    total: matching.length,
    listed: await readInOrder(
      db,
      matching.slice(0, ROW_LIMIT).map((e) => e.id),
    ),
  };
}

async function ofStatus(db: CompanyDb, status: PipelineStage): Promise<Listing> {
  const index = await localIndexOf(db).ready();
  const ids: string[] = [];
  let total = 0;
  for (const entry of index.sorted('applications', 'newestFirst')) {
    if (pipelineStage(entry.status) !== status) continue;
    total += 1;
    if (ids.length < ROW_LIMIT) ids.push(entry.id);
  }
  return { total, listed: await readInOrder(db, ids) };
}

/** The applications at some stages: keys only, one indexed read per stage (anyOf walks a cursor). */
async function stageKeys(db: CompanyDb, stageIds: Set<string>): Promise<string[]> {
  const perStage = await Promise.all(
    [...stageIds].map((id) => db.applications.where('stage_id').equals(id).primaryKeys()),
  );
  return perStage.flat();
}

async function ofStages(db: CompanyDb, stageIds: Set<string>): Promise<Listing> {
  const keys = await stageKeys(db, stageIds);
  // The index's entries order them without reading rows.
  const entries = (await localIndexOf(db).ready()).entries('applications');
  const ordered = keys
    .map((id) => entries.get(id) ?? { id, created_at: '' })
    .sort(newestFirst)
    .slice(0, ROW_LIMIT);
  return {
    total: keys.length,
    listed: await readInOrder(
      db,
      ordered.map((e) => e.id),
    ),
  };
}

async function readInOrder(db: CompanyDb, ids: string[]): Promise<Application[]> {
  return (await db.applications.bulkGet(ids)).filter((a): a is Application => a !== undefined);
}
