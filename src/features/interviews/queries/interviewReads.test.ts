import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { scorecardId } from '@/db/interviewIds';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import {
  matchesInterviewSearch,
  readCandidateInterviews,
  readInterviewItems,
  readInterviewKit,
  readInterviewsAround,
  readNextInterviews,
  readScorecardsDueCount,
} from './interviewReads';

const keep = deleteStoresAfterEach();
const ME = '11111111-1111-4111-8111-111111111111';
const SAM = '22222222-2222-4222-8222-222222222222';

/** A store with one job on a plan, a candidate applying to it with a cached resume, and two interviews. */
async function interviewDay() {
  const db = keep(new CompanyDb(ME, { name: `interview-reads-${newId()}`, companyId: TEST_COMPANY }));
  const [jobId, planId, stageId, profileId, applicationId, past, next] = Array.from({ length: 7 }, newId);
  await db.companyMembers.bulkPut(
    [
      [ME, 'Demo Recruiter', 'demo@partii.local'],
      [SAM, 'Sam Rivera', 'sam@partii.local'],
    ].map(([user_id, name, email]) => ({
      id: newId(),
      company_id: TEST_COMPANY,
      user_id: user_id!,
      role: 'owner' as const,
      name: name!,
      email: email!,
      last_seen_at: null,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      deleted_at: null,
      version: 1,
      change_xid: null,
    })),
  );
  await putPulledRows(db, {
    jobs: [
      {
        id: jobId,
        title: 'Platform Engineer',
        must_have_requirements: ['Five years of backend work'],
        interview_plan_id: planId,
      },
    ],
    interview_stages: [
      {
        id: stageId,
        plan_id: planId,
        name: 'Technical Screen',
        focus_attributes: [{ id: 'problem-solving', name: 'Problem solving', guidance: '4: …' }],
        questions: ['Walk me through a decision.'],
      },
    ],
    profiles: [{ id: profileId, first_name: 'Noor', last_name: 'Kit' }],
    applications: [
      {
        id: applicationId,
        job_id: jobId,
        applicant_id: profileId,
        cv_url: `${applicationId}/noor.pdf`,
        resume_filename: 'noor.pdf',
      },
    ],
    interviews: [
      // The server writes instants with an offset; this device with Z.
      {
        id: past,
        application_id: applicationId,
        stage_id: stageId,
        starts_at: '2026-05-11T09:00:00+00:00',
        duration_minutes: 60,
        interviewer_ids: [ME, SAM],
      },
      {
        id: next,
        application_id: applicationId,
        stage_id: stageId,
        starts_at: '2026-05-13T09:00:00.000Z',
        duration_minutes: 45,
        interviewer_ids: [SAM],
      },
    ],
    scorecards: [
      {
        id: scorecardId(past, SAM),
        interview_id: past,
        application_id: applicationId,
        interviewer_id: SAM,
        recommendation: 'yes',
        submitted_at: '2026-05-11T11:00:00Z',
      },
    ],
  });
  await db.resumeCache.put({
    key: `${applicationId}/noor.pdf`,
    blob: new Blob(['%PDF']),
    name: 'noor.pdf',
    type: 'application/pdf',
    fetchedAt: 0,
  });
  return { db, jobId, stageId, profileId, applicationId, past, next };
}

const NOW = new Date('2026-05-12T12:00:00.000Z');

describe('interview reads (all from the store: the kit works offline)', () => {
  it('describes each interview with its candidate, job, stage and panel', async () => {
    const { db, past } = await interviewDay();
    const items = await readInterviewItems(db);
    const item = items.find((i) => i.interview.id === past)!;
    expect(item).toMatchObject({
      candidateName: 'Noor Kit',
      jobTitle: 'Platform Engineer',
      stageName: 'Technical Screen',
    });
    expect(item.panel.map((p) => p.name)).toEqual(['Demo Recruiter', 'Sam Rivera']);
    expect(matchesInterviewSearch(item, 'rivera')).toBe(true);
    expect(matchesInterviewSearch(item, 'platform')).toBe(true);
    expect(matchesInterviewSearch(item, 'nobody')).toBe(false);
  });

  it("reads the kit: job, stage, the resume's offline copy, the application's scorecards, my draft", async () => {
    const { db, past, applicationId } = await interviewDay();
    await db.scorecardDrafts.put({
      interviewId: past,
      ratings: {},
      recommendation: null,
      keyTakeaways: 'typing',
      updatedAt: 1,
    });
    const kit = (await readInterviewKit(db, past))!;
    expect(kit.job?.must_have_requirements).toEqual(['Five years of backend work']);
    expect(kit.stage?.focus_attributes.map((a) => a.name)).toEqual(['Problem solving']);
    expect(kit.resume).toEqual({ cvUrl: `${applicationId}/noor.pdf`, cached: true, fileName: 'noor.pdf' });
    expect(kit.scorecards.map((s) => s.interviewer_id)).toEqual([SAM]);
    expect(kit.mine).toBeUndefined();
    expect(kit.draft?.keyTakeaways).toBe('typing');
    expect(kit.applicationInterviews).toHaveLength(2);
    expect(await readInterviewKit(db, newId())).toBeNull();
  });

  it("gives the profile the candidate's interviews, newest first, and their scorecards", async () => {
    const { db, profileId, past, next } = await interviewDay();
    const data = await readCandidateInterviews(db, profileId);
    expect(data.items.map((i) => i.interview.id)).toEqual([next, past]);
    expect(data.scorecards).toHaveLength(1);
  });

  it('counts the scorecards due for a job: started, not cancelled, a panel member without one', async () => {
    const { db, jobId } = await interviewDay();
    expect(await readScorecardsDueCount(db, jobId, NOW)).toBe(1);
    expect(await readScorecardsDueCount(db, jobId, new Date('2026-05-14T00:00:00Z'))).toBe(2);
    expect(await readScorecardsDueCount(db, newId(), NOW)).toBe(0);
  });

  it("finds the next interviews and the ones around a slot through the start index, whatever the instant's format", async () => {
    const { db, past, next } = await interviewDay();
    expect((await readNextInterviews(db, NOW, { mineFirst: false, limit: 5 })).map((i) => i.interview.id)).toEqual([
      next,
    ]);
    const around = await readInterviewsAround(db, '2026-05-11T09:30:00.000Z', 30);
    expect(around.map((i) => i.id)).toContain(past);
  });
});
