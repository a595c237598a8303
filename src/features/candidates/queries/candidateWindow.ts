// The candidates list at any size (issue 12): the screen shows a window of the filtered list and
// its total, never the whole list. Without search text the window is read from the store by an
// ordered index (newest first) with offset and limit, and the total comes from the kept counts;
// with search text the matching applications come from the in-memory index (db/localIndex.ts)
// and only the window's rows are read. The answer is the one `filterCandidates(readCandidateCards)`
// gives, sliced: same order (newest first, ties by id descending), same filters. The stage select
// (a stage name of the company's interview plans) reads by the `stage_id` index.
import Dexie from 'dexie';
import { ALL_JOBS_KEY, emptyCounts, type Application, type CompanyDb } from '@/db';
import { localIndexOf, type ApplicationEntry, type LocalIndex } from '@/db/localIndex';
import { nextIdle } from '@/pwa/afterFirstPaint';
import { candidateName } from '@/features/applications/model/candidateIdentity';
import { PIPELINE_STAGES, pipelineStage, type PipelineStage } from '@/features/applications/model/pipelineStage';
import { toCandidateCard, type CandidateCardData } from '../model/candidateCard';
import { stageLookup } from '@/features/flows/model/applicationStage';
import { ALL_STAGES, matchesCandidateTab, type CandidateFilters } from '../model/candidateFilters';

/** Cards read per window step: a screen and a half of cards, so a scroll rarely waits. */
export const CANDIDATE_WINDOW_PAGE = 30;

export interface CandidateWindow {
  /** How many cards the whole filtered list has. */
  total: number;
  /** The position of `cards[0]` in the filtered list. */
  offset: number;
  cards: CandidateCardData[];
}

/** The pipeline statuses a card may have under the tab. */
export function stagesOf(filters: Pick<CandidateFilters, 'tab'>): Set<PipelineStage> {
  return new Set(PIPELINE_STAGES.filter((stage) => matchesCandidateTab(stage, filters.tab)));
}

const newestFirst = (a: Application, b: Application) =>
  a.created_at !== b.created_at ? (a.created_at < b.created_at ? 1 : -1) : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

/**
 * The stage select (a stage name of the company's plans): the applications at a stage of that
 * name, read by the `stage_id` index (a stage holds a job's worth of candidates, not the whole
 * list), under the tab and the search; newest first.
 */
async function readAtStage(
  db: CompanyDb,
  stageName: string,
  needle: string,
  statuses: Set<PipelineStage>,
): Promise<Application[]> {
  const stageIds = await db.interviewStages.filter((stage) => stage.name === stageName).primaryKeys();
  if (stageIds.length === 0) return [];
  let applications = (await db.applications.where('stage_id').anyOf(stageIds).toArray()).filter((a) =>
    statuses.has(pipelineStage(a.status)),
  );
  if (needle) {
    const matching = new Set(matchingApplications(await localIndexOf(db).ready(), needle, statuses).map((e) => e.id));
    applications = applications.filter((a) => matching.has(a.id));
  }
  return applications.sort(newestFirst);
}

/** The window [offset, offset + limit) of the filtered candidates list, and its total. */
export async function readCandidateWindow(
  db: CompanyDb,
  filters: CandidateFilters,
  offset: number,
  limit: number,
): Promise<CandidateWindow> {
  const needle = filters.query.trim().toLowerCase();
  const stages = stagesOf(filters);
  let total: number;
  let applications: Application[];
  if (filters.stage !== ALL_STAGES) {
    const atStage = await readAtStage(db, filters.stage, needle, stages);
    total = atStage.length;
    applications = atStage.slice(offset, offset + limit);
  } else if (needle) {
    const matches = matchingApplications(await localIndexOf(db).ready(), needle, stages);
    total = matches.length;
    const ids = matches.slice(offset, offset + limit).map((entry) => entry.id);
    applications = (await db.applications.bulkGet(ids)).filter((a): a is Application => a !== undefined);
  } else {
    const counts = (await db.counts.get(ALL_JOBS_KEY)) ?? emptyCounts(ALL_JOBS_KEY);
    total = [...stages].reduce((sum, stage) => sum + counts[stage], 0);
    applications = total === 0 ? [] : await readStagesWindow(db, stages, offset, limit);
  }
  return { total, offset, cards: await toCards(db, applications) };
}

/** Newest first in the given stages, by the index that serves them. */
function readStagesWindow(db: CompanyDb, stages: Set<PipelineStage>, offset: number, limit: number) {
  if (stages.size === PIPELINE_STAGES.length) {
    return db.applications.orderBy('[created_at+id]').reverse().offset(offset).limit(limit).toArray();
  }
  const [only] = stages;
  // One stage other than Applied is one range of [status+created_at]. Applied also holds the
  // applications without a status, which no index holds (null is not a key): those stage sets
  // walk the created_at index and skip the other stages.
  if (stages.size === 1 && only !== 'applied') {
    return db.applications
      .where('[status+created_at]')
      .between([only, Dexie.minKey], [only, Dexie.maxKey])
      .reverse()
      .offset(offset)
      .limit(limit)
      .toArray();
  }
  return db.applications
    .orderBy('[created_at+id]')
    .reverse()
    .filter((a) => stages.has(pipelineStage(a.status)))
    .offset(offset)
    .limit(limit)
    .toArray();
}

/**
 * Cards for applications: their profiles and jobs read by key, in one bulk read each, and the
 * stages they are at and their jobs' plans offer.
 */
