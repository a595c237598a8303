import { describe, expect, it } from 'vitest';
import { ASSISTANT_HELP, parseQuestion, parseRange } from './parseQuestion';

describe('parseQuestion', () => {
  it('reads top candidates for a job, typos and partial titles as typed, 5 unless asked', () => {
    expect(parseQuestion('top candidates for Data Scientist')).toEqual({
      kind: 'topCandidates',
      job: 'data scientist',
      limit: 5,
    });
    expect(parseQuestion('Who are the strongest candidates for the Senior Frontend Engineer role?')).toEqual({
      kind: 'topCandidates',
      job: 'senior frontend engineer',
      limit: 5,
    });
    expect(parseQuestion('best applicants for data scientst')).toMatchObject({ job: 'data scientst' });
    expect(parseQuestion('top 5 candidates for frontend')).toEqual({
      kind: 'topCandidates',
      job: 'frontend',
      limit: 5,
    });
    expect(parseQuestion('top 3 candidates for QA Engineer in Test')).toEqual({
      kind: 'topCandidates',
      job: 'qa engineer in test',
      limit: 3,
    });
    expect(parseQuestion('three best applicants for Backend')).toMatchObject({ limit: 3, job: 'backend' });
  });

  it('reads candidates at a status or at a stage of the interview plan', () => {
    expect(parseQuestion('candidates in interview for Data Scientist')).toEqual({
      kind: 'candidatesAtStatus',
      job: 'data scientist',
      at: { status: 'interview' },
    });
    expect(parseQuestion('who is at offer')).toEqual({
      kind: 'candidatesAtStatus',
      job: null,
      at: { status: 'offer' },
    });
    expect(parseQuestion('Candidates at Technical interview stage for Data Scientist')).toEqual({
      kind: 'candidatesAtStatus',
      job: 'data scientist',
      at: { stage: 'technical interview' },
    });
    expect(parseQuestion('applicants in review')).toMatchObject({ at: { status: 'screening' } });
    expect(parseQuestion('rejected candidates for the Backend Engineer role')).toEqual({
      kind: 'candidatesAtStatus',
      job: 'backend engineer',
      at: { status: 'rejected' },
    });
  });

  it('reads interviews in a range', () => {
    expect(parseQuestion('Who is interviewing today?')).toEqual({ kind: 'interviews', range: { kind: 'today' } });
    expect(parseQuestion('interviews this week')).toEqual({ kind: 'interviews', range: { kind: 'thisWeek' } });
    expect(parseQuestion('interviews on 2026-12-03')).toEqual({
      kind: 'interviews',
      range: { kind: 'date', year: 2026, month: 12, day: 3 },
    });
    expect(parseQuestion('interviews on Thursday')).toEqual({
      kind: 'interviews',
      range: { kind: 'weekday', weekday: 4 },
    });
    expect(parseQuestion('Interviews on 3 Dec')).toEqual({
      kind: 'interviews',
      range: { kind: 'date', year: null, month: 12, day: 3 },
    });
    expect(parseQuestion('upcoming interviews')).toEqual({ kind: 'interviews', range: null });
  });

  it('reads my scorecards due', () => {
    expect(parseQuestion('my scorecards due')).toEqual({ kind: 'myScorecardsDue' });
    expect(parseQuestion('Which scorecards do I owe?')).toEqual({ kind: 'myScorecardsDue' });
  });

  it('reads applications this week or for a job', () => {
    expect(parseQuestion('applications this week')).toEqual({
      kind: 'applications',
      range: { kind: 'thisWeek' },
      job: null,
    });
    expect(parseQuestion('Applications for Data Scientist')).toEqual({
      kind: 'applications',
      range: null,
      job: 'data scientist',
    });
  });

  it("reads a candidate's summary, partial names and possessives as typed", () => {
    expect(parseQuestion('summary of Emma')).toEqual({ kind: 'candidateSummary', candidate: 'emma' });
    expect(parseQuestion('tell me about emma johnson')).toEqual({
      kind: 'candidateSummary',
      candidate: 'emma johnson',
    });
    expect(parseQuestion('How is Emma doing?')).toEqual({ kind: 'candidateSummary', candidate: 'emma' });
    expect(parseQuestion('tell me about Émma Jonson')).toEqual({ kind: 'candidateSummary', candidate: 'émma jonson' });
  });

  it('reads jobs with no applicants', () => {
    expect(parseQuestion('jobs with no applicants')).toEqual({ kind: 'jobsWithoutApplicants' });
    expect(parseQuestion('Which roles have zero applications?')).toEqual({ kind: 'jobsWithoutApplicants' });
  });

  it('reads an email draft with its template by name or by kind', () => {
    expect(parseQuestion('draft an email to Emma from Rejection')).toEqual({
      kind: 'draftEmail',
      candidate: 'emma',
      template: { name: 'rejection', kind: 'rejection' },
    });
    expect(parseQuestion('Draft an interview invitation for Emma')).toEqual({
      kind: 'draftEmail',
      candidate: 'emma',
      template: { name: null, kind: 'interview_invitation' },
    });
    expect(parseQuestion('draft an invitation to interview for Emma Johnson')).toMatchObject({
      candidate: 'emma johnson',
      template: { kind: 'interview_invitation' },
    });
    expect(parseQuestion('write an email to Emma using the Follow-up template')).toEqual({
      kind: 'draftEmail',
      candidate: 'emma',
      template: { name: 'follow-up', kind: null },
    });
    expect(parseQuestion('draft an email to Emma')).toEqual({ kind: 'draftEmail', candidate: 'emma', template: null });
  });

  it('says unknown to anything else', () => {
    expect(parseQuestion('what is the weather like')).toEqual({ kind: 'unknown' });
    expect(parseQuestion('   ')).toEqual({ kind: 'unknown' });
    expect(parseQuestion('top candidates')).toEqual({ kind: 'unknown' });
  });

  it('reads every help example as something it answers', () => {
    for (const question of ASSISTANT_HELP) expect(parseQuestion(question).kind, question).not.toBe('unknown');
  });
});

describe('parseRange', () => {
  it('reads dates in several spellings, and no impossible ones', () => {
    expect(parseRange('on 3rd december 2026')).toEqual({ kind: 'date', year: 2026, month: 12, day: 3 });
    expect(parseRange('on dec 3')).toEqual({ kind: 'date', year: null, month: 12, day: 3 });
    expect(parseRange('next week')).toEqual({ kind: 'nextWeek' });
    expect(parseRange('on 2026-13-03')).toBeNull();
    expect(parseRange('no date here')).toBeNull();
  });
});
