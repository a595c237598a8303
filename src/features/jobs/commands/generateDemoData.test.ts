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

  it('queues each candidate as a profile upsert before its application, all batchable row writes', async () => {
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
    // Shown at once, marked as not yet on the server, in this company.
    expect(profiles.every((p) => p._pending === 1 && p.company_id === USER && p.version === 0)).toBe(true);
    expect(new Set(profiles.map((p) => p.email)).size).toBe(made);

    const entries = (await db.outbox.orderBy('seq').toArray()).filter((e) => e.table !== 'jobs');
    // No per-candidate server function call: every entry is a row write the engine sends in
    // sync_push batches, each with its own mutation id (the server applies each once).
    expect(entries.every((e) => e.op === 'upsert' && e.baseVersion === null && e.status === 'pending')).toBe(true);
    expect(entries).toHaveLength(2 * made);
    expect(new Set(entries.map((e) => e.mutationId)).size).toBe(2 * made);
    const profileEntries = entries.flatMap((e) => (e.op === 'upsert' && e.table === 'profiles' ? [e] : []));
    expect(profileEntries).toHaveLength(made);
    for (const entry of profileEntries) {
      // Only the candidate's own fields: the company comes from the caller's token on the server.
      expect(Object.keys(entry.patch).sort()).toEqual(['email', 'first_name', 'last_name']);
      const local = profiles.find((p) => p.id === entry.rowId)!;
      expect(entry.patch).toEqual({ first_name: local.first_name, last_name: local.last_name, email: local.email });
    }
    // Every application's profile is created by an earlier outbox entry.
    const position = new Map(entries.map((e, i) => [e.op === 'upsert' ? `${e.table}:${e.rowId}` : e.op, i]));
    for (const application of applications) {
      expect(position.get(`profiles:${application.applicant_id!}`)!).toBeLessThan(
        position.get(`applications:${application.id}`)!,
      );
    }
  });

  it('refuses to run without jobs', async () => {
    const db = keep(new CompanyDb(USER, { name: `demo-${newId()}` }));
    await expect(generateDemoCandidates(db, [])).rejects.toThrow();
  });
});
