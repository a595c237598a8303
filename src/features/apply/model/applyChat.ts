// The application chat as a pure step machine (spec §4 "Application chat progress"): 0 at start,
// 10 after the welcome, 20 after the resume, then 30, 50, 70, 90, 100 as answers come in; before a
// resume a reply asks for it; at 100 the application is submitted and input is disabled; any other
// progress value gets a generic acknowledgement that adds 10.
//
// The source only simulated this. Here each step collects something real, in this order:
//   20 → full name → 30 → email → 50 → phone → 70 → the job's screening questions (one answer
//   each, progress stays 70 until the last) → 90 → "anything else?" → 100 (submit).
// The state is exactly what the public store keeps in `applyDrafts`, so a reload resumes here.
import * as v from 'valibot';
import { canSend } from '@/ui/chat/sendRule';

export interface QuestionAnswer {
  question: string;
  answer: string;
}

export interface ApplicantContact {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}

export interface ApplyChatState {
  progress: number;
  hasResume: boolean;
  contact: ApplicantContact;
  /** Screening answers so far (their count is the index of the next screening question). */
  answers: QuestionAnswer[];
}

export interface ApplyChatJob {
  title: string;
  questions: QuestionAnswer[];
}

export type ApplyChatEvent =
  { type: 'welcome' } | { type: 'resume'; fileName: string } | { type: 'message'; text: string };

export interface ApplyChatTransition {
  state: ApplyChatState;
  /** Assistant messages to post, in order. */
  replies: string[];
  /** True exactly once: on the transition to 100, when the application must be sent. */
  submit: boolean;
}

export const PROGRESS = {
  start: 0,
  welcomed: 10,
  resume: 20,
  name: 30,
  email: 50,
  phone: 70,
  screening: 90,
  submitted: 100,
} as const;

export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const FINAL_QUESTION = 'Is there anything else you would like the hiring team to know?';
export const SUBMITTED_MESSAGE = 'Application submitted successfully!';
export const ASK_FOR_RESUME =
  'Before we continue, please upload your resume (PDF, DOC or DOCX) using the Upload Resume button.';
export const INVALID_EMAIL_REPLY =
  "That doesn't look like a valid email address. Please enter the email we should contact you at, for example name@example.com.";
export const INVALID_PHONE_REPLY =
  "That doesn't look like a phone number. Please enter a number with at least 7 digits, for example +44 20 7946 0958.";
export const INVALID_NAME_REPLY = 'Please tell me your full name (at least 2 characters).';

export const INITIAL_APPLY_CHAT: ApplyChatState = {
  progress: PROGRESS.start,
  hasResume: false,
  contact: {},
  answers: [],
};

const EmailSchema = v.pipe(v.string(), v.trim(), v.email());

