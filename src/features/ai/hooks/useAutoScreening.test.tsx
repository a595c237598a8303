// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import Dexie from 'dexie';
import { CompanyDb, PublicDb, newId } from '../../../db';
import { DbProvider } from '../../../db/react';
import { newLocalRow } from '../../../db/rowDefaults';
import { AiAssistance } from '../components/AiAssistance';
import type { FunctionsClient } from '../provider';

const USER = '33333333-3333-4333-8333-333333333333';
const opened: Dexie[] = [];
afterEach(async () => {
  cleanup();
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

async function addApplication(db: CompanyDb, jobId: string, resume: string) {
  const id = newId();
  await db.applications.put({
    ...newLocalRow('applications', id, USER, { job_id: jobId, resume_text: resume }),
    version: 1,
  });
  return id;
}

describe('AiAssistance / useAutoScreening', () => {
  it('rates unrated applications as they appear, with the model summary when the function answers', async () => {
    const db = new CompanyDb(USER, { name: `auto-${newId()}` });
    const publicDb = new PublicDb(`pub-${newId()}`);
    opened.push(db, publicDb);
    const jobId = newId();
    await db.jobs.put({
      ...newLocalRow('jobs', jobId, USER, { title: 'Designer', status: 'published', skills: ['Figma'] }),
      version: 1,
    });
    const first = await addApplication(db, jobId, 'Figma daily');

    const invoke = vi.fn(async () => ({ data: { text: 'Model summary.' }, error: null }));
    const client: FunctionsClient = { functions: { invoke } };
    render(
      <DbProvider publicDb={publicDb} companyDb={db}>
        <AiAssistance client={client} active />
      </DbProvider>,
    );

    await waitFor(async () => expect((await db.applications.get(first))?.ai_rating).toBe(10), { timeout: 5000 });
    expect((await db.applications.get(first))?.ai_summary).toBe('Model summary.');

    // A second application arriving later (e.g. pulled by the sync engine) is rated too.
    const second = await addApplication(db, jobId, 'Sketch only');
    await waitFor(async () => expect((await db.applications.get(second))?.ai_rating).not.toBeNull(), { timeout: 5000 });
    expect((await db.applications.get(second))?.ai_rating).toBeLessThan(4);
    expect(invoke).toHaveBeenCalledTimes(2);
  });

  it('works with no network seam at all (deterministic summary)', async () => {
    const db = new CompanyDb(USER, { name: `auto-${newId()}` });
    const publicDb = new PublicDb(`pub-${newId()}`);
    opened.push(db, publicDb);
    const jobId = newId();
    await db.jobs.put({
      ...newLocalRow('jobs', jobId, USER, { title: 'Designer', status: 'published', skills: ['Figma'] }),
      version: 1,
    });
    const id = await addApplication(db, jobId, 'Figma daily');
    render(
      <DbProvider publicDb={publicDb} companyDb={db}>
        <AiAssistance client={null} active />
      </DbProvider>,
    );
    await waitFor(
      async () => expect((await db.applications.get(id))?.ai_summary).toMatch(/^Very strong match for Designer/),
      { timeout: 5000 },
    );
  });
});
