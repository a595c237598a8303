import { describe, expect, it } from 'vitest';
import {
  ASK_FOR_RESUME,
  FINAL_QUESTION,
  INITIAL_APPLY_CHAT,
  INVALID_EMAIL_REPLY,
  INVALID_PHONE_REPLY,
  SUBMITTED_MESSAGE,
  applyChatStep,
  isResumeFileName,
  isValidPhone,
  pendingEvent,
  screeningQuestions,
  type ApplyChatEvent,
  type ApplyChatJob,
  type ApplyChatState,
} from './applyChat';
import { canSend } from '@/ui/chat/sendRule';

const job: ApplyChatJob = {
  title: 'Backend Engineer',
  questions: [
    { question: 'How many years of Go?', answer: '3+' },
    { question: 'Why us?', answer: '' },
  ],
};

function run(events: ApplyChatEvent[], target: ApplyChatJob = job) {
  let state: ApplyChatState = INITIAL_APPLY_CHAT;
  const progress: number[] = [];
  const replies: string[][] = [];
  let submits = 0;
  for (const event of events) {
    const t = applyChatStep(state, event, target);
    state = t.state;
    progress.push(state.progress);
    replies.push(t.replies);
    if (t.submit) submits += 1;
  }
  return { state, progress, replies, submits };
}

const msg = (text: string): ApplyChatEvent => ({ type: 'message', text });

describe('applyChatStep', () => {
  it('welcomes with the 5-7 minute estimate and moves 0 → 10', () => {
    const t = applyChatStep(INITIAL_APPLY_CHAT, { type: 'welcome' }, job);
    expect(t.state.progress).toBe(10);
    expect(t.replies.join(' ')).toContain('5-7 minutes');
  });

  it('asks for the resume before one is uploaded', () => {
    const { state, replies } = run([{ type: 'welcome' }, msg('hello')]);
    expect(state.progress).toBe(10);
    expect(replies[1]).toEqual([ASK_FOR_RESUME]);
  });

  it('walks 0, 10, 20, 30, 50, 70, (70), 90, 100 and submits once', () => {
    const { state, progress, submits, replies } = run([
      { type: 'welcome' },
      { type: 'resume', fileName: 'cv.pdf' },
      msg('Ada King Lovelace'),
      msg('Ada@Example.com'),
      msg('+44 20 7946 0958'),
      msg('Five years'),
      msg('Your mission'),
      msg('no'),
    ]);
    expect(progress).toEqual([10, 20, 30, 50, 70, 70, 90, 100]);
    expect(submits).toBe(1);
    expect(replies[7][0]).toBe(SUBMITTED_MESSAGE);
    expect(replies[6][0]).toContain(FINAL_QUESTION);
    expect(state.contact).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
    });
    expect(state.answers).toEqual([
      { question: 'How many years of Go?', answer: 'Five years' },
      { question: 'Why us?', answer: 'Your mission' },
    ]);
  });

  it('keeps a last remark as an answer', () => {
    const { state } = run([
      { type: 'welcome' },
      { type: 'resume', fileName: 'cv.docx' },
      msg('Ada Lovelace'),
      msg('ada@example.com'),
      msg('07946 095 800'),
      msg('a'),
      msg('b'),
      msg('I can relocate'),
    ]);
    expect(state.answers.at(-1)).toEqual({ question: FINAL_QUESTION, answer: 'I can relocate' });
  });

  it('re-asks with a clear message on a bad email and a bad phone', () => {
    const { progress, replies } = run([
      { type: 'welcome' },
      { type: 'resume', fileName: 'cv.pdf' },
      msg('Ada Lovelace'),
      msg('ada-at-example'),
      msg('ada@example.com'),
      msg('call me'),
    ]);
    expect(progress.slice(3)).toEqual([30, 50, 50]);
    expect(replies[3]).toEqual([INVALID_EMAIL_REPLY]);
    expect(replies[5]).toEqual([INVALID_PHONE_REPLY]);
  });

  it('accepts one resume only, of .pdf, .doc or .docx', () => {
    const wrongType = run([{ type: 'welcome' }, { type: 'resume', fileName: 'cv.txt' }]);
    expect(wrongType.state.progress).toBe(10);
    const twice = run([
      { type: 'welcome' },
      { type: 'resume', fileName: 'a.pdf' },
      { type: 'resume', fileName: 'b.pdf' },
    ]);
    expect(twice.progress).toEqual([10, 20, 20]);
    expect(twice.replies[2]).toEqual([]);
  });

  it('uses default questions when the job has none', () => {
    expect(screeningQuestions({ title: 'Designer', questions: [] })).toHaveLength(3);
    const { progress } = run(
      [
        { type: 'welcome' },
        { type: 'resume', fileName: 'cv.pdf' },
        msg('Bo Li'),
        msg('bo@example.com'),
        msg('5550001234'),
        msg('1'),
        msg('2'),
        msg('3'),
        msg('no'),
      ],
      { title: 'Designer', questions: [] },
    );
    expect(progress.slice(-5)).toEqual([70, 70, 70, 90, 100]);
  });

  it('ignores blank messages and anything after submission', () => {
    expect(canSend('   \n')).toBe(false);
    const blank = applyChatStep({ ...INITIAL_APPLY_CHAT, progress: 30, hasResume: true }, msg('  '), job);
    expect(blank.replies).toEqual([]);
    const after = applyChatStep({ ...INITIAL_APPLY_CHAT, progress: 100, hasResume: true }, msg('hello?'), job);
    expect(after).toMatchObject({ replies: [], submit: false, state: { progress: 100 } });
  });

  it('acknowledges other progress values and adds 10', () => {
    const t = applyChatStep({ ...INITIAL_APPLY_CHAT, progress: 40, hasResume: true }, msg('ok'), job);
    expect(t.state.progress).toBe(50);
    expect(t.replies).toEqual(['Thank you for that information.']);
  });
});

