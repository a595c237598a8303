import { describe, expect, it } from 'vitest';
import { CompanyDb, newId, type CompanyMember, type MemberRole } from '@/db';
import { scorecardId } from '@/db/interviewIds';
import { readJobApplications } from '@/features/applications/queries/jobApplications';
import { defaultTemplateId } from '@/features/email/model/defaultTemplates';
import type { ScreeningEvidence } from '@/features/screening/model/screening';
import { sortByRating } from '@/features/screening/model/sortByRating';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { answerQuestion, ASSISTANT_HELP, CANNOT_ANSWER } from './index';

const keep = deleteStoresAfterEach();

// Thursday 26 November 2026, noon, in the test's time zone.
const NOW = new Date(2026, 10, 26, 12, 0);
const at = (day: number, hour: number, month = 11) => new Date(2026, month - 1, day, hour).toISOString();

const ME = newId();
const SAM = newId();

const ids = {
  dataScientist: newId(),
  seniorDataScientist: newId(),
  seniorFrontend: newId(),
  frontendDeveloper: newId(),
  backend: newId(),
  archived: newId(),
  emma: newId(),
  liam: newId(),
  olivia: newId(),
  ava: newId(),
  noahA: newId(),
  noahB: newId(),
  emmaDs: newId(),
  liamDs: newId(),
  oliviaDs: newId(),
  avaDs: newId(),
  noahADs: newId(),
  noahBDs: newId(),
  emmaFe: newId(),
  plan: newId(),
  technical: newId(),
  emmaToday: newId(),
  emmaPast: newId(),
  liamPast: newId(),
};

const evidence = (matched: number, missing: string[] = []): ScreeningEvidence => ({
  version: 1,
  matchedSkills: Array.from({ length: matched }, (_, i) => ({ skill: `Skill ${i}`, where: ['resume'] })),
  missingSkills: ['Spark'],
  matchedMustHaves: [{ requirement: 'Python', where: ['resume'] }],
  missingMustHaves: missing,
  yearsOfExperience: 5,
  requiredLevel: 'Senior',
});

function member(userId: string, name: string, role: MemberRole): CompanyMember {
  return {
    id: newId(),
    company_id: TEST_COMPANY,
    user_id: userId,
    role,
    name,
    email: `${name.split(' ')[0].toLowerCase()}@partii.test`,
    last_seen_at: null,
    created_at: at(1, 9),
    updated_at: at(1, 9),
    deleted_at: null,
    version: 1,
    change_xid: '1',
  };
}

/**
 * A company store as `role` pulled it. `othersScorecards`: whether the store holds Sam's scorecard
 * of Emma's past interview (a recruiter's store does; an interviewer's does not until theirs is in).
 */
