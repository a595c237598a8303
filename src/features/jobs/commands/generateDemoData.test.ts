import { describe, expect, it } from 'vitest';
import { CompanyDb, newId, upsertRow } from '@/db';
import { generateDemoCandidates, generateDemoJobs } from './generateDemoData';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { screenStoredApplication, storedScreening } from '@/features/screening/model/storedScreening';

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

  it('creates each job’s candidates through one batched create_profile_admin call before their applications', async () => {
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
    // One batched call per job, holding every candidate of that job.
    expect(invokes).toHaveLength(2);
    const batches = invokes.map((e) => e.invoke.body.profiles as { profile_id: string; email_address: string }[]);
    expect(batches.flat()).toHaveLength(made);
    expect(invokes[0]!.invoke.fn).toBe('create_profile_admin');
    expect(batches[0][0]).toMatchObject({ profile_id: expect.any(String), email_address: expect.any(String) });
    expect(new Set(batches.flat().map((p) => p.profile_id))).toEqual(new Set(profiles.map((p) => p.id)));
    // Every application's profile is created by an earlier outbox entry.
    const position = new Map<string, number>();
    entries.forEach((e, i) => {
      if (e.op === 'invoke')
        for (const p of e.invoke.body.profiles as { profile_id: string }[]) position.set(p.profile_id, i);
      else if (e.op === 'upsert') position.set(`app:${e.rowId}`, i);
    });
    for (const application of applications) {
      expect(position.get(application.applicant_id!)!).toBeLessThan(position.get(`app:${application.id}`)!);
    }
  });

  it('stores with every application the screening of its own resume and answers against its job (issue 26)', async () => {
    const db = keep(new CompanyDb(USER, { name: `demo-${newId()}` }));
    await generateDemoJobs(db);
    // A recruiter's own job too: no skills, must-haves, level or questions.
    await upsertRow(db, 'jobs', newId(), { title: 'Office Manager', status: 'published' });
    const jobs = await db.jobs.toArray();
    const made = await generateDemoCandidates(db, jobs);
    const applications = await db.applications.toArray();
    expect(applications).toHaveLength(made);
    const jobById = new Map(jobs.map((j) => [j.id, j]));
    for (const application of applications) {
      expect(application.resume_text).toBeTruthy();
      expect(application.ai_evidence).toBeTruthy();
      const { ai_rating, ai_summary, ai_evidence } = application;
      expect({ ai_rating, ai_summary, ai_evidence }).toEqual(
        storedScreening(screenStoredApplication(jobById.get(application.job_id)!, application)),
      );
    }
    // What goes to the server is what the store holds.
    const sent = new Map(
      (await db.outbox.toArray()).flatMap((e) =>
        e.op === 'upsert' && e.table === 'applications' ? [[e.rowId, e.patch]] : [],
      ),
    );
    for (const application of applications)
      expect(sent.get(application.id)).toMatchObject({
        ai_rating: application.ai_rating,
        ai_summary: application.ai_summary,
        ai_evidence: application.ai_evidence,
        resume_text: application.resume_text,
        answers: application.answers,
      });
  });

  it('refuses to run without jobs', async () => {
    const db = keep(new CompanyDb(USER, { name: `demo-${newId()}` }));
    await expect(generateDemoCandidates(db, [])).rejects.toThrow();
  });
});
