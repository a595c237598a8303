import { describe, expect, it } from 'vitest';
import { emptyCreatorDraft, type CreatorDraft } from './creatorDraft';
import {
  ASK,
  EXPERIENCE_LEVELS,
  descriptionRequest,
  JOB_TYPES,
  PLACEHOLDER_DESCRIPTION,
  nextCreatorStep,
  pickOption,
} from './creatorSteps';
import { CREATOR_PROGRESS_LABELS, creatorProgressIndex, creatorProgressPercent } from './creatorProgress';
import { awaitingReply, creatorMessage, isCreatorDocument, uploadedMessage } from './creatorMessage';

const drafter = (i: { title: string; department: string; experience: string; type: string }) =>
  `DRAFT ${i.title}/${i.department}/${i.experience}/${i.type}`;

const step = (n: number, draft: Partial<CreatorDraft> = {}) => ({
  step: n,
  draft: { ...emptyCreatorDraft(), ...draft },
});

describe('nextCreatorStep (spec §4, steps 1–13)', () => {
  it('1 → 2 keeps the title and asks for the department', () => {
    const next = nextCreatorStep(step(1), '  Frontend Engineer ', drafter);
    expect(next.step).toBe(2);
    expect(next.draft.title).toBe('Frontend Engineer');
    expect(next.reply).toBe(ASK.department('Frontend Engineer'));
  });

  it('2 → 3 department, 3 → 4 location', () => {
    expect(nextCreatorStep(step(2), 'Engineering', drafter)).toMatchObject({
      step: 3,
      draft: { department: 'Engineering' },
    });
    const at4 = nextCreatorStep(step(3), 'Remote', drafter);
    expect(at4).toMatchObject({ step: 4, draft: { location: 'Remote' } });
    for (const [i, type] of JOB_TYPES.entries()) expect(at4.reply).toContain(`${i + 1}. ${type}`);
  });

  it('4: a number in range picks the job type; other text is kept as typed', () => {
    expect(nextCreatorStep(step(4), '1', drafter).draft.type).toBe('Full-time');
    expect(nextCreatorStep(step(4), '5', drafter).draft.type).toBe('Internship');
    expect(nextCreatorStep(step(4), '6', drafter).draft.type).toBe('6');
    expect(nextCreatorStep(step(4), '0', drafter).draft.type).toBe('0');
    expect(nextCreatorStep(step(4), 'Seasonal', drafter)).toMatchObject({ step: 5, draft: { type: 'Seasonal' } });
  });

  it('5: the same rule for the experience level', () => {
    expect(nextCreatorStep(step(5), '3', drafter)).toMatchObject({ step: 6, draft: { experience: 'Senior' } });
    expect(nextCreatorStep(step(5), 'Principal', drafter).draft.experience).toBe('Principal');
    expect(pickOption('2', EXPERIENCE_LEVELS)).toBe('Mid-level');
  });

  it('6 → 7 keeps the salary range and asks for the description', () => {
    expect(nextCreatorStep(step(6), '£50k-£70k', drafter)).toMatchObject({
      step: 7,
      draft: { salaryRange: '£50k-£70k' },
      reply: ASK.description,
    });
  });

  it("7: 'generate' drafts from title, department, experience and type, then step 8", () => {
    const next = nextCreatorStep(
      step(7, { title: 'T', department: 'D', experience: 'Senior', type: 'Contract' }),
      'Generate',
      drafter,
    );
    expect(next.step).toBe(8);
    expect(next.draft.description).toBe('DRAFT T/D/Senior/Contract');
  });

  it("7: only 'generate' asks for a description to be written, from the answers so far", () => {
    const answers = {
      title: 'T',
      department: 'D',
      experience: 'Senior',
      type: 'Contract',
      location: 'L',
      salaryRange: 'S',
    };
    expect(descriptionRequest(step(7, answers), ' GENERATE ')).toEqual(answers);
    expect(descriptionRequest(step(7, answers), 'We build things.')).toBeNull();
    expect(descriptionRequest(step(8, answers), 'generate')).toBeNull();
  });

  it("7: 'upload' gives a placeholder reply and moves to 8; other text becomes the description", () => {
    const uploaded = nextCreatorStep(step(7, { description: 'old' }), 'upload', drafter);
    expect(uploaded).toMatchObject({ step: 8, reply: ASK.upload, draft: { description: 'old' } });
    expect(nextCreatorStep(step(7), 'We build things.', drafter)).toMatchObject({
      step: 8,
      draft: { description: 'We build things.' },
    });
  });

  it("8: 'continue' sets a placeholder description and re-asks for skills", () => {
    const next = nextCreatorStep(step(8), 'continue', drafter);
    expect(next.draft.description).toBe(PLACEHOLDER_DESCRIPTION);
    expect(next.reply).toBe(ASK.skills);
    expect(next.step).toBe(8);
  });

  it('8: otherwise the input is split on commas into skills, then step 9', () => {
    expect(nextCreatorStep(step(8), 'React, TypeScript ,, Node', drafter)).toMatchObject({
      step: 9,
      draft: { skills: ['React', 'TypeScript', 'Node'] },
      reply: ASK.requirements,
    });
  });

  it("9: 'none' gives an empty list, otherwise a comma split; then step 10", () => {
    expect(nextCreatorStep(step(9, { mustHaveRequirements: ['x'] }), 'None', drafter)).toMatchObject({
      step: 10,
      draft: { mustHaveRequirements: [] },
    });
    expect(nextCreatorStep(step(9), '5 years, English', drafter).draft.mustHaveRequirements).toEqual([
      '5 years',
      'English',
    ]);
  });

  it("10: 'yes' goes to 11; anything else shows the preview at 13", () => {
    expect(nextCreatorStep(step(10), 'yes', drafter)).toMatchObject({ step: 11, reply: ASK.question });
    const preview = nextCreatorStep(step(10, { title: 'Designer' }), 'no', drafter);
    expect(preview.step).toBe(13);
    expect(preview.reply).toContain('Title: Designer');
  });

  it("11: a question goes to 12 asking its ideal answer; 12 stores the pair and returns to 11; 'done' previews", () => {
    const at12 = nextCreatorStep(step(11), 'Why us?', drafter);
    expect(at12).toMatchObject({ step: 12, draft: { currentQuestion: 'Why us?' }, reply: ASK.answer('Why us?') });
    const at11 = nextCreatorStep(at12, 'Passion', drafter);
    expect(at11).toMatchObject({
      step: 11,
      draft: { questions: [{ question: 'Why us?', answer: 'Passion' }], currentQuestion: '' },
    });
    const done = nextCreatorStep(at11, 'DONE', drafter);
    expect(done.step).toBe(13);
    expect(done.reply).toContain('1. Why us? — ideal answer: Passion');
  });

  it("13: 'publish' asks for the publish effect; 'edit' returns to step 7; other text re-prompts", () => {
    expect(nextCreatorStep(step(13), 'publish', drafter)).toMatchObject({ step: 13, effect: 'publish' });
    expect(nextCreatorStep(step(13), 'edit', drafter)).toMatchObject({ step: 7, reply: ASK.description });
    const other = nextCreatorStep(step(13), 'hmm', drafter);
    expect(other).toMatchObject({ step: 13, reply: ASK.atPreview });
    expect(other.effect).toBeUndefined();
  });

  it.each([0, 14, -1, 99, Number.NaN])('unknown step %s: says it is unsure and restarts at step 1', (n) => {
    const next = nextCreatorStep(step(n, { title: 'Old' }), 'anything', drafter);
    expect(next.step).toBe(1);
    expect(next.reply).toBe(ASK.unsure);
    expect(next.draft.title).toBe('');
  });
});