export function isResumeFileName(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return RESUME_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The screening questions the chat asks: the job's own, or sensible defaults when it has none. */
export function screeningQuestions(job: ApplyChatJob): string[] {
  const own = job.questions.map((qa) => qa.question.trim()).filter(Boolean);
  if (own.length > 0) return own;
  return [
    `Why are you interested in the ${job.title} role?`,
    'Tell us about the experience that makes you a good fit for it.',
    'When would you be available to start?',
  ];
}

export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

export function isValidEmail(text: string): boolean {
  return v.safeParse(EmailSchema, text).success;
}

/** A phone number: digits with optional +, spaces, dots, dashes and brackets; 7 to 15 digits. */
export function isValidPhone(text: string): boolean {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

const CONFIRM = /^(y|yes|yep|yeah|correct|that'?s right|that'?s me|right)[.!]*$/i;

/** The hint added to a question when the resume already shows the answer. */
function suggestion(value: string | undefined): string {
  return value ? ` Your resume says "${value}" — reply "yes" to use it, or type it in.` : '';
}

function fullName(details: ApplicantContact): string | undefined {
  const name = [details.firstName, details.lastName].filter(Boolean).join(' ');
  return name || undefined;
}

/** "yes" confirms what the resume says (when it says something); anything else is the answer itself. */
function confirmedOr(input: string, found: string | undefined): string {
  return found && CONFIRM.test(input) ? found : input;
}

const NOTHING_ELSE = /^(no|nope|none|nothing|n\/a|na|no thanks|no thank you|that'?s all)[.!]*$/i;

function stay(state: ApplyChatState, ...replies: string[]): ApplyChatTransition {
  return { state, replies, submit: false };
}

function move(state: ApplyChatState, patch: Partial<ApplyChatState>, ...replies: string[]): ApplyChatTransition {
  return { state: { ...state, ...patch }, replies, submit: false };
}

function answerMessage(
  state: ApplyChatState,
  job: ApplyChatJob,
  text: string,
  found: ApplicantContact,
): ApplyChatTransition {
  const typed = text.trim();
  const questions = screeningQuestions(job);
  switch (state.progress) {
    case PROGRESS.start:
    case PROGRESS.welcomed:
      return stay(state, ASK_FOR_RESUME);
    case PROGRESS.resume: {
      const input = confirmedOr(typed, fullName(found));
      if (input.length < 2) return stay(state, INVALID_NAME_REPLY);
      const name = splitFullName(input);
      return move(
        state,
        { progress: PROGRESS.name, contact: { ...state.contact, ...name } },
        `Nice to meet you, ${name.firstName}! What email address should the hiring team use to contact you?${suggestion(found.email)}`,
      );
    }
    case PROGRESS.name: {
      const input = confirmedOr(typed, found.email);
      if (!isValidEmail(input)) return stay(state, INVALID_EMAIL_REPLY);
      return move(
        state,
        { progress: PROGRESS.email, contact: { ...state.contact, email: input.toLowerCase() } },
        `Thanks. And what phone number can they reach you on?${suggestion(found.phone)}`,
      );
    }
    case PROGRESS.email: {
      const input = confirmedOr(typed, found.phone);
      if (!isValidPhone(input)) return stay(state, INVALID_PHONE_REPLY);
      return move(
        state,
        { progress: PROGRESS.phone, contact: { ...state.contact, phone: input } },
        `Great. Now a few questions from the hiring team. ${questions[0]}`,
      );
    }
    case PROGRESS.phone: {
      const input = typed;
      const index = Math.min(state.answers.length, questions.length - 1);
      const answers = [...state.answers, { question: questions[index], answer: input }];
      if (answers.length < questions.length) return move(state, { answers }, `Thank you. ${questions[answers.length]}`);
      return move(
        state,
        { answers, progress: PROGRESS.screening },
        `Thanks for your answers. ${FINAL_QUESTION} (Reply "no" if not.)`,
      );
    }
    case PROGRESS.screening: {
      const input = typed;
      const answers = NOTHING_ELSE.test(input)
        ? state.answers
        : [...state.answers, { question: FINAL_QUESTION, answer: input }];
      return {
        state: { ...state, answers, progress: PROGRESS.submitted },
        replies: [
          SUBMITTED_MESSAGE,
          `Thank you for applying for the ${job.title} position. The team reviews applications within 3-5 business days and will email you about next steps.`,
        ],
        submit: true,
      };
    }
    case PROGRESS.submitted:
      return stay(state);
    default:
      // Spec §4: other progress values get a generic acknowledgement that adds 10.
      return move(
        state,
        { progress: Math.min(PROGRESS.submitted, state.progress + 10) },
        'Thank you for that information.',
      );
  }
}

/**
 * One step of the chat. `resumeDetails` are the contact details found in the resume's text (if
 * any): each contact question then offers them, and "yes" accepts — the applicant still sees
 * and confirms every value that is sent.
 */
export function applyChatStep(
  state: ApplyChatState,
  event: ApplyChatEvent,
  job: ApplyChatJob,
  resumeDetails: ApplicantContact = {},
): ApplyChatTransition {
  switch (event.type) {
    case 'welcome':
      if (state.progress !== PROGRESS.start) return stay(state);
      return move(
        state,
        { progress: PROGRESS.welcomed },
        `Hi! I'm the Partii assistant, and I'll help you apply for the ${job.title} position. It takes about 5-7 minutes.`,
        'To get started, please upload your resume (PDF, DOC or DOCX) using the Upload Resume button.',
      );
    case 'resume':
      // One resume only: the upload button is disabled after it, and a second one changes nothing.
      if (state.progress >= PROGRESS.resume) return stay(state);
      if (!isResumeFileName(event.fileName))
        return stay(state, 'Please upload your resume as a PDF, DOC or DOCX file.');
      return move(
        state,
        { progress: PROGRESS.resume, hasResume: true },
        `Thanks, I've received your resume (${event.fileName}).`,
        `What is your full name?${suggestion(fullName(resumeDetails))}`,
      );
    case 'message':
      if (!canSend(event.text)) return stay(state);
      return answerMessage(state, job, event.text, resumeDetails);
  }
}

/** The question the chat is waiting on, for the input placeholder ('' when none). */
export function currentPrompt(state: ApplyChatState, job: ApplyChatJob): string {
  switch (state.progress) {
    case PROGRESS.resume:
      return 'Your full name';
    case PROGRESS.name:
      return 'Your email address';
    case PROGRESS.email:
      return 'Your phone number';
    case PROGRESS.phone:
    case PROGRESS.screening:
      return 'Type your answer...';
    default:
      return job.title ? 'Type your message...' : '';
  }
}

/** What a stored conversation still needs an assistant turn for (null: nothing, wait for the applicant). */
export function pendingEvent(draft: {
  status: 'in_progress' | 'submitted';
  progress: number;
  resume?: unknown;
  messages: { role: 'user' | 'assistant'; content: string }[];
}): ApplyChatEvent | null {
  if (draft.status === 'submitted') return null;
  if (draft.messages.length === 0) return draft.progress === PROGRESS.start ? { type: 'welcome' } : null;
  const last = draft.messages[draft.messages.length - 1];
  if (last.role !== 'user') return null;
  // The resume upload is posted as the applicant's message "Uploaded: <file>"; the machine needs
  // the upload event, not that text.
  if (draft.resume && draft.progress < PROGRESS.resume)
    return { type: 'resume', fileName: last.content.replace(/^Uploaded: /, '') };
  return { type: 'message', text: last.content };
}
