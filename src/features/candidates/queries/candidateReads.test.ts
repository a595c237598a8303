import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { readCachedResume, readCandidate, readCandidateCards, readPublishedJobOptions } from './candidateReads';

const keep = deleteStoresAfterEach();
const companyDb = () => keep(new CompanyDb(TEST_COMPANY, { name: `candidate-reads-${newId()}` }));

const JOB = newId();
const OTHER_JOB = newId();
const CANDIDATE = newId();

async function seededDb() {
  const db = companyDb();
  await putPulledRows(db, {
    jobs: [
      { id: JOB, title: 'Backend Engineer', status: 'published', created_at: '2026-01-01T00:00:00.000Z' },
      { id: OTHER_JOB, title: 'Designer', status: 'published', created_at: '2026-02-01T00:00:00.000Z' },
      { title: 'Draft role', status: 'draft', created_at: '2026-03-01T00:00:00.000Z' },
    ],
    profiles: [{ id: CANDIDATE, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }],
    applications: [
      { job_id: JOB, applicant_id: CANDIDATE, created_at: '2026-01-02T00:00:00.000Z' },
      { job_id: OTHER_JOB, applicant_id: CANDIDATE, created_at: '2026-02-02T00:00:00.000Z' },
      // Added by hand without a profile yet (the profile arrives with a later pull).
      { job_id: JOB, applicant_id: null, created_at: '2026-01-03T00:00:00.000Z' },
    ],
  });
  return db;
}

describe('readCandidateCards', () => {
  it('gives one card per application, newest first, joined with its profile and job', async () => {
    const cards = await readCandidateCards(await seededDb());
    expect(cards.map((c) => [c.name, c.role, c.appliedDate.slice(0, 10)])).toEqual([
      ['Ada Lovelace', 'Designer', '2026-02-02'],
      [expect.any(String), 'Backend Engineer', '2026-01-03'],
      ['Ada Lovelace', 'Backend Engineer', '2026-01-02'],
    ]);
    expect(cards[1].candidateId).toBeNull();
  });

  it('is empty for an empty store', async () => {
    expect(await readCandidateCards(companyDb())).toEqual([]);
  });
});

describe('readCandidate', () => {
  it("gives the profile and the candidate's applications, newest first, each with its job", async () => {
    const detail = await readCandidate(await seededDb(), CANDIDATE);
    expect(detail?.profile.email).toBe('ada@example.com');
    expect(detail?.applications.map((a) => a.job?.title)).toEqual(['Designer', 'Backend Engineer']);
  });

  it('is null for a candidate not in the store', async () => {
    expect(await readCandidate(await seededDb(), newId())).toBeNull();
  });
});

describe('readPublishedJobOptions', () => {
  it('offers published jobs only, newest first', async () => {
    expect(await readPublishedJobOptions(await seededDb())).toEqual([
      { value: OTHER_JOB, label: 'Designer' },
      { value: JOB, label: 'Backend Engineer' },
    ]);
  });
});

describe('readCachedResume', () => {
  it('gives the cached copy by cv_url, null when none is cached', async () => {
    const db = companyDb();
    const blob = new Blob(['%PDF']);
    await db.resumeCache.put({ key: 'resumes/a.pdf', blob, name: 'a.pdf', type: 'application/pdf', fetchedAt: 1 });
    expect((await readCachedResume(db, 'resumes/a.pdf'))?.name).toBe('a.pdf');
    expect(await readCachedResume(db, 'resumes/b.pdf')).toBeNull();
  });
});
