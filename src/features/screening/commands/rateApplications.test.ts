import { describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { CompanyDb, newId } from '@/db';
import { newLocalRow } from '@/db/rowDefaults';
import { rateUnratedApplications } from './rateApplications';
import type { ScreeningEvidence } from '../model/screening';
import type { SummaryWriter } from '../provider';
import { deleteStoresAfterEach } from '@/test-support/localStores';

const USER = '22222222-2222-4222-8222-222222222222';
const keep = deleteStoresAfterEach();
const freshDb = () => keep(new CompanyDb(USER, { name: `test-ai-${newId()}` }));

// Rows as the sync engine stores them after a pull (version ≥ 1, no pending marker).
async function seed(db: CompanyDb) {
  const jobId = newId();
  await db.jobs.put({
    ...newLocalRow('jobs', jobId, USER, {}),
    version: 1,
    title: 'Backend Engineer',
    status: 'published',
    skills: ['Node.js', 'PostgreSQL', 'Kubernetes'],
    must_have_requirements: ['PostgreSQL'],
    experience_level: 'Mid-level',
  });
  const app = (patch: Record<string, unknown>) => {
    const id = newId();
    return db.applications
      .put({
        ...newLocalRow('applications', id, USER, { job_id: jobId, ...patch }),
        version: 1,
        created_at: '2024-06-15T00:00:00Z',
      })
      .then(() => id);
  };
  const strong = await app({ resume_text: 'Node and Postgres on k8s since 2019.' });
  const weak = await app({ resume_text: 'Graphic designer.' });
  const demo = await app({ resume_text: 'Whatever', ai_rating: 7.5, ai_summary: 'Demo summary' });
  const manual = await app({ ai_summary: 'Added by hand for Backend Engineer' });
  const orphan = await db.applications.put({
    ...newLocalRow('applications', newId(), USER, { job_id: newId(), resume_text: 'Node' }),
    version: 1,
  });
  return { jobId, strong, weak, demo, manual, orphan };
}

describe('rateUnratedApplications', () => {
  it('rates unrated applications and queues the rating for the server', async () => {
    const db = freshDb();
    const ids = await seed(db);
    expect(await rateUnratedApplications(db)).toBe(2);

    const strong = await db.applications.get(ids.strong);
    expect(strong?.ai_rating).toBeGreaterThanOrEqual(8);
    expect(strong?.ai_summary).toContain('Backend Engineer');
    const evidence = strong?.ai_evidence as ScreeningEvidence;
    expect(evidence.matchedSkills.map((m) => m.skill)).toEqual(['Node.js', 'PostgreSQL', 'Kubernetes']);
    expect(evidence.yearsOfExperience).toBe(5); // since 2019, read at the application's created_at
    expect(evidence.summarySource).toBe('deterministic');

    const weak = await db.applications.get(ids.weak);
    expect(weak?.ai_rating).toBeLessThan(4);
    expect((weak?.ai_evidence as ScreeningEvidence).missingMustHaves).toEqual(['PostgreSQL']);

    const entries = await db.outbox.toArray();
    expect(entries.map((e) => (e.op === 'upsert' ? e.rowId : e.op)).sort()).toEqual([ids.strong, ids.weak].sort());
    for (const e of entries) {
      expect(e).toMatchObject({ table: 'applications', op: 'upsert' });
      expect(Object.keys(e.op === 'upsert' ? e.patch : {}).sort()).toEqual(['ai_evidence', 'ai_rating', 'ai_summary']);
    }
  });

  it('keeps existing ratings, hand-added candidates and applications whose job is not here yet', async () => {
    const db = freshDb();
    const ids = await seed(db);
    await rateUnratedApplications(db);
    expect(await db.applications.get(ids.demo)).toMatchObject({ ai_rating: 7.5, ai_summary: 'Demo summary' });
    expect(await db.applications.get(ids.manual)).toMatchObject({
      ai_rating: null,
      ai_summary: 'Added by hand for Backend Engineer',
    });
    expect((await db.applications.get(ids.orphan))?.ai_rating).toBeNull();
  });

  it('rates each application once even when called concurrently, and again finds nothing', async () => {
    const db = freshDb();
    await seed(db);
    const [a, b] = await Promise.all([rateUnratedApplications(db), rateUnratedApplications(db)]);
    expect(a + b).toBe(2);
    expect(await db.outbox.count()).toBe(2);
    expect(await rateUnratedApplications(db)).toBe(0);
  });

  it("uses the provider's summary when it writes one, with the deterministic rating", async () => {
    const db = freshDb();
    const ids = await seed(db);
    const writeSummary: SummaryWriter = async (request) => ({
      text: `Model says: ${request.job.title} (${request.rating})`,
      source: 'provider',
    });
    await rateUnratedApplications(db, { writeSummary });
    const strong = await db.applications.get(ids.strong);
    expect(strong?.ai_summary).toBe(`Model says: Backend Engineer (${strong?.ai_rating})`);
    expect((strong?.ai_evidence as ScreeningEvidence).summarySource).toBe('provider');
  });
});

// Another device rates (or deletes) an application and the pull brings it here while this device
// is rating it too. Pulled rows are written as the engine writes them: version bumped, no marker.
describe('rateUnratedApplications when the row changes between read and write', () => {
  const otherDevicesRating = { ai_rating: 6, ai_summary: 'Rated on another device', version: 2 };

  it('writes nothing for a row rated or deleted while its summary was being written', async () => {
    const db = freshDb();
    const ids = await seed(db);
    let pulled = false;
    const writeSummary: SummaryWriter = async () => {
      if (!pulled) {
        pulled = true;
        await db.applications.update(ids.strong, otherDevicesRating);
        await db.applications.delete(ids.weak);
      }
      return { text: 'Model text', source: 'provider' };
    };

    expect(await rateUnratedApplications(db, { writeSummary })).toBe(0);
    expect(await db.applications.get(ids.strong)).toMatchObject(otherDevicesRating);
    expect(await db.applications.get(ids.weak)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('checks and writes in one transaction: a pull arriving just after the check waits for the write', async () => {
    const db = freshDb();
    const ids = await seed(db);
    // The pull starts the moment the rating's check has read the row. Inside one transaction it
    // must wait until the rating and its outbox entry are committed, and then it lands on top; with
    // a separate read and write it would land in between and be overwritten by a stale check.
    const get = db.applications.get.bind(db.applications);
    let pull: Promise<unknown> | undefined;
    db.applications.get = ((key: string) =>
      get(key).then((row) => {
        if (key === ids.strong && !pull) {
          pull = Dexie.ignoreTransaction(() => db.applications.update(ids.strong, otherDevicesRating));
        }
        return row;
      })) as typeof db.applications.get;

    expect(await rateUnratedApplications(db)).toBe(2);
    await pull;
    expect(await get(ids.strong)).toMatchObject(otherDevicesRating);
    const queued = await db.outbox.toArray();
    expect(queued.map((e) => (e.op === 'upsert' ? e.rowId : e.op)).sort()).toEqual([ids.strong, ids.weak].sort());
  });
});
