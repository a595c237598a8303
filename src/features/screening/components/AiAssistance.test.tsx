// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { CompanyDb, PublicDb, newId } from '@/db';
import { DbProvider } from '@/db/react';
import type { FunctionsClient } from '../provider';
import { AiAssistance } from './AiAssistance';
import { deleteStoresAfterEach, putPulledApplication, putPulledJob } from '@/test-support/localStores';

const USER = '44444444-4444-4444-8444-444444444444';
const keep = deleteStoresAfterEach();
afterEach(cleanup); // registered last, so it unmounts before the stores are deleted (hooks run as a stack)

describe('AiAssistance', () => {
  it('D14: two mounted assistants over one store, only one active, rate each application once', async () => {
    // Two tabs of one recruiter: two connections to the same database, one assistant each.
    const name = `ai-tabs-${newId()}`;
    const leaderTab = new CompanyDb(USER, { name });
    const otherTab = new CompanyDb(USER, { name });
    const publicDb = new PublicDb(`pub-${newId()}`);
    keep(leaderTab, otherTab, publicDb);

    const jobId = await putPulledJob(leaderTab, { title: 'Designer', status: 'published', skills: ['Figma'] });
    const ids: string[] = [];
    for (const resume of ['Figma daily', 'Sketch and Figma', 'Illustrator']) {
      ids.push(await putPulledApplication(leaderTab, jobId, { resume_text: resume }));
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
    keep(db, publicDb);
    const jobId = await putPulledJob(db, { title: 'Designer', status: 'published', skills: ['Figma'] });
    const id = await putPulledApplication(db, jobId, { resume_text: 'Figma daily' });
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
