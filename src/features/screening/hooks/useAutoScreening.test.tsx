// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { CompanyDb, PublicDb, newId } from '@/db';
import { DbProvider } from '@/db/react';
import { AiAssistance } from '../components/AiAssistance';
import type { FunctionsClient } from '../provider';
import { deleteStoresAfterEach, putPulledApplication, putPulledJob } from '@/test-support/localStores';

const USER = '33333333-3333-4333-8333-333333333333';
const keep = deleteStoresAfterEach();
afterEach(cleanup); // registered last, so it unmounts before the stores are deleted (hooks run as a stack)

/** A recruiter's store holding one published Designer job that asks for Figma, and a public store. */
async function storesWithDesignerJob() {
  const db = keep(new CompanyDb(USER, { name: `auto-${newId()}` }));
  const publicDb = keep(new PublicDb(`pub-${newId()}`));
  const jobId = await putPulledJob(db, { title: 'Designer', status: 'published', skills: ['Figma'] });
  return { db, publicDb, jobId };
}

describe('AiAssistance / useAutoScreening', () => {
  it('rates unrated applications as they appear, with the model summary when the function answers', async () => {
    const { db, publicDb, jobId } = await storesWithDesignerJob();
    const first = await putPulledApplication(db, jobId, { resume_text: 'Figma daily' });

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
    const second = await putPulledApplication(db, jobId, { resume_text: 'Sketch only' });
    await waitFor(async () => expect((await db.applications.get(second))?.ai_rating).not.toBeNull(), { timeout: 5000 });
    expect((await db.applications.get(second))?.ai_rating).toBeLessThan(4);
    expect(invoke).toHaveBeenCalledTimes(2);
  });

  it('works with no network seam at all (deterministic summary)', async () => {
    const { db, publicDb, jobId } = await storesWithDesignerJob();
    const id = await putPulledApplication(db, jobId, { resume_text: 'Figma daily' });
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
