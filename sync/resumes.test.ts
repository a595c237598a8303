// Resume downloads beside the sync: what is fetched, when, and that stopping ends them.
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../src/db/commands.ts';
import { CompanyDb, type Application } from '../src/db/schema.ts';
import { eventually } from './test-support.ts';
import { ResumeDownloads, resumesOf } from './resumes.ts';
import type { SyncTransport } from './transport.ts';

const USER = '44444444-4444-4444-8444-444444444444';
const dbs: CompanyDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    db.close();
    await db.delete();
  }
});

function freshDb(): CompanyDb {
  const db = new CompanyDb(USER, { name: `resumes-${newId()}` });
  dbs.push(db);
  return db;
}

function application(path: string | null, name: string | null = null): Application {
  const at = new Date().toISOString();
  return {
    id: newId(),
    company_id: USER,
    job_id: newId(),
    applicant_id: newId(),
    status: 'applied',
    cv_url: path,
    resume_filename: name,
    created_at: at,
    updated_at: at,
    deleted_at: null,
    version: 1,
    change_xid: null,
  } as Application;
}

/** A storage that answers every path with a small PDF, or as `answer` says; records what was asked. */
function storage(answer: (path: string, signal: AbortSignal) => Promise<Blob | null> = async () => pdf()) {
  const asked: string[] = [];
  const transport = {
    downloadResume: (path: string, signal: AbortSignal) => {
      asked.push(path);
      return answer(path, signal);
    },
  } as unknown as SyncTransport;
  return { asked, transport };
}

const pdf = () => new Blob(['%PDF-1.4'], { type: 'application/pdf' });

describe('resumesOf', () => {
  it('keeps the rows with a path, named by their file name or the path', () => {
    const files = resumesOf([
      { cv_url: 'a/cv.pdf', resume_filename: 'Ada.pdf' },
      { cv_url: 'b/resume.pdf', resume_filename: null },
      { cv_url: null },
      {},
      null,
    ]);
    expect([...files]).toEqual([
      ['a/cv.pdf', 'Ada.pdf'],
      ['b/resume.pdf', 'resume.pdf'],
    ]);
  });
});

describe('ResumeDownloads', () => {
  it("fetches every application's missing file once per session, then only those written since", async () => {
    const db = freshDb();
    const cached = application('x/cached.pdf');
    await db.applications.bulkPut([application('x/one.pdf', 'One.pdf'), application(null), cached]);
    await db.resumeCache.put({ key: cached.cv_url!, blob: pdf(), name: 'c', type: 'application/pdf', fetchedAt: 0 });
    await db.resumeCache.put({ key: 'gone/old.pdf', blob: pdf(), name: 'old', type: 'application/pdf', fetchedAt: 0 });
    const { asked, transport } = storage();
    const downloads = new ResumeDownloads(db, transport);
    const lifetime = new AbortController();

    await downloads.start(lifetime.signal);
    expect(asked).toEqual(['x/one.pdf']);
    expect(await db.resumeCache.get('x/one.pdf')).toMatchObject({ name: 'One.pdf', type: 'application/pdf' });
    // A file no application refers to any more leaves the device.
    expect(await db.resumeCache.get('gone/old.pdf')).toBeUndefined();

    // A pulled page: only its new file is fetched, the store is not read again.
    await db.applications.bulkPut([application('y/two.pdf'), application('x/one.pdf')]);
    await downloads.start(lifetime.signal);
    expect(asked).toEqual(['x/one.pdf', 'y/two.pdf']);

    // Nothing written since: nothing asked.
    await downloads.start(lifetime.signal);
    expect(asked).toHaveLength(2);
    downloads.dispose();
  });

  it('skips a file that failed or is too large for the rest of the session', async () => {
    const db = freshDb();
    await db.applications.bulkPut([application('a/broken.pdf'), application('a/huge.pdf'), application('a/ok.pdf')]);
    const { asked, transport } = storage(async (path) => {
      if (path === 'a/broken.pdf') throw new Error('503');
      if (path === 'a/huge.pdf') return new Blob([new Uint8Array(6 * 1024 * 1024)]);
      return pdf();
    });
    const downloads = new ResumeDownloads(db, transport);
    await downloads.start(new AbortController().signal);
    expect(await db.resumeCache.toCollection().primaryKeys()).toEqual(['a/ok.pdf']);

    await db.applications.bulkPut([application('a/broken.pdf'), application('a/new.pdf')]);
    await downloads.start(new AbortController().signal);
    expect(asked.filter((p) => p === 'a/broken.pdf')).toHaveLength(1);
    expect(asked).toContain('a/new.pdf');
    downloads.dispose();
  });

  it('ends a run when its signal aborts (sign-out), and stores nothing after', async () => {
    const db = freshDb();
    await db.applications.bulkPut([application('s/1.pdf'), application('s/2.pdf')]);
    const { asked, transport } = storage(
      (_path, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const downloads = new ResumeDownloads(db, transport);
    const lifetime = new AbortController();
    const run = downloads.start(lifetime.signal);
    await eventually(() => asked.length === 1 || undefined);
    lifetime.abort();
    await run;
    // One file was asked for (the store's order), and the run asked for no other after the abort.
    expect(asked).toHaveLength(1);
    expect(await db.resumeCache.count()).toBe(0);
    downloads.dispose();
  });

  it('picks up rows written while a run is going, in the same run', async () => {
    const db = freshDb();
    await db.applications.bulkPut([application('r/1.pdf')]);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { asked, transport } = storage(async (path) => {
      if (path === 'r/1.pdf') await gate;
      return pdf();
    });
    const downloads = new ResumeDownloads(db, transport);
    const run = downloads.start(new AbortController().signal);
    await eventually(() => asked.length === 1 || undefined);
    await db.applications.bulkPut([application('r/2.pdf')]);
    // A second start while the first runs joins it.
    expect(downloads.start(new AbortController().signal)).toBe(run);
    release();
    await run;
    expect(asked).toEqual(['r/1.pdf', 'r/2.pdf']);
    expect(await db.resumeCache.count()).toBe(2);
    downloads.dispose();
  });
});
