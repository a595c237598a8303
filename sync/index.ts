// The sync engine's public face. No React here: the app starts a scope, screens only read the
// local store (including the status this engine writes into it).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { CompanyDb, PublicDb } from '../src/db/schema.ts';
import { SyncEngine, type SyncHandle } from './engine.ts';
import { companyPullTarget, publicPullTarget, reconcilePublicJobs } from './pull.ts';
import { cacheResumes } from './resumes.ts';

export type { SyncHandle } from './engine.ts';
export { retryFailed, discardFailed } from '../src/db/commands.ts';

export interface SyncOptions {
  /** Debounce of realtime pokes before a pull (ms). */
  pokeDebounceMs?: number;
  /** Periodic pull in case realtime is down (ms, 0 = off). */
  pollIntervalMs?: number;
  /** Company scope: download resumes for offline viewing (default true). */
  cacheResumes?: boolean;
  /** Company scope: how long to wait for a session refresh before reporting offline (ms). */
  sessionCheckTimeoutMs?: number;
}

/**
 * Public scope: published jobs for visitors and applicants (pulled with whatever session the
 * client has; only published jobs are kept) and the public outbox (applications, waitlist,
 * contact messages, resume uploads).
 */
export function startPublicSync(
  db: PublicDb,
  client: SupabaseClient,
  options: SyncOptions = {},
): SyncHandle {
  return new SyncEngine({
    scope: 'public',
    db,
    client,
    pullTarget: publicPullTarget(db),
    realtimeTables: ['jobs'],
    afterPull: async () => {
      await reconcilePublicJobs(db, client);
    },
    pokeDebounceMs: options.pokeDebounceMs,
    pollIntervalMs: options.pollIntervalMs,
  }).start();
}

/** Company scope: the signed-in recruiter's jobs, candidates, applications, notes and drafts. */
export function startCompanySync(
  db: CompanyDb,
  client: SupabaseClient,
  userId: string,
  options: SyncOptions = {},
): SyncHandle {
  if (db.userId !== userId)
    throw new Error(`startCompanySync: database belongs to ${db.userId}, not ${userId}`);
  const skippedResumes = new Set<string>();
  return new SyncEngine({
    scope: `company-${userId}`,
    db,
    client,
    userId,
    pullTarget: companyPullTarget(db),
    realtimeTables: ['jobs', 'profiles', 'applications', 'notes', 'job_drafts'],
    afterPull:
      options.cacheResumes === false
        ? undefined
        : async () => {
            await cacheResumes(db, client, skippedResumes);
          },
    pokeDebounceMs: options.pokeDebounceMs,
    pollIntervalMs: options.pollIntervalMs,
    sessionCheckTimeoutMs: options.sessionCheckTimeoutMs,
  }).start();
}
