// The public job page's fast path (issue 12, B8): on a first visit the page would wait for the
// whole public pull, which starts only once the backend's client and sync have loaded. The boot
// asks PostgREST for this one published job at once, with a plain fetch (no supabase-js, so it
// stays small enough for the entry), and writes it into the public store as a pull page would;
// the screen still reads only the store. Here in sync/ because only sync/ talks to the network.
import type { Job, PublicDb } from '../src/db/schema.ts';
import { JobRowsSchema, parseAnswer, PUBLIC_JOB_COLUMNS } from './contract.ts';
import { takeEarlyJobRows } from './earlyFetch.ts';

/** The job id of a `/job/{id}` path, or null for any other page. */
export function publicJobIdOf(pathname: string): string | null {
  const match = /^\/job\/([0-9a-f-]{36})\/?$/i.exec(pathname);
  return match ? match[1] : null;
}

/**
 * Fetches the published job `jobId` (null when it is not published, or on any failure: offline,
 * backend down; the sync then decides, as without this path). The anon key is the one any visitor
 * has; row-level security returns only published jobs, and a visitor may select only their public
 * columns (`select=*` is refused), named here as the public feed answers them.
 */
export async function fetchPublishedJob(jobId: string, fetcher: typeof fetch = fetch): Promise<Job | null> {
  try {
    // Asked for by index.html's script while the app's code downloaded (sync/earlyFetch.ts).
    const early = await takeEarlyJobRows(jobId);
    if (early !== null) return publishedJobOf(early);
    const config = (await (await fetcher('/config.json', { cache: 'no-cache' })).json()) as {
      supabaseUrl?: string;
      supabaseAnonKey?: string;
    };
    if (!config.supabaseUrl || !config.supabaseAnonKey) return null;
    const url = new URL('/rest/v1/jobs', config.supabaseUrl);
    // Spelled as index.html's early fetch spells it (commas unescaped): the same request.
    url.search = `select=${PUBLIC_JOB_COLUMNS.join(',')}&id=eq.${jobId}&status=eq.published&deleted_at=is.null`;
    const response = await fetcher(url, {
      headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${config.supabaseAnonKey}` },
    });
    if (!response.ok) return null;
    return publishedJobOf(await response.json());
  } catch {
    return null;
  }
}

/**
 * The job in PostgREST's answer, checked like a pull page's rows: a proxy's error page or a cut
 * answer gives nothing (parseAnswer throws, and the caller answers null).
 */
function publishedJobOf(answer: unknown): Job | null {
  const [row] = parseAnswer(JobRowsSchema, answer, 'jobs') as unknown as Job[];
  return row ?? null;
}

/**
 * Writes `job` into the public store unless the store already holds the same or a newer version
 * (a pull may have landed first: `version` grows with every change, so an older answer never
 * replaces a newer row). The cursor is not touched: the next pull still delivers every change.
 */
export async function seedPublicJob(db: PublicDb, job: Job): Promise<void> {
  if (job.status !== 'published' || job.deleted_at) return;
  await db.transaction('rw', db.jobs, async () => {
    const local = await db.jobs.get(job.id);
    if (!local || Number(local.version) < Number(job.version)) await db.jobs.put(job);
  });
}