describe('contact details found in the resume', () => {
  const found = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958' };
  it('offers each one and takes "yes" as confirmation', () => {
    let state: ApplyChatState = { ...INITIAL_APPLY_CHAT, progress: 10 };
    let t = applyChatStep(state, { type: 'resume', fileName: 'cv.pdf' }, job, found);
    expect(t.replies[1]).toBe(
      'What is your full name? Your resume says "Ada Lovelace" — reply "yes" to use it, or type it in.',
    );
    state = t.state;
    t = applyChatStep(state, msg('yes'), job, found);
    expect(t.state.contact).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(t.replies[0]).toContain('Your resume says "ada@example.com"');
    t = applyChatStep(t.state, msg('Yes!'), job, found);
    expect(t.state.contact.email).toBe('ada@example.com');
    t = applyChatStep(t.state, msg('+1 555 010 9999'), job, found);
    expect(t.state.contact.phone).toBe('+1 555 010 9999');
    expect(t.state.progress).toBe(70);
  });
  it('treats "yes" as a plain answer when the resume showed nothing', () => {
    const t = applyChatStep({ ...INITIAL_APPLY_CHAT, progress: 30, hasResume: true }, msg('yes'), job, {});
    expect(t.replies).toEqual([INVALID_EMAIL_REPLY]);
  });
});

describe('input rules', () => {
  it('recognises resume file types case-insensitively', () => {
    expect(isResumeFileName('CV.PDF')).toBe(true);
    expect(isResumeFileName('cv.doc')).toBe(true);
    expect(isResumeFileName('cv.docx')).toBe(true);
    expect(isResumeFileName('cv.pdf.exe')).toBe(false);
  });
  it('validates phone numbers', () => {
    expect(isValidPhone('(555) 123-4567')).toBe(true);
    expect(isValidPhone('123')).toBe(false);
    expect(isValidPhone('phone: 5551234567')).toBe(false);
  });
});

describe('pendingEvent (resuming a stored conversation)', () => {
  const user = (content: string) => ({ role: 'user' as const, content });
  const bot = (content: string) => ({ role: 'assistant' as const, content });
  it('welcomes an empty conversation', () => {
    expect(pendingEvent({ status: 'in_progress', progress: 0, messages: [] })).toEqual({ type: 'welcome' });
  });
  it('waits when the assistant spoke last', () => {
    expect(pendingEvent({ status: 'in_progress', progress: 10, messages: [bot('hi')] })).toBeNull();
  });
  it('turns a stored upload into the resume event', () => {
    expect(
      pendingEvent({
        status: 'in_progress',
        progress: 10,
        resume: {},
        messages: [bot('hi'), user('Uploaded: cv.pdf')],
      }),
    ).toEqual({
      type: 'resume',
      fileName: 'cv.pdf',
    });
  });
  it('replies to an unanswered message', () => {
    expect(
      pendingEvent({ status: 'in_progress', progress: 30, resume: {}, messages: [user('ada@example.com')] }),
    ).toEqual({
      type: 'message',
      text: 'ada@example.com',
    });
  });
  it('does nothing once submitted', () => {
    expect(pendingEvent({ status: 'submitted', progress: 100, messages: [user('no')] })).toBeNull();
  });
});
