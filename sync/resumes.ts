// Resumes for offline viewing: after applications are pulled, their resume files (bucket
// `resumes`, path in applications.cv_url) are downloaded into `resumeCache`. Best effort: a file
// that fails to download or is too large is skipped (the screen then links to it online).
import type { CompanyDb } from '../src/db/schema.ts';
import { throwIfCancelled } from './push.ts';
import type { SyncTransport } from './transport.ts';

export const RESUME_BUCKET = 'resumes';
export const MAX_CACHED_RESUME_BYTES = 5 * 1024 * 1024;

/** Downloads missing resumes; `skip` remembers paths that failed in this session. Returns how many were cached. */
export async function cacheResumes(
  db: CompanyDb,
  transport: SyncTransport,
  skip: Set<string>,
  signal: AbortSignal = new AbortController().signal,
): Promise<number> {
  const applications = await db.applications.toArray();
  // Files of applications that are gone (deleted, or path changed) are not kept around.
  const referenced = new Set(applications.map((a) => a.cv_url).filter(Boolean));
  const stale = (await db.resumeCache.toCollection().primaryKeys()).filter((key) => !referenced.has(key));
  if (stale.length > 0) await db.resumeCache.bulkDelete(stale);
  const wanted = [...new Set(applications.map((a) => a.cv_url).filter((p): p is string => !!p && !skip.has(p)))];
  const cached = new Set(await db.resumeCache.bulkGet(wanted).then((rows) => rows.filter(Boolean).map((r) => r!.key)));
  let count = 0;
  for (const path of wanted) {
    if (cached.has(path)) continue;
    throwIfCancelled(signal);
    try {
      const data = await transport.downloadResume(path, signal);
      throwIfCancelled(signal);
      if (!data || data.size > MAX_CACHED_RESUME_BYTES) {
        skip.add(path);
        continue;
      }
      const application = applications.find((a) => a.cv_url === path);
      await db.resumeCache.put({
        key: path,
        blob: data,
        name: application?.resume_filename ?? path.split('/').pop() ?? path,
        type: data.type,
        fetchedAt: Date.now(),
      });
      count++;
    } catch (error) {
      // A lost session or a cancelled cycle ends the downloads; anything else skips this file.
      if (signal.aborted || (error as { failure?: { kind?: string } }).failure?.kind === 'identity') throw error;
      skip.add(path);
    }
  }
  return count;
}
