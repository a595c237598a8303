// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import Dexie from 'dexie';
import { CompanyDb, PublicDb, newId } from '../../../db';
import { DbProvider } from '../../../db/react';
import { newLocalRow } from '../../../db/rowDefaults';
import type { FunctionsClient } from '../provider';
import { AiAssistance } from './AiAssistance';

const USER = '44444444-4444-4444-8444-444444444444';
const opened: Dexie[] = [];
afterEach(async () => {
  cleanup();
  const dbs = opened.splice(0);
  for (const db of dbs) db.close();
  for (const name of new Set(dbs.map((db) => db.name))) await Dexie.delete(name);
});

describe('AiAssistance', () => {
  it('D14: two mounted assistants over one store, only one active, rate each application once', async () => {
    // Two tabs of one recruiter: two connections to the same database, one assistant each.
    const name = `ai-tabs-${newId()}`;
    const leaderTab = new CompanyDb(USER, { name });
    const otherTab = new CompanyDb(USER, { name });
    const publicDb = new PublicDb(`pub-${newId()}`);
    opened.push(leaderTab, otherTab, publicDb);

    const jobId = newId();
    await leaderTab.jobs.put({
      ...newLocalRow('jobs', jobId, USER, { title: 'Designer', status: 'published', skills: ['Figma'] }),
      version: 1,
    });
    const ids: string[] = [];
    for (const resume of ['Figma daily', 'Sketch and Figma', 'Illustrator']) {
      const id = newId();
      ids.push(id);
      await leaderTab.applications.put({
        ...newLocalRow('applications', id, USER, { job_id: jobId, resume_text: resume }),
        version: 1,
      });
    }

    // The model answers after a moment, as a real one does: two tabs would both be asking it.
    const invoke = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { data: { text: 'Model summary.' }, error: null };
    });
    const client: FunctionsClient = { functions: { invoke } };
    render(
      <DbProvider publicDb={publicDb} companyDb={leaderTab}>
        <AiAssistance client={client} active />
      </DbProvider>,
    );
    render(
      <DbProvider publicDb={publicDb} companyDb={otherTab}>
        <AiAssistance client={client} active={false} />
      </DbProvider>,
    );

    await waitFor(
      async () => {
        const rated = await otherTab.applications.bulkGet(ids);
        expect(rated.every((a) => typeof a?.ai_rating === 'number')).toBe(true);
      },
      { timeout: 5000 },
    );
    // Give a second (wrong) runner time to show itself.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(invoke).toHaveBeenCalledTimes(ids.length);
    const writes = (await leaderTab.outbox.toArray()).filter((e) => e.table === 'applications' && e.op === 'upsert');
    expect(writes.map((e) => (e.op === 'upsert' ? e.rowId : '')).sort()).toEqual([...ids].sort());
  });

  it('an inactive assistant screens nothing and queues no write', async () => {
    const db = new CompanyDb(USER, { name: `ai-idle-${newId()}` });
    const publicDb = new PublicDb(`pub-${newId()}`);
    opened.push(db, publicDb);
    const jobId = newId();
    await db.jobs.put({
      ...newLocalRow('jobs', jobId, USER, { title: 'Designer', status: 'published', skills: ['Figma'] }),
      version: 1,
    });
    const id = newId();
    await db.applications.put({
      ...newLocalRow('applications', id, USER, { job_id: jobId, resume_text: 'Figma daily' }),
      version: 1,
    });
    render(
      <DbProvider publicDb={publicDb} companyDb={db}>
        <AiAssistance client={null} active={false} />
      </DbProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await db.applications.get(id))?.ai_rating ?? null).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });
});