async function seededDb(role: MemberRole, options: { othersScorecards: boolean; myScorecard?: boolean }) {
  const db = keep(new CompanyDb(ME, { name: `assistant-${newId()}`, companyId: TEST_COMPANY }));
  await db.companyMembers.bulkPut([member(ME, 'Riley Me', role), member(SAM, 'Sam Rivera', 'interviewer')]);
  await putPulledRows(db, {
    jobs: [
      { id: ids.dataScientist, title: 'Data Scientist', status: 'published', interview_plan_id: ids.plan },
      { id: ids.seniorDataScientist, title: 'Senior Data Scientist', status: 'published' },
      { id: ids.seniorFrontend, title: 'Senior Frontend Engineer', status: 'published' },
      { id: ids.frontendDeveloper, title: 'Frontend Developer', status: 'draft' },
      { id: ids.backend, title: 'Backend Engineer', status: 'published' },
      { id: ids.archived, title: 'Old Role', status: 'archived' },
    ],
    profiles: [
      { id: ids.emma, first_name: 'Emma', last_name: 'Johnson', email: 'emma@example.com' },
      { id: ids.liam, first_name: 'Liam', last_name: 'Brown', email: 'liam@example.com' },
      { id: ids.olivia, first_name: 'Olivia', last_name: 'Green', email: 'olivia@example.com' },
      { id: ids.ava, first_name: 'Ava', last_name: 'Stone', email: 'ava@example.com' },
      { id: ids.noahA, first_name: 'Noah', last_name: 'Müller', email: 'noah.a@example.com' },
      { id: ids.noahB, first_name: 'Noah', last_name: 'Smith', email: 'noah.b@example.com' },
    ],
    interview_plans: [{ id: ids.plan, name: 'Data plan', status: 'active' }],
    interview_stages: [{ id: ids.technical, plan_id: ids.plan, name: 'Technical interview', position: 1 }],
    applications: [
      {
        id: ids.emmaDs,
        job_id: ids.dataScientist,
        applicant_id: ids.emma,
        status: 'interview',
        stage_id: ids.technical,
        ai_rating: 8.7,
        ai_evidence: evidence(4),
        created_at: at(24, 10),
      },
      {
        id: ids.liamDs,
        job_id: ids.dataScientist,
        applicant_id: ids.liam,
        status: 'screening',
        ai_rating: 6.5,
        ai_evidence: evidence(2, ['SQL']),
        created_at: at(20, 10),
      },
      // Same rating as Liam, newer: before him.
      {
        id: ids.oliviaDs,
        job_id: ids.dataScientist,
        applicant_id: ids.olivia,
        status: null,
        ai_rating: 6.5,
        ai_evidence: null,
        created_at: at(25, 10),
      },
      // The best rating, but withdrawn: never a top candidate.
      {
        id: ids.avaDs,
        job_id: ids.dataScientist,
        applicant_id: ids.ava,
        status: 'offer',
        ai_rating: 9.9,
        ai_evidence: evidence(5),
        withdrawn_at: at(25, 9),
        created_at: at(2, 10),
      },
      { id: ids.noahADs, job_id: ids.dataScientist, applicant_id: ids.noahA, status: 'applied', created_at: at(23, 8) },
      {
        id: ids.noahBDs,
        job_id: ids.seniorDataScientist,
        applicant_id: ids.noahB,
        status: 'offer',
        ai_rating: 7,
        ai_evidence: evidence(3),
        created_at: at(10, 8),
      },
      {
        id: ids.emmaFe,
        job_id: ids.seniorFrontend,
        applicant_id: ids.emma,
        status: 'applied',
        created_at: at(1, 8),
      },
    ],
    interviews: [
      {
        id: ids.emmaToday,
        application_id: ids.emmaDs,
        stage_id: ids.technical,
        starts_at: at(26, 15),
        duration_minutes: 60,
        interviewer_ids: [ME, SAM],
        status: 'scheduled',
      },
      {
        id: ids.emmaPast,
        application_id: ids.emmaDs,
        stage_id: null,
        starts_at: at(23, 10),
        duration_minutes: 45,
        interviewer_ids: [ME, SAM],
        status: 'completed',
      },
      {
        id: ids.liamPast,
        application_id: ids.liamDs,
        stage_id: null,
        starts_at: at(19, 10),
        duration_minutes: 45,
        interviewer_ids: [SAM],
        status: 'completed',
      },
    ],
    scorecards: [
      ...(options.othersScorecards
        ? [
            {
              id: scorecardId(ids.emmaPast, SAM),
              interview_id: ids.emmaPast,
              application_id: ids.emmaDs,
              interviewer_id: SAM,
              recommendation: 'strong_yes' as const,
              submitted_at: at(23, 12),
            },
            {
              id: scorecardId(ids.liamPast, SAM),
              interview_id: ids.liamPast,
              application_id: ids.liamDs,
              interviewer_id: SAM,
              recommendation: 'no' as const,
              submitted_at: at(19, 12),
            },
          ]
        : []),
      ...(options.myScorecard
        ? [
            {
              id: scorecardId(ids.emmaPast, ME),
              interview_id: ids.emmaPast,
              application_id: ids.emmaDs,
              interviewer_id: ME,
              recommendation: 'yes' as const,
              submitted_at: at(23, 11),
            },
          ]
        : []),
    ],
    email_templates: [
      { id: newId(), kind: 'custom', name: 'Follow-up', subject: 'Hi', body: 'Hello', auto_send: false },
    ],
  });
  return db;
}

const recruiter = { userId: ME, role: 'recruiter' as const, now: NOW };
const interviewer = { userId: ME, role: 'interviewer' as const, now: NOW };
const recruiterDb = () => seededDb('recruiter', { othersScorecards: true });

