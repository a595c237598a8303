// The sync engine's public face. No React here: the app starts a scope, screens only read the
// local store (including the status this engine writes into it).
import type { SupabaseClient } from '@supabase/supabase-js';
import { dropHiddenTables, forgetCompanyRows, myRole } from '../src/db/access.ts';
import { reconcileScorecardReads } from '../src/db/scorecardUnlocks.ts';
import { PULLED_TABLES, type CompanyDb, type PublicDb } from '../src/db/schema.ts';
import { userBoundClient } from './client.ts';
import { SyncEngine, type Clock, type SyncHandle } from './engine.ts';
import { companyPullTarget, publicPullTarget, pullAll, reconcilePublicJobs } from './pull.ts';
import { ResumeDownloads } from './resumes.ts';
import { supabaseTransport } from './supabaseTransport.ts';
import type { SyncTransport } from './transport.ts';

export type { SyncHandle, EngineState, Clock } from './engine.ts';
export type { SyncTransport } from './transport.ts';
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
  /** Company scope: told after the store was emptied because the user left the company. */
  onAccessLost?: () => void;
  /** A transport in place of the Supabase one made from the client (tests). */
  transport?: SyncTransport;
  clock?: Clock;
}

/**
 * Public scope: published jobs for visitors and applicants (pulled with whatever session the
 * client has; only published jobs are kept) and the public outbox (applications, waitlist,
 * contact messages, resume uploads).
 */
export function startPublicSync(db: PublicDb, client: SupabaseClient, options: SyncOptions = {}): SyncHandle {
  const transport = options.transport ?? supabaseTransport({ data: client });
  return new SyncEngine({
    scope: 'public',
    db,
    transport,
    pullTarget: publicPullTarget(db),
    realtimeTables: ['jobs'],
    afterPull: async (signal) => {
      await reconcilePublicJobs(db, transport, signal);
    },
    pokeDebounceMs: options.pokeDebounceMs,
    pollIntervalMs: options.pollIntervalMs,
    clock: options.clock,
  }).start();
}

/**
 * Company scope: the signed-in recruiter's jobs, candidates, applications, notes and drafts.
 * Every request of this engine is bound to `userId` (issue #9 D1): it goes through a client whose
 * token comes only from that user's session, carries the user id for the server to check, and the
 * session is re-checked before every batch and page. Signing out (or in as someone else) stops the
 * engine's work without touching this user's store; the writes wait for their user's next sign-in.
 */
export function startCompanySync(
  db: CompanyDb,
  client: SupabaseClient,
  userId: string,
  options: SyncOptions = {},
): SyncHandle {
  if (db.userId !== userId) throw new Error(`startCompanySync: database belongs to ${db.userId}, not ${userId}`);
  const bound = userBoundClient(client, userId);
  const transport =
    options.transport ??
    supabaseTransport({
      data: bound.client,
      auth: client,
      userId,
      companyId: db.companyId,
      binding: bound.binding,
      sessionCheckTimeoutMs: options.sessionCheckTimeoutMs,
    });
  let company: string | null = null;
  // Resume files download beside the cycles (resumes.ts), from the first pull on; stopping the
  // engine ends them.
  const resumes = options.cacheResumes === false ? null : new ResumeDownloads(db, transport);
  const resumesLifetime = new AbortController();
  return new SyncEngine({
    scope: db.companyId === userId ? `company-${userId}` : `company-${userId}-${db.companyId}`,
    db,
    transport,
    pullTarget: companyPullTarget(db),
    realtimeTables: PULLED_TABLES,
    afterPull: async (signal, changed) => {
      // A role that now reads less (issue 13): what it may not read leaves this device.
      const role = changed.has('company_members') || company === null ? await myRole(db) : null;
      if (role) await dropHiddenTables(db, role);
      // Scorecards an interviewer may now read (issue 14): their own reached the server, or the
      // role changed; those rows are behind the cursor, so the table is pulled again from the start.
      if (role || changed.has('scorecards')) {
        if (await reconcileScorecardReads(db, role ?? (await myRole(db)))) {
          await pullAll(db, transport, { ...companyPullTarget(db), tables: ['scorecards'] }, { signal });
        }
      }
      company = (await db.companies.get(db.companyId))?.name ?? company ?? '';
      void resumes?.start(resumesLifetime.signal);
    },
    onStop: () => {
      resumesLifetime.abort();
      resumes?.dispose();
    },
    // Removed from the company (issue 13): its rows leave this device; the writes not yet taken
    // stay, refused with the reason, for the member to see (docs/teams.md "Client").
    onAccessLost: async () => {
      // No file of this company is fetched from now on (one being stored now commits before the
      // forgetting below, which then removes it).
      resumesLifetime.abort();
      const name = (await db.companies.get(db.companyId))?.name ?? company;
      await forgetCompanyRows(db, removedReason(name));
      options.onAccessLost?.();
    },
    pokeDebounceMs: options.pokeDebounceMs,
    pollIntervalMs: options.pollIntervalMs,
    clock: options.clock,
  }).start();
}

/** The reason a removed member's unsent writes carry. */
function removedReason(companyName: string | null): string {
  return companyName ? `You are no longer a member of ${companyName}.` : 'You are no longer a member of this company.';
}
