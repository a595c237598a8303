// Everything the dashboard shows, read by index and from the kept counts (issue 12): no read of
// a whole table, whatever the store's size. Each section gives what the whole-store computation
// (`dashboardStats`, `recentPublishedJobs`, `recentActivity`, `aiInsights` over every row; see
// dashboardReads.test.ts) gives.
import Dexie from 'dexie';
import { ALL_JOBS_KEY, emptyCounts, type Application, type CompanyDb, type Job } from '@/db';
import { readCountsOf } from '@/features/jobs/queries/jobWindow';
import type { JobApplicantCounts } from '@/features/jobs/model/applicantCounts';
import { aiInsightsFrom, type AiInsight } from '../model/aiInsights';
import {
  createdSince,
  dashboardStatsFrom,
  newCandidatesSince,
  recentPublishedJobs,
  type DashboardStats,
} from '../model/dashboardStats';
import { isStageMove, recentActivity, withFeed, type ActivityItem } from '../model/recentActivity';
import { activityHref, activityInvitationId, activityText } from '@/features/team/model/activityText';

export interface DashboardData {
  stats: DashboardStats;
  recentJobs: Job[];
  /** Applicant counts of the recent jobs (a job with none has no entry). */
  counts: Map<string, JobApplicantCounts>;
  activity: ActivityItem[];
  insights: AiInsight[];
}

const RECENT_JOBS = 3;
const ACTIVITY_ITEMS = 5;
/** Timestamps may carry any UTC offset (at most ±14 h): text order is exact beyond this margin. */
const OFFSET_MARGIN_MS = 15 * 60 * 60 * 1000;

export async function readDashboardData(db: CompanyDb, now: Date = new Date()): Promise<DashboardData> {
  const [all, activeJobs, newCandidates, recentJobs, activity, quiet] = await Promise.all([
    db.counts.get(ALL_JOBS_KEY).then((row) => row ?? emptyCounts(ALL_JOBS_KEY)),
    db.jobs.where('status').equals('published').count(),
    countCreatedSince(db, newCandidatesSince(now)),
    readRecentPublishedJobs(db),
    readRecentActivity(db),
    readQuietJobs(db),
  ]);
  return {
    stats: dashboardStatsFrom({
      activeJobs,
      newCandidates,
      interviews: all.interview,
      offers: all.offer,
      applications: all.total,
    }),
    recentJobs,
    counts: await readCountsOf(
      db,
      recentJobs.map((job) => job.id),
    ),
    activity,
    insights: aiInsightsFrom({ strongWaiting: all.strongApplied, unrated: all.unrated, ...quiet }),
  };
}

/**
 * Applications created at or after `since`: counted by the created_at index where the text order
 * decides, and parsed as dates only within the margin where an offset could reorder them.
 */
async function countCreatedSince(db: CompanyDb, since: number): Promise<number> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const createdAt = db.applications.where('[created_at+id]');
  const [surely, band] = await Promise.all([
    createdAt.between([iso(since + OFFSET_MARGIN_MS), Dexie.minKey], [Dexie.maxKey], true, true).count(),
    createdAt
      .between([iso(since - OFFSET_MARGIN_MS), Dexie.minKey], [iso(since + OFFSET_MARGIN_MS), Dexie.minKey])
      .keys(),
  ]);
  return surely + band.filter((key) => createdSince(String((key as unknown as [string, string])[0]), since)).length;
}

/** The newest published jobs: the index's newest, with every job tied with the last of them. */
async function readRecentPublishedJobs(db: CompanyDb): Promise<Job[]> {
  const published = db.jobs.where('[status+created_at]');
  const newest = await published
    .between(['published', Dexie.minKey], ['published', Dexie.maxKey])
    .reverse()
    .limit(RECENT_JOBS)
    .toArray();
  if (newest.length < RECENT_JOBS) return recentPublishedJobs(newest.sort(byId));
  const last = secondOf(newest[newest.length - 1].created_at);
  const candidates = await published.between(['published', last], ['published', Dexie.maxKey]).toArray();
  // In the store's order (by id), so ties fall as they do in the whole-store computation.
  return recentPublishedJobs(candidates.sort(byId), RECENT_JOBS);
}

/**
 * Recent activity: new applications (at created_at) and stage moves (at updated_at). An item of
 * the five newest is either a "new" item of one of the five newest creations or a "move" item of
 * one of the five newest moves, so only those are read (see newestApplications). Never a range
 * by date: after an import or during a first sync every row may carry the same recent timestamp,
 * and a range would read them all on every write.
 */