describe('answerQuestion: top candidates', () => {
  it('lists the live applications by rating, each with its evidence, unscreened last', async () => {
    const answer = await answerQuestion(await recruiterDb(), 'top candidates for Data Scientist', recruiter);
    expect(answer.text).toBe('Top 4 candidates of 4 for Data Scientist, by AI rating (1 not screened yet).');
    expect(answer.rows.map((r) => [r.label, r.detail])).toEqual([
      ['Emma Johnson', 'Very Strong · 8.7/10 · Skills 4/5 · Must-haves 1/1 · 5 years'],
      ['Olivia Green', 'Strong · 6.5/10 · Evidence not recorded'],
      ['Liam Brown', 'Strong · 6.5/10 · Skills 2/3 · Must-haves 1/2 · 5 years'],
      ['Noah Müller', 'Not screened yet'],
      ['All candidates for Data Scientist', undefined],
    ]);
    expect(answer.rows[0].href).toBe(`/app/candidates/${ids.emma}`);
    expect(answer.rows[4].href).toBe(`/app/jobs/${ids.dataScientist}/candidates`);
  });

  it("keeps the order of the job's candidate list sorted by rating", async () => {
    const db = await recruiterDb();
    const { applications } = await readJobApplications(db, ids.dataScientist);
    const listOrder = sortByRating(applications.filter((a) => !a.withdrawn_at)).map((a) => a.id);
    const answer = await answerQuestion(db, 'top 10 candidates for data scientist', recruiter);
    expect(answer.rows.filter((r) => r.kind === 'application').map((r) => r.id)).toEqual(listOrder);
  });

  it('reads the best N by the rating index: ties at the cut newest first, then by id; withdrawn left out', async () => {
    const db = await recruiterDb();
    const job = newId();
    const profile = newId();
    // Ratings with ties, created_at ties within them, withdrawn rows among the best and at the
    // ties, and unrated ones: the top N must be sortByRating's first N for every N.
    const ratings = [9.5, 9.5, 8, 8, 8, 8, 8, 7.25, 7.25, 7.25, 5, null, null];
    const applications = ratings.map((ai_rating, i) => ({
      id: newId(),
      job_id: job,
      applicant_id: profile,
      status: 'applied' as const,
      ai_rating,
      created_at: at(1 + (i % 3), 9),
      withdrawn_at: i === 0 || i === 4 || i === 11 ? at(25, 9) : null,
    }));
    await putPulledRows(db, {
      jobs: [{ id: job, title: 'Platform Engineer', status: 'published' }],
      profiles: [{ id: profile, first_name: 'Kai', last_name: 'Lee', email: 'kai@example.com' }],
      applications,
    });
    const stored = await db.applications.where('job_id').equals(job).toArray();
    const live = stored.filter((a) => !a.withdrawn_at);
    const listOrder = sortByRating(live).map((a) => a.id);
    for (let n = 1; n <= live.length; n++) {
      const answer = await answerQuestion(db, `top ${n} candidates for Platform Engineer`, recruiter);
      expect(answer.rows.filter((r) => r.kind === 'application').map((r) => r.id)).toEqual(listOrder.slice(0, n));
      expect(answer.text).toBe(
        `Top ${n} candidate${n === 1 ? '' : 's'} of 10 for Platform Engineer, by AI rating (1 not screened yet).`,
      );
    }
  });

  it('forgives typos, takes N, and offers choices when two jobs match equally', async () => {
    const db = await recruiterDb();
    const typo = await answerQuestion(db, 'best applicants for data scientst', recruiter);
    expect(typo.text).toMatch(/for Data Scientist,/);
    const two = await answerQuestion(db, 'top 2 candidates for DATA SCIENTIST', recruiter);
    expect(two.rows.filter((r) => r.kind === 'application').map((r) => r.label)).toEqual([
      'Emma Johnson',
      'Olivia Green',
    ]);
    const ambiguous = await answerQuestion(db, 'top 5 candidates for frontend', recruiter);
    expect(ambiguous.text).toBe('2 jobs match “frontend”. Which one do you mean?');
    expect(ambiguous.rows.map((r) => [r.kind, r.label, r.href])).toEqual([
      ['job', 'Frontend Developer', `/app/jobs/${ids.frontendDeveloper}`],
      ['job', 'Senior Frontend Engineer', `/app/jobs/${ids.seniorFrontend}`],
    ]);
    expect(ambiguous.suggestions).toEqual([
      'Top 5 candidates for Frontend Developer',
      'Top 5 candidates for Senior Frontend Engineer',
    ]);
    const unique = await answerQuestion(
      db,
      'Who are the strongest candidates for the Senior Frontend Engineer role?',
      recruiter,
    );
    expect(unique.text).toBe('Top 1 candidate of 1 for Senior Frontend Engineer, by AI rating (1 not screened yet).');
    expect((await answerQuestion(db, 'top candidates for astronaut', recruiter)).text).toBe(
      'I could not find a job matching “astronaut”.',
    );
  });
});

