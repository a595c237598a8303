// The Job Description Creator conversation (spec §4, steps 1–13) as one pure step machine:
// (state, user input) → next state + the assistant's reply. The screen only stores the result;
// publishing itself is an effect the machine asks for and the screen performs.
import { emptyCreatorDraft, type CreatorDraft } from './creatorDraft';
import { previewMessage } from './creatorPreview';

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship'] as const;
export const EXPERIENCE_LEVELS = ['Entry', 'Mid-level', 'Senior', 'Lead', 'Executive'] as const;

export const FIRST_STEP = 1;
export const PREVIEW_STEP = 13;

export interface CreatorState {
  step: number;
  draft: CreatorDraft;
}

export interface CreatorTransition extends CreatorState {
  /** The assistant's answer, shown after the 1 s reply delay. */
  reply: string;
  /** 'publish': the screen must now save the draft as a published job (step 13). */
  effect?: 'publish';
}

/** The answers 'generate' writes the description from (spec §4 step 7). */
export interface DescriptionInput {
  title: string;
  department: string;
  experience: string;
  type: string;
  location: string;
  salaryRange: string;
}

/** Writes a description from the first answers; the AI module's drafter is passed in (spec: 'generate'). */
export type DescriptionDrafter = (input: DescriptionInput) => string;

export const CREATOR_WELCOME =
  "Hi! I'm your AI hiring assistant. Let's create a job description together. What position are you hiring for?";

export const ASK = {
  department: (title: string) => `Great! Which department will the ${title} be part of?`,
  location: 'Where is this position located? (e.g. Remote, London, Hybrid — Berlin)',
  jobType: `What type of employment is this?\n${numbered(JOB_TYPES)}\n\nReply with a number or type your own.`,
  experience: `What experience level are you looking for?\n${numbered(EXPERIENCE_LEVELS)}\n\nReply with a number or type your own.`,
  salary: 'What is the salary range for this position? (e.g. £50,000 – £70,000)',
  description:
    "Now the job description. Type it in, type 'generate' and I'll draft one for you, or type 'upload' to use a document.",
  upload:
    "Document upload for descriptions isn't available yet. Type 'continue' to go on with a placeholder description, or list the required skills.",
  skills: 'What skills are required for this role? Separate them with commas.',
  requirements: "Are there any must-have requirements (deal-breakers)? Separate them with commas, or type 'none'.",
  addQuestions: "Would you like to add screening questions for applicants? Type 'yes' to add some, or 'no' to skip.",
  question: "Type a screening question, or type 'done' when you have finished.",
  answer: (question: string) => `What would be the ideal answer to "${question}"?`,
  nextQuestion: "Question saved. Type another screening question, or 'done' to see the preview.",
  atPreview: "Type 'publish' to publish this job, or 'edit' to change the description.",
  unsure: "I'm not sure where we are in the conversation. Let's start again — what position are you hiring for?",
} as const;

export const PLACEHOLDER_DESCRIPTION = 'Job description to be provided.';

function numbered(options: readonly string[]): string {
  return options.map((option, index) => `${index + 1}. ${option}`).join('\n');
}

/** Spec §5: a number from 1 to the list length picks the option; any other text is kept as typed. */
export function pickOption(input: string, options: readonly string[]): string {
  const text = input.trim();
  if (/^\d+$/.test(text)) {
    const index = Number(text);
    if (index >= 1 && index <= options.length) return options[index - 1]!;
  }
  return text;
}

export function splitList(input: string): string[] {
  return input
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

const isWord = (input: string, word: string) => input.trim().toLowerCase() === word;

/** What a description is to be written from, when this answer is step 7's 'generate'; null otherwise. */
export function descriptionRequest(state: CreatorState, input: string): DescriptionInput | null {
  if (state.step !== 7 || !isWord(input, 'generate')) return null;
  const { title, department, experience, type, location, salaryRange } = state.draft;
  return { title, department, experience, type, location, salaryRange };
}

export function nextCreatorStep(state: CreatorState, rawInput: string, drafter: DescriptionDrafter): CreatorTransition {
  const input = rawInput.trim();
  const draft = state.draft;
  const to = (step: number, patch: Partial<CreatorDraft>, reply: string): CreatorTransition => ({
    step,
    draft: { ...draft, ...patch },
    reply,
  });

  switch (state.step) {
    case 1:
      return to(2, { title: input }, ASK.department(input));
    case 2:
      return to(3, { department: input }, ASK.location);
    case 3:
      return to(4, { location: input }, ASK.jobType);
    case 4:
      return to(5, { type: pickOption(input, JOB_TYPES) }, ASK.experience);
    case 5:
      return to(6, { experience: pickOption(input, EXPERIENCE_LEVELS) }, ASK.salary);
    case 6:
      return to(7, { salaryRange: input }, ASK.description);
    case 7: {
      // Moves to step 8 in every case (spec §4).
      const request = descriptionRequest(state, input);
      if (request) {
        const description = drafter(request);
        return to(8, { description }, `Here's a draft description:\n\n${description}\n\n${ASK.skills}`);
      }
      if (isWord(input, 'upload')) return to(8, {}, ASK.upload);
      return to(8, { description: input }, ASK.skills);
    }
    case 8:
      // 'continue' follows the 'upload' placeholder: it fills a placeholder description and asks
      // for the skills again, so the next answer is still read as the skills list.
      if (isWord(input, 'continue')) return to(8, { description: PLACEHOLDER_DESCRIPTION }, ASK.skills);
      return to(9, { skills: splitList(input) }, ASK.requirements);
    case 9:
      return to(10, { mustHaveRequirements: isWord(input, 'none') ? [] : splitList(input) }, ASK.addQuestions);
    case 10: {
      if (isWord(input, 'yes')) return to(11, {}, ASK.question);
      return { step: PREVIEW_STEP, draft, reply: previewMessage(draft) };
    }
    case 11: {
      if (isWord(input, 'done')) {
        const next = { ...draft, currentQuestion: '' };
        return { step: PREVIEW_STEP, draft: next, reply: previewMessage(next) };
      }
      return to(12, { currentQuestion: input }, ASK.answer(input));
    }
    case 12:
      return to(
        11,
        { questions: [...draft.questions, { question: draft.currentQuestion, answer: input }], currentQuestion: '' },
        ASK.nextQuestion,
      );
    case 13: {
      if (isWord(input, 'publish'))
        return { step: PREVIEW_STEP, draft, reply: 'Publishing your job…', effect: 'publish' };
      if (isWord(input, 'edit')) return to(7, {}, ASK.description);
      return { step: PREVIEW_STEP, draft, reply: ASK.atPreview };
    }
    default:
      // Unknown step (corrupt or future draft): say so and restart by asking for the position.
      return { step: FIRST_STEP, draft: emptyCreatorDraft(), reply: ASK.unsure };
  }
}
