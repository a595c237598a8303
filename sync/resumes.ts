// Resumes for offline viewing: the resume files (bucket `resumes`, path in applications.cv_url) of
// the applications in the store are downloaded into `resumeCache`. Best effort: a file that fails
// to download or is too large is skipped (the screen then links to it online).
//
// This runs beside the sync, never inside its cycle: "Synced" means the rows are here, and the
// profile marks each resume "available offline" once its file is. A first sync of 50 000
// applications must not wait for their files, nor for a read of the whole table (measured: ~2 s of
// a 15 s first sync, bench B2). Which files to fetch:
//  - once per session, every application in the store (a file skipped or cut off last time),
//    unless the store had none when the session began (a first sync on this device: every row
//    then comes through this tab's writes, below);
//  - after that, only the applications this tab has written since (pulled pages, as the store
//    middleware hands them over after their commit), found by their rows, not by a table scan.
import type { CompanyDb } from '../src/db/schema.ts';
import type { CommittedChanges } from '../src/db/storeMiddleware.ts';
import { throwIfCancelled } from './push.ts';
import type { SyncTransport } from './transport.ts';

export const RESUME_BUCKET = 'resumes';
export const MAX_CACHED_RESUME_BYTES = 5 * 1024 * 1024;

interface ResumeOf {
  cv_url?: string | null;
  resume_filename?: string | null;
}

/** The resume files of applications: path → the file name to save it under. Pure. */
export function resumesOf(rows: readonly unknown[], into = new Map<string, string>()): Map<string, string> {
  for (const row of rows) {
    const { cv_url: path, resume_filename: name } = (row ?? {}) as ResumeOf;
    if (typeof path === 'string' && path) into.set(path, name || path.split('/').pop() || path);
  }
  return into;
}

export class ResumeDownloads {
  /** Files of applications written since the last run (path → file name). */
  private readonly wanted = new Map<string, string>();
  /** Paths that failed or were too large in this session: not asked for again until the next. */
  private readonly skipped = new Set<string>();
  /**
   * Whether the next run reads every application first: until the session's one scan is done,
   * unless the store had none when the session began (read once, one key at most).
   */
  private scanNeeded: Promise<boolean>;
  private running: Promise<void> | null = null;
  private readonly stopWatching: () => void;

  constructor(
    private readonly db: CompanyDb,
    private readonly transport: SyncTransport,
  ) {
    this.stopWatching = db.store.onCommitted((changes) => this.noteWritten(changes));
    this.scanNeeded = db.applications
      .limit(1)
      .primaryKeys()
      .then((keys) => keys.length > 0)
      .catch(() => true);
  }

  /**
   * Starts downloading what is missing unless a run is going (that run picks up what came in
   * since). Resolves when this run ends; `signal` ends it early (sign-out, the engine stopped).
   */
  start(signal: AbortSignal): Promise<void> {
    this.running ??= this.run(signal)
      .catch(() => undefined)
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Stops following the store's writes; a run in progress ends with its signal. */
  dispose(): void {
    this.stopWatching();
  }

  private noteWritten(changes: CommittedChanges): void {
    for (const change of changes)
      if (change.kind === 'put' && change.table === 'applications') resumesOf(change.rows, this.wanted);
  }

  private async run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      let files: Map<string, string>;
      if (await this.scanNeeded) {
        // What is written from here on lands in `wanted` and is looked at on the next turn.
        this.wanted.clear();
        files = await this.scanStore();
        this.scanNeeded = Promise.resolve(false);
      } else if (this.wanted.size > 0) {
        files = new Map(this.wanted);
        this.wanted.clear();
      } else return;
      await this.download(files, signal);
    }
  }

  /**
   * Every application's file, read one row at a time (the rows are not held), and the cached
   * files no application refers to any more are removed.
   */
  private async scanStore(): Promise<Map<string, string>> {
    const files = new Map<string, string>();
    await this.db.applications.each((row) => resumesOf([row], files));
    const stale = (await this.db.resumeCache.toCollection().primaryKeys()).filter((key) => !files.has(key));
    if (stale.length > 0) await this.db.resumeCache.bulkDelete(stale);
    return files;
  }

  private async download(files: Map<string, string>, signal: AbortSignal): Promise<void> {
    const paths = [...files.keys()].filter((path) => !this.skipped.has(path));
    const cached = new Set((await this.db.resumeCache.bulkGet(paths)).flatMap((row) => (row ? [row.key] : [])));
    for (const path of paths) {
      if (cached.has(path)) continue;
      throwIfCancelled(signal);
      try {
        const data = await this.transport.downloadResume(path, signal);
        throwIfCancelled(signal);
        if (!data || data.size > MAX_CACHED_RESUME_BYTES) {
          this.skipped.add(path);
          continue;
        }
        await this.db.resumeCache.put({
          key: path,
          blob: data,
          name: files.get(path)!,
          type: data.type,
          fetchedAt: Date.now(),
        });
      } catch (error) {
        // A lost session or a cancelled run ends the downloads; anything else skips this file.
        if (signal.aborted || (error as { failure?: { kind?: string } }).failure?.kind === 'identity') throw error;
        this.skipped.add(path);
      }
    }
  }
}