describe('answerQuestion: candidates at a status or stage', () => {
  it('answers for one job or the whole company; a missing status counts as applied', async () => {
    const db = await recruiterDb();
    const interview = await answerQuestion(db, 'candidates in interview for Data Scientist', recruiter);
    expect(interview.text).toBe('1 candidate at Interview for Data Scientist:');
    expect(interview.rows.map((r) => r.label)).toEqual(['Emma Johnson']);
    const offer = await answerQuestion(db, 'who is at offer', recruiter);
    expect(offer.text).toBe('2 candidates at Offer:');
    expect(offer.rows.map((r) => [r.label, r.detail])).toEqual([
      ['Noah Smith', 'Offer · applied 10 Nov 2026'],
      ['Ava Stone', 'Offer · applied 2 Nov 2026 · withdrawn'],
    ]);
    const applied = await answerQuestion(db, 'new candidates', recruiter);
    expect(applied.rows.map((r) => r.label)).toEqual(['Olivia Green', 'Noah Müller', 'Emma Johnson']);
  });

  it('answers for a stage of the interview plan by its name', async () => {
    const db = await recruiterDb();
    const stage = await answerQuestion(db, 'candidates at technical interveiw stage for Data Scientist', recruiter);
    expect(stage.text).toBe('1 candidate at the Technical interview stage for Data Scientist:');
    const anyJob = await answerQuestion(db, 'candidates at Technical interview stage', recruiter);
    expect(anyJob.rows.map((r) => r.label)).toEqual(['Emma Johnson']);
  });
});

describe('answerQuestion: interviews and scorecards due', () => {
  it("lists today's interviews with time, stage and the panel's names", async () => {
    const answer = await answerQuestion(await recruiterDb(), 'who is interviewing today?', recruiter);
    expect(answer.text).toBe('1 interview today:');
    expect(answer.rows).toEqual([
      {
        kind: 'interview',
        id: ids.emmaToday,
        label: 'Emma Johnson · Data Scientist',
        detail: 'Thu 26 Nov, 15:00–16:00 · Technical interview · Panel: Riley Me, Sam Rivera',
        href: `/app/interviews/${ids.emmaToday}`,
      },
    ]);
  });

  it('reads a week, a date and a weekday', async () => {
    const db = await recruiterDb();
    // Monday 23 to Sunday 29 November: Liam's of the 19th was last week.
    expect((await answerQuestion(db, 'interviews this week', recruiter)).text).toBe('2 interviews this week:');
    expect((await answerQuestion(db, 'interviews on 2026-11-23', recruiter)).rows.map((r) => r.id)).toEqual([
      ids.emmaPast,
    ]);
    expect((await answerQuestion(db, 'interviews on 19 Nov', recruiter)).rows.map((r) => r.id)).toEqual([ids.liamPast]);
    expect((await answerQuestion(db, 'interviews on Thursday', recruiter)).rows.map((r) => r.id)).toEqual([
      ids.emmaToday,
    ]);
    expect((await answerQuestion(db, 'interviews next week', recruiter)).text).toBe('No interviews next week.');
  });

  it('lists the interviews that started, with me on the panel and my scorecard not in', async () => {
    const db = await recruiterDb();
    const due = await answerQuestion(db, 'which scorecards do I owe?', recruiter);
    expect(due.text).toBe('You owe 1 scorecard:');
    expect(due.rows.map((r) => r.id)).toEqual([ids.emmaPast]);
    const done = await seededDb('recruiter', { othersScorecards: true, myScorecard: true });
    expect((await answerQuestion(done, 'my scorecards due', recruiter)).text).toBe('You have no scorecards due.');
  });
});

describe('answerQuestion: applications and jobs', () => {
  it('counts applications this week, newest first, and those of a job', async () => {
    const db = await recruiterDb();
    const week = await answerQuestion(db, 'applications this week', recruiter);
    expect(week.text).toBe('3 applications this week:');
    expect(week.rows.map((r) => [r.label, r.detail])).toEqual([
      ['Olivia Green', 'Applied · Data Scientist · applied 25 Nov 2026'],
      ['Emma Johnson', 'Interview · Data Scientist · applied 24 Nov 2026'],
      ['Noah Müller', 'Applied · Data Scientist · applied 23 Nov 2026'],
    ]);
    const job = await answerQuestion(db, 'applications for Senior Data Scientist', recruiter);
    expect(job.text).toBe('1 application for Senior Data Scientist:');
  });

  it('lists the open jobs with no applicants, active first', async () => {
    const answer = await answerQuestion(await recruiterDb(), 'jobs with no applicants', recruiter);
    expect(answer.text).toBe('2 jobs with no applicants:');
    expect(answer.rows.map((r) => [r.label, r.detail, r.href])).toEqual([
      ['Backend Engineer', 'Active', `/app/jobs/${ids.backend}`],
      ['Frontend Developer', 'Draft', `/app/jobs/${ids.frontendDeveloper}`],
    ]);
  });
});