describe('creator progress (spec §9)', () => {
  it('has the 11 labels', () => {
    expect(CREATOR_PROGRESS_LABELS.join(', ')).toBe(
      'Job Title, Department, Location, Job Type, Experience, Salary, Description, Skills, Requirements, Questions, Preview',
    );
  });
  it('percent is step / 11 capped at 100', () => {
    expect(creatorProgressPercent(1)).toBeCloseTo(100 / 11);
    expect(creatorProgressPercent(11)).toBe(100);
    expect(creatorProgressPercent(13)).toBe(100);
  });
  it('marks the current label', () => {
    expect(creatorProgressIndex(1)).toBe(0);
    expect(creatorProgressIndex(9)).toBe(8);
    expect(creatorProgressIndex(12)).toBe(9);
    expect(creatorProgressIndex(13)).toBe(10);
  });
});

describe('creator chat rules', () => {
  it('owes a reply when the last message is the user', () => {
    const user = creatorMessage('user', 'x');
    expect(awaitingReply([creatorMessage('assistant', 'a'), user])).toBe(user);
    expect(awaitingReply([user, creatorMessage('assistant', 'a')])).toBeNull();
    expect(awaitingReply([])).toBeNull();
  });
  it('accepts .pdf .doc .docx .txt documents and announces the upload', () => {
    expect(['a.PDF', 'b.doc', 'c.docx', 'd.txt'].every(isCreatorDocument)).toBe(true);
    expect(isCreatorDocument('e.png')).toBe(false);
    expect(uploadedMessage('brief.pdf')).toBe('Uploaded: brief.pdf');
  });
});
