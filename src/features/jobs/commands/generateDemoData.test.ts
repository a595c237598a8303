import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { generateDemoCandidates, generateDemoJobs } from './generateDemoData';
import { deleteStoresAfterEach } from '@/test-support/localStores';

const USER = '33333333-3333-4333-8333-333333333333';
const keep = deleteStoresAfterEach();

describe('demo data commands', () => {
  it('adds 15 published jobs, queued for the server', async () => {
    const db = keep(new CompanyDb(USER, { name: `demo-${newId()}` }));
    expect(await generateDemoJobs(db)).toBe(15);
    const jobs = await db.jobs.toArray();
    expect(jobs).toHaveLength(15);
    expect(jobs.every((j) => j.status === 'published' && j.company_id === USER)).toBe(true);
    expect((await db.outbox.toArray()).filter((e) => e.table === 'jobs' && e.op === 'upsert')).toHaveLength(15);
  });

  it('creates each candidate through create_profile_admin before its application', async () => {
    const db = keep(new CompanyDb(USER, { name: `demo-${newId()}` }));
    await generateDemoJobs(db);
    const jobs = await db.jobs.toArray();
    const made = await generateDemoCandidates(db, jobs.slice(0, 2));
    expect(made).toBeGreaterThanOrEqual(20);
    expect(made).toBeLessThanOrEqual(60);

    const applications = await db.applications.toArray();
    const profiles = await db.profiles.toArray();
    expect(applications).toHaveLength(made);
    expect(profiles).toHaveLength(made);
    const entries = (await db.outbox.orderBy('seq').toArray()).filter((e) => e.table !== 'jobs');
    const invokes = entries.flatMap((e) => (e.op === 'invoke' ? [e] : []));
    expect(invokes).toHaveLength(made);
    expect(invokes[0]!.invoke).toMatchObject({
      fn: 'create_profile_admin',
      body: { profile_id: expect.any(String), email_address: expect.any(String) },
    });
    // Every application's profile is created by an earlier outbox entry.
    const position = new Map(
      entries.map((e, i) => [
        e.op === 'invoke' ? (e.invoke.body.profile_id as string) : e.op === 'upsert' ? `app:${e.rowId}` : e.op,
        i,
      ]),
    );
    for (const application of applications) {
      expect(position.get(application.applicant_id!)!).toBeLessThan(position.get(`app:${application.id}`)!);
    }
  });

  it('refuses to run without jobs', async () => {
    const db = keep(new CompanyDb(USER, { name: `demo-${newId()}` }));
    await expect(generateDemoCandidates(db, [])).rejects.toThrow();
  });
});