describe('answerQuestion: a candidate', () => {
  it("summarises a candidate's applications, interviews and the tally of the store's scorecards", async () => {
    const done = await seededDb('recruiter', { othersScorecards: true, myScorecard: true });
    const answer = await answerQuestion(done, 'tell me about emma jonson', recruiter);
    expect(answer.text).toBe(
      [
        'Emma Johnson (emma@example.com): 2 applications.',
        'Data Scientist: Interview · Very Strong · 8.7/10 · Skills 4/5 · Must-haves 1/1 · 5 years',
        'Senior Frontend Engineer: Applied · Not screened yet',
        'Interviews: 2 interviews (1 upcoming, 1 past).',
        // Today's interview is still to be scored by me: Sam's stays hidden (the profile's rule).
        'Scorecards: 1 Yes (others shown once yours is in).',
      ].join('\n'),
    );
    expect(answer.rows.map((r) => r.kind)).toEqual([
      'candidate',
      'application',
      'application',
      'interview',
      'interview',
    ]);
    // Not on Liam's panel, a recruiter reads every scorecard of his.
    expect((await answerQuestion(done, 'tell me about liam', recruiter)).text).toContain('Scorecards: 1 No.');
  });

  it('says my scorecard is due instead of any tally while I owe one, whatever the store holds', async () => {
    const db = await recruiterDb();
    const answer = await answerQuestion(db, 'How is Emma doing?', recruiter);
    expect(answer.text).toContain('Scorecards: yours is due.');
    expect(answer.text).not.toMatch(/Strong yes/);
  });

  it("shows an interviewer no other interviewer's recommendation before theirs is in", async () => {
    // The interviewer's store, as RLS lets them pull it: no scorecard of Sam's.
    const db = await seededDb('interviewer', { othersScorecards: false });
    const emma = await answerQuestion(db, 'summary of Emma', interviewer);
    expect(emma.text).toContain('Scorecards: yours is due.');
    expect(emma.text).not.toMatch(/yes|Yes|No\b/);
    // Liam: not on his panel, nothing shared.
    const liam = await answerQuestion(db, 'tell me about liam', interviewer);
    expect(liam.text).toContain('Scorecards: none shared with you.');
    // Theirs for the past interview is in: the store holds Sam's, still not shown while today's is to come.
    const unlocked = await seededDb('interviewer', { othersScorecards: true, myScorecard: true });
    const after = await answerQuestion(unlocked, 'summary of Emma', interviewer);
    expect(after.text).toContain('Scorecards: 1 Yes (others shown once yours is in).');
    expect(after.text).not.toMatch(/Strong yes/);
  });

  it('offers the namesakes as choices', async () => {
    const answer = await answerQuestion(await recruiterDb(), 'tell me about noah', recruiter);
    expect(answer.text).toBe('2 candidates match “noah”. Which one do you mean?');
    expect(answer.rows.map((r) => r.href)).toEqual([`/app/candidates/${ids.noahA}`, `/app/candidates/${ids.noahB}`]);
    expect(answer.suggestions).toEqual(['Tell me about Noah Müller', 'Tell me about Noah Smith']);
    expect((await answerQuestion(await recruiterDb(), 'tell me about noah muller', recruiter)).text).toMatch(
      /^Noah Müller/,
    );
  });
});

describe('answerQuestion: email drafts and the rest', () => {
  it('drafts with the template named or of the kind asked for', async () => {
    const db = await recruiterDb();
    const rejection = await answerQuestion(db, 'draft an email to Emma from Rejection', recruiter);
    expect(rejection.draft).toEqual({
      candidateId: ids.emma,
      templateId: defaultTemplateId(TEST_COMPANY, 'rejection'),
    });
    expect(rejection.text).toBe('A draft to Emma Johnson from “Rejection”.');
    const invitation = await answerQuestion(db, 'draft an interview invitation for Emma', recruiter);
    expect(invitation.draft?.templateId).toBe(defaultTemplateId(TEST_COMPANY, 'interview_invitation'));
    const custom = await answerQuestion(db, 'write an email to Emma using the folow-up template', recruiter);
    expect(custom.text).toBe('A draft to Emma Johnson from “Follow-up”.');
    const unknown = await answerQuestion(db, 'draft an email to Emma from Birthday wishes', recruiter);
    expect(unknown.draft).toEqual({ candidateId: ids.emma, templateId: null });
  });

  it('answers anything else with what it can answer', async () => {
    const answer = await answerQuestion(await recruiterDb(), 'what is the weather like?', recruiter);
    expect(answer).toEqual({ text: CANNOT_ANSWER, rows: [], suggestions: [...ASSISTANT_HELP] });
  });
});
