import { describe, expect, it } from 'vitest';
import {
  GENERIC_REPLIES,
  answerJobQuestion,
  matchScreeningQuestion,
  questionTopic,
  type AssistantJob,
} from './answerJobQuestion';

const job: AssistantJob = {
  title: 'Backend Engineer',
  location: 'London, UK',
  salary_min: 70000,
  salary_max: 95000,
  salary_range: null,
  job_type: 'Full-time',
  skills: ['Go', 'PostgreSQL'],
  questions: [
    { question: 'How many years of PostgreSQL experience do you have?', answer: 'At least 3 years in production.' },
    { question: 'Describe a distributed system you designed', answer: '' },
  ],
};

describe('questionTopic', () => {
  it.each([
    ['What is the salary?', 'salary'],
    ['How much does it pay', 'salary'],
    ['Is this remote?', 'location'],
    ['Where is the office', 'location'],
    ['What does the interview process look like?', 'interview'],
    ['Any benefits or perks?', 'benefits'],
    ['When would I start?', 'startDate'],
    ['Do you like cats', null],
  ])('%s → %s', (question, topic) => {
    expect(questionTopic(question)).toBe(topic);
  });
});

describe('answerJobQuestion', () => {
  it("answers the salary from this job's bounds", () => {
    expect(answerJobQuestion(job, 'what is the salary?')).toBe(
      'The salary for the Backend Engineer role is $70,000 - $95,000.',
    );
  });
  it("answers the salary from the creator's free-text range", () => {
    const reply = answerJobQuestion(
      { ...job, salary_min: null, salary_max: null, salary_range: '£60k-£70k' },
      'salary?',
    );
    expect(reply).toContain('£60k-£70k');
  });
  it('says competitive when the job has no salary', () => {
    expect(answerJobQuestion({ ...job, salary_min: null, salary_max: null }, 'pay?')).toContain('competitive salary');
  });
  it('answers remote questions from the location', () => {
    expect(answerJobQuestion(job, 'Can I work remote?')).toContain('based in London, UK');
    expect(answerJobQuestion({ ...job, location: 'Remote (EU)' }, 'is it remote?')).toContain('Remote (EU)');
  });
  it('describes the interview process with the screening questions', () => {
    const reply = answerJobQuestion(job, 'What is the interview process?');
    expect(reply).toContain('2 screening questions');
    expect(reply).toContain('"How many years of PostgreSQL experience do you have?"');
    expect(reply).toContain('3-5 business days');
  });
  it('answers start-date questions', () => {
    expect(answerJobQuestion(job, 'When can I start?')).toContain('start date');
  });
  it("matches the job's own screening Q&A", () => {
    expect(answerJobQuestion(job, 'How much PostgreSQL experience do you expect?')).toContain(
      'At least 3 years in production.',
    );
    expect(answerJobQuestion(job, 'distributed system design?')).toContain(
      'Describe a distributed system you designed',
    );
  });
  it('falls back to one of the three generic replies', () => {
    expect(GENERIC_REPLIES).toHaveLength(3);
    expect(answerJobQuestion(job, 'Do you like cats', () => 0)).toBe(GENERIC_REPLIES[0]);
    expect(answerJobQuestion(job, 'Do you like cats', () => 2)).toBe(GENERIC_REPLIES[2]);
  });
});

describe('matchScreeningQuestion', () => {
  it('needs enough shared words', () => {
    expect(matchScreeningQuestion('tell me about the years', job.questions)).toBeTruthy();
    expect(matchScreeningQuestion('hello', job.questions)).toBeNull();
  });
});