async function toCards(db: CompanyDb, applications: Application[]): Promise<CandidateCardData[]> {
  const profileIds = [...new Set(applications.flatMap((a) => (a.applicant_id ? [a.applicant_id] : [])))];
  const jobIds = [...new Set(applications.map((a) => a.job_id))];
  const stageIds = [...new Set(applications.flatMap((a) => (a.stage_id ? [a.stage_id] : [])))];
  const [profiles, jobs, atStages] = await Promise.all([
    db.profiles.bulkGet(profileIds),
    db.jobs.bulkGet(jobIds),
    db.interviewStages.bulkGet(stageIds),
  ]);
  const profileById = new Map(profiles.flatMap((p) => (p ? [[p.id, p] as const] : [])));
  const jobById = new Map(jobs.flatMap((j) => (j ? [[j.id, j] as const] : [])));
  const planIds = [...new Set(jobs.flatMap((j) => (j?.interview_plan_id ? [j.interview_plan_id] : [])))];
  const planStages = planIds.length ? await db.interviewStages.where('plan_id').anyOf(planIds).toArray() : [];
  const lookup = stageLookup([...atStages.flatMap((s) => (s ? [s] : [])), ...planStages]);
  return applications.map((a) =>
    toCandidateCard(a, a.applicant_id ? profileById.get(a.applicant_id) : undefined, jobById.get(a.job_id), lookup),
  );
}

const ANONYMOUS_LOWER = candidateName(undefined).toLowerCase();
const UNKNOWN_JOB_LOWER = 'unknown job';

/**
 * The index's applications laid out for the search (newest first): each card's lowercased name
 * and stage, and its job as a slot in a table of lowercased titles (the role). Built once per
 * version of the index; a keystroke then runs one tight loop over plain arrays.
 */
interface SearchColumns {
  entries: readonly ApplicationEntry[];
  names: string[];
  stages: Uint8Array;
  jobSlots: Int32Array;
  roles: string[];
}

let columnsCache: { index: LocalIndex; version: number; columns: SearchColumns } | null = null;

function searchColumns(index: LocalIndex): SearchColumns {
  if (columnsCache && columnsCache.index === index && columnsCache.version === index.version)
    return columnsCache.columns;
  const profiles = index.entries('profiles');
  const jobs = index.entries('jobs');
  const entries = index.sorted('applications', 'newestFirst');
  const names = new Array<string>(entries.length);
  const stages = new Uint8Array(entries.length);
  const jobSlots = new Int32Array(entries.length);
  const roles: string[] = [];
  const slotOfJob = new Map<string, number>();
  const nameOfProfile = new Map<string, string>();
  entries.forEach((entry, i) => {
    const profile = entry.applicant_id ? profiles.get(entry.applicant_id) : undefined;
    let name = profile ? nameOfProfile.get(profile.id) : ANONYMOUS_LOWER;
    if (name === undefined) nameOfProfile.set(profile!.id, (name = candidateName(profile).toLowerCase()));
    names[i] = name;
    stages[i] = PIPELINE_STAGES.indexOf(pipelineStage(entry.status));
    let slot = slotOfJob.get(entry.job_id);
    if (slot === undefined) {
      const title = jobs.get(entry.job_id)?.title;
      slot = roles.push(title === undefined ? UNKNOWN_JOB_LOWER : title.toLowerCase()) - 1;
      slotOfJob.set(entry.job_id, slot);
    }
    jobSlots[i] = slot;
  });
  const columns = { entries, names, stages, jobSlots, roles };
  columnsCache = { index, version: index.version, columns };
  return columns;
}

/** Quiet time after the index's last change before the search's arrays are rebuilt (ms). */
const PREPARE_AFTER_MS = 1000;

/**
 * Builds the search's arrays while the browser is idle, once the index has loaded and again after
 * it settles from each change, so the first keystroke does not pay for it (100-350 ms at 50 000
 * applications: B4's p95). While a sync pulls page after page the rebuild waits for it to end.
 * Returns the cancel.
 */
export function prepareCandidateSearch(db: CompanyDb): () => void {
  const index = localIndexOf(db);
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void nextIdle().then(() => cancelled || searchColumns(index)), PREPARE_AFTER_MS);
  };
  void index.ready().then(() => cancelled || schedule());
  const unsubscribe = index.subscribe(schedule);
  return () => {
    cancelled = true;
    clearTimeout(timer);
    unsubscribe();
  };
}

let lastMatch: { columns: SearchColumns; key: string; result: ApplicationEntry[] } | null = null;

/**
 * The applications whose card matches: name or role contains the text (spec §5), stage in the
 * set; newest first. Kept for the index's version, so scrolling the results scans nothing again.
 */
function matchingApplications(index: LocalIndex, needle: string, stages: Set<PipelineStage>): ApplicationEntry[] {
  const columns = searchColumns(index);
  const key = JSON.stringify([needle, [...stages]]);
  if (lastMatch && lastMatch.columns === columns && lastMatch.key === key) return lastMatch.result;
  const allowed = PIPELINE_STAGES.map((stage) => stages.has(stage));
  const roleMatches = columns.roles.map((role) => role.includes(needle));
  const { entries, names, stages: stageOf, jobSlots } = columns;
  const result: ApplicationEntry[] = [];
  for (let i = 0; i < entries.length; i++) {
    if (allowed[stageOf[i]] && (roleMatches[jobSlots[i]] || names[i].includes(needle))) result.push(entries[i]);
  }
  lastMatch = { columns, key, result };
  return result;
}
