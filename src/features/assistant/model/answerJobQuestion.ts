// The public job page's question assistant (spec §9 "Job question chat": keyword answers for salary,
// remote and location, interview process, benefits and start date; otherwise one of three generic
// replies). Unlike the source's scripted lines, every answer is built from THIS job's data.
import { jobSalaryLabel } from '@/features/jobs/model/salaryLabel';

export interface AssistantJob {
  title: string;
  location: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_range?: string | null;
  job_type?: string | null;
  questions: { question: string; answer: string }[];
  skills: string[];
}

export type QuestionTopic = 'salary' | 'location' | 'interview' | 'benefits' | 'startDate';

/** Keyword lists per topic, checked in this order (the first topic that matches answers). */
const TOPIC_KEYWORDS: [QuestionTopic, RegExp][] = [
  ['salary', /\b(salary|salaries|pay|paid|compensation|wage|wages|money|earn|package)\b/],
  ['interview', /\b(interview|interviews|interviewing|process|stages?|hiring process|recruitment|assessment)\b/],
  ['benefits', /\b(benefits?|perks?|holiday|holidays|vacation|leave|pension|insurance|health|equity)\b/],
  ['startDate', /\b(start|starting|begin|beginning|notice|join)\b/],
  ['location', /\b(remote|location|located|office|hybrid|onsite|on-site|where|relocat\w*|wfh|home)\b/],
];

export const GENERIC_REPLIES = [
  "That's a great question. The hiring team will be happy to go into detail once you apply — you can also mention it in your application.",
  "I don't have that detail in this job posting. Applying only takes a few minutes, and the team can answer it during the process.",
  'Thanks for asking! This posting does not cover that, but the hiring team reviews every application and can tell you more.',
] as const;

export function questionTopic(question: string): QuestionTopic | null {
  const text = question.toLowerCase();
  for (const [topic, pattern] of TOPIC_KEYWORDS) if (pattern.test(text)) return topic;
  return null;
}

const STOP_WORDS = new Set(
  'a an and are as at be can could do does for from have how i in is it me my of on or our the this to we what when where which who will with would you your about tell'.split(
    ' ',
  ),
);

function contentWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9+#]+/)
      .filter((word) => word.length > 2 && !STOP_WORDS.has(word)),
  );
}

/**
 * The job's screening question the visitor is asking about, if any: the one sharing the most
 * content words with the visitor's question (at least two, or one when the question is short).
 */
export function matchScreeningQuestion(
  question: string,
  screening: AssistantJob['questions'],
): AssistantJob['questions'][number] | null {
  const asked = contentWords(question);
  if (asked.size === 0) return null;
  let best: { qa: AssistantJob['questions'][number]; score: number } | null = null;
  for (const qa of screening) {
    const words = contentWords(qa.question);
    let score = 0;
    for (const word of asked) if (words.has(word)) score += 1;
    if (score > 0 && (!best || score > best.score)) best = { qa, score };
  }
  if (!best) return null;
  const needed = asked.size <= 2 ? 1 : 2;
  return best.score >= needed ? best.qa : null;
}

function interviewAnswer(job: AssistantJob): string {
  const screening = job.questions.filter((qa) => qa.question.trim());
  const steps = [
    'You apply through a short chat on this page (about 5 to 7 minutes) and upload your resume.',
    screening.length > 0
      ? `The chat asks ${screening.length} screening question${screening.length === 1 ? '' : 's'} from the hiring team: ${screening
          .map((qa) => `"${qa.question.trim()}"`)
          .join(', ')}.`
      : 'The chat asks a few short questions about your experience and availability.',
    'The team reviews applications within 3-5 business days and emails you about the next step.',
    'If you are selected, you are invited to interview; the whole process may take 2-3 weeks.',
  ];
  return `Here is how hiring works for the ${job.title} role: ${steps.join(' ')}`;
}

function locationAnswer(job: AssistantJob): string {
  const location = job.location?.trim();
  if (!location)
    return `The posting for ${job.title} does not name a location; ask the team about remote work when you apply.`;
  if (/remote/i.test(location)) return `Yes — the ${job.title} role is listed as ${location}.`;
  if (/hybrid/i.test(location)) return `The ${job.title} role is hybrid: ${location}.`;
  return `The ${job.title} role is based in ${location}. The posting does not mention remote work, so it is likely on-site — you can ask about flexibility when you apply.`;
}

function answerTopic(topic: QuestionTopic, job: AssistantJob, question: string): string {
  switch (topic) {
    case 'salary': {
      const label = jobSalaryLabel(job);
      return label === 'Competitive salary'
        ? `The ${job.title} role offers a competitive salary; the exact figure is discussed during the process.`
        : `The salary for the ${job.title} role is ${label}.`;
    }
    case 'location':
      return locationAnswer(job);
    case 'interview':
      return interviewAnswer(job);
    case 'benefits': {
      const qa = matchScreeningQuestion(question, job.questions);
      if (qa?.answer.trim()) return `From the posting: ${qa.answer.trim()}`;
      return `The Benefits tab of this page lists what comes with the ${job.title} role${job.job_type ? ` (${job.job_type})` : ''}; the team can share details of the package when you apply.`;
    }
    case 'startDate':
      return `The ${job.title} role is open now, so the team is hiring as soon as they find the right person. The process usually takes 2-3 weeks, and the start date is agreed with you around your notice period.`;
  }
}

/**
 * The assistant's reply to a visitor's question about one job. `pickGeneric` chooses among the
 * three generic replies (random in the app, fixed in tests).
 */
export function answerJobQuestion(
  job: AssistantJob,
  question: string,
  pickGeneric: (count: number) => number = (count) => Math.floor(Math.random() * count),
): string {
  const topic = questionTopic(question);
  if (topic) return answerTopic(topic, job, question);
  const qa = matchScreeningQuestion(question, job.questions);
  if (qa) {
    return qa.answer.trim()
      ? `The hiring team asks applicants: "${qa.question.trim()}" — what they are looking for: ${qa.answer.trim()}`
      : `The hiring team asks applicants: "${qa.question.trim()}" — you will answer it in the application chat.`;
  }
  return GENERIC_REPLIES[Math.min(GENERIC_REPLIES.length - 1, Math.max(0, pickGeneric(GENERIC_REPLIES.length)))];
}