async function readRecentActivity(db: CompanyDb): Promise<ActivityItem[]> {
  const created = await newestApplications(db, 'created_at', () => true, null);
  // A move can rank only above the fifth-newest creation: five items are at or above it already.
  const fifth = created.length >= ACTIVITY_ITEMS ? rankOf(created, 'created_at', ACTIVITY_ITEMS - 1) : null;
  const moved = await newestApplications(db, 'updated_at', isStageMove, fifth);
  const applications = [...new Map([...created, ...moved].map((a) => [a.id, a])).values()].sort(byId);
  const profileIds = [...new Set(applications.flatMap((a) => (a.applicant_id ? [a.applicant_id] : [])))];
  const jobIds = [...new Set(applications.map((a) => a.job_id))];
  const [profiles, jobs] = await Promise.all([db.profiles.bulkGet(profileIds), db.jobs.bulkGet(jobIds)]);
  const fromApplications = recentActivity(
    applications,
    new Map(profiles.flatMap((p) => (p ? [[p.id, p] as const] : []))),
    new Map(jobs.flatMap((j) => (j ? [[j.id, j.title] as const] : []))),
    ACTIVITY_ITEMS,
  );
  // The team's feed (issue 13): who moved whom, wrote a note, changed a job or the team.
  const feed = await db.activity.orderBy('[created_at+id]').reverse().limit(ACTIVITY_ITEMS).toArray();
  if (feed.length === 0) return fromApplications;
  // Invited addresses live on the invitations, which only owners' and admins' stores hold.
  const invitationIds = feed.flatMap((row) => activityInvitationId(row) ?? []);
  const invitations = invitationIds.length ? await db.companyInvitations.bulkGet(invitationIds) : [];
  const inviteeEmail = new Map(invitations.flatMap((i) => (i ? [[i.id, i.email] as const] : [])));
  return withFeed(
    fromApplications,
    feed.map((row) => ({
      id: row.id,
      description: activityText(row, { inviteeEmail: inviteeEmail.get(activityInvitationId(row) ?? '') }),
      at: row.created_at,
      href: activityHref(row),
      applicationId: row.application_id,
      stageMove: row.kind === 'stage_moved',
    })),
    ACTIVITY_ITEMS,
  );
}

/** An item's place in the screen's order: its timestamp, then (within a tie) its application's id. */
interface Rank {
  at: string;
  id: string;
}

/**
 * The `position`-th of `found` in the screen's order (recentActivity: newest first by
 * localeCompare; within one timestamp, lowest id first).
 */
function rankOf(found: Application[], index: 'created_at' | 'updated_at', position: number): Rank {
  const sorted = [...found].sort((a, b) => b[index].localeCompare(a[index]) || byId(a, b));
  return { at: sorted[position][index], id: sorted[position].id };
}

/**
 * The newest applications by `index` that pass `qualifies`: enough to hold the five that rank
 * first on the screen, read one timestamp at a time from the newest. Within one timestamp the
 * screen orders by id, so at most the five lowest qualifying ids of it are read (by the
 * [index+id] index), however many rows share it. The walk ends below the second of the fifth one
 * found, or of `above` (an item that already outranks every other one there): the screen's order
 * and the index's agree only up to the second, so every timestamp in that second is read. Of
 * `above`'s own timestamp only the ids below its id can outrank it.
 */
async function newestApplications(
  db: CompanyDb,
  index: 'created_at' | 'updated_at',
  qualifies: (a: Application) => boolean,
  above: Rank | null,
): Promise<Application[]> {
  const found: Application[] = [];
  let floor = above ? secondOf(above.at) : null;
  const byTime = `[${index}+id]` as const;
  let next = await db.applications.orderBy(byTime).reverse().first();
  while (next) {
    const at = next[index];
    if (floor !== null && secondOf(at) < floor) break;
    const lastId = above && at === above.at ? above.id : Dexie.maxKey;
    const tie = await db.applications
      .where(byTime)
      .between([at, Dexie.minKey], [at, lastId], true, false)
      .filter(qualifies)
      .limit(ACTIVITY_ITEMS)
      .toArray();
    found.push(...tie);
    if (found.length >= ACTIVITY_ITEMS) {
      const fifth = secondOf(rankOf(found, index, ACTIVITY_ITEMS - 1).at);
      if (floor === null || fifth > floor) floor = fifth;
    }
    next = await db.applications.where(byTime).below([at, Dexie.minKey]).reverse().first();
  }
  return found;
}

/**
 * Published jobs without applications (by the kept counts), and the first of them by id. The
 * counts are read whole (one row per job with applicants: one request), not one get per job.
 */
async function readQuietJobs(db: CompanyDb): Promise<{ quietJobs: number; firstQuietJob: Job | null }> {
  const [ids, counts] = await Promise.all([
    db.jobs.where('status').equals('published').primaryKeys() as Promise<string[]>,
    db.counts.toArray(),
  ]);
  const withApplicants = new Set(counts.flatMap((row) => (row.total > 0 ? [row.key] : [])));
  const quiet = ids.filter((id) => !withApplicants.has(id));
  return { quietJobs: quiet.length, firstQuietJob: quiet.length ? ((await db.jobs.get(quiet[0])) ?? null) : null };
}

/**
 * A timestamp's text up to the second. The screens order timestamps with localeCompare, the
 * indexes by code unit: the two agree up to the second ("2026-03-03T12:00:00"), but not after it
 * when formats mix ("…00.000Z" from this device, "…00+00:00" from the server). Bounds are taken
 * at the second so every row the screen's order could rank in is read.
 */
const secondOf = (timestamp: string) => timestamp.slice(0, 19);

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
