// The hiring assistant's reading of a question (issue 26, item 3): free text to one intent. Pure and
// data-free: the names it picks out (a job title, a candidate, a stage, a template) are phrases as
// typed; resolveNames.ts matches them against the store, forgiving typos, case and accents.
//
// Grammar (case-insensitive; a trailing "?", "." or "!" is ignored; "the" before a name and "role",
// "job" or "position" after a job title are dropped). Checked in this order, the first match wins:
//
//   draftEmail        (draft|write|compose|prepare) … (email|mail|message|invitation|rejection|offer) …
//                       to|for <candidate> [from|using|with <template> [template]]
//                     the template is named, or given by its kind: "interview invitation",
//                     "rejection", "offer", "application received" (acknowledgement)
//   myScorecardsDue   … scorecard(s) … (due|owe|outstanding|pending|missing|to write|to submit|my)
//   jobsWithoutApplicants
//                     … job(s) … (no|without|zero|0) (applicants|applications|candidates)
//   topCandidates     (top|best|strongest|highest rated|top rated) [N] … for|in|on <job>
//                     N is digits or a number word up to ten ("top 5", "three best"); 5 by default
//   candidatesAtStatus
//                     … (at|in|on) <stage name> stage [for|of <job>]
//                     (candidates|applicants|people|who …) (at|in|on) <status> [for|of <job>]
//                     <status> candidates [for|of <job>]
//                     statuses: applied/new, screening/review/in review, interview, offer, rejected
//   interviews        interview(s)/interviewing … [<range>]; without a range, the coming week
//   applications      (applications|applicants|applied) … (<range> | for|to <job>)
//   candidateSummary  summary of|for <candidate> · summari[sz]e <candidate> · tell me about <candidate>
//                     how is <candidate> doing · how's <candidate> doing · what about <candidate>
//                     who is <candidate>
//   unknown           anything else (the UI shows ASSISTANT_HELP)
//
// <range>: today · tomorrow · yesterday · this week · next week · last week ·
//          on <weekday> · on <ISO date 2026-12-03> · on <3 Dec | 3rd December | Dec 3> [year]
import type { EmailTemplate } from '@/db';
import type { PipelineStage } from '@/features/applications/model/pipelineStage';
import { NUMBER_WORDS } from '@/features/screening/model/experience';

export type DayRange =
  | { kind: 'today' | 'tomorrow' | 'yesterday' | 'thisWeek' | 'nextWeek' | 'lastWeek' }
  | { kind: 'date'; year: number | null; month: number; day: number }
  | { kind: 'weekday'; weekday: number };

/** A template as asked for: by its name as typed, by its kind, or both ("from Rejection"). */
export interface TemplateRef {
  name: string | null;
  kind: EmailTemplate['kind'] | null;
}

export type AssistantIntent =
  | { kind: 'topCandidates'; job: string; limit: number }
  | { kind: 'candidatesAtStatus'; job: string | null; at: { status: PipelineStage } | { stage: string } }
  | { kind: 'interviews'; range: DayRange | null }
  | { kind: 'myScorecardsDue' }
  | { kind: 'applications'; range: DayRange | null; job: string | null }
  | { kind: 'candidateSummary'; candidate: string }
  | { kind: 'jobsWithoutApplicants' }
  | { kind: 'draftEmail'; candidate: string; template: TemplateRef | null }
  | { kind: 'unknown' };

/** Questions the assistant answers, shown when it cannot answer one. */
export const ASSISTANT_HELP: readonly string[] = [
  'Top candidates for Data Scientist',
  'Candidates in interview for Data Scientist',
  'Candidates at Technical interview stage for Data Scientist',
  'Who is interviewing today?',
  'Interviews this week',
  'Interviews on 3 Dec',
  'My scorecards due',
  'Applications this week',
  'Applications for Data Scientist',
  'Tell me about Emma Johnson',
  'Jobs with no applicants',
  'Draft an interview invitation for Emma',
];

export const DEFAULT_TOP_LIMIT = 5;
const MAX_TOP_LIMIT = 50;

const STATUS_WORDS: [RegExp, PipelineStage][] = [
  [/^(?:applied|new)$/, 'applied'],
  [/^(?:screening|(?:in )?review|reviewing)$/, 'screening'],
  [/^(?:interviews?|interviewing)$/, 'interview'],
  [/^(?:offers?|offered)$/, 'offer'],
  [/^(?:rejected|rejections?)$/, 'rejected'],
];
const STATUS_PATTERN =
  '(applied|new|screening|in review|review|reviewing|interviews?|interviewing|offers?|offered|rejected)';

const TEMPLATE_KINDS: [RegExp, EmailTemplate['kind']][] = [
  [
    /\b(?:interview invitation|invitation to (?:an )?interview|interview invite|invitation|invite)\b/,
    'interview_invitation',
  ],
  [/\b(?:rejection|reject(?:ion)? (?:email|mail|letter)|decline)\b/, 'rejection'],
  [/\boffer\b/, 'offer'],
  [/\b(?:application received|acknowledg(?:e|ement|ment))\b/, 'application_received'],
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_PATTERN =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const WEEKDAY_PATTERN =
  '(sun(?:day)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?)';

/** Lowercased, one space between words, without the closing punctuation. */
function normalized(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s?!.]+$/, '');
}

/** A job title as typed, without "the" before it and "role"/"job"/"position" after it. */
function jobPhrase(phrase: string): string | null {
  const cleaned = phrase
    .replace(/^(?:the|our|a|an)\s+/, '')
    .replace(/\s+(?:role|job|position|opening|vacancy|post)s?$/, '')
    .replace(/[,;:]+$/, '')
    .trim();
  return cleaned || null;
}

/** A candidate's name as typed, without a possessive or "the candidate". */
function candidatePhrase(phrase: string): string | null {
  const cleaned = phrase
    .replace(/^(?:the )?(?:candidate|applicant)\s+/, '')
    .replace(/'s$/, '')
    .replace(/[,;:]+$/, '')
    .trim();
  return cleaned || null;
}

function statusOf(word: string): PipelineStage | null {
  return STATUS_WORDS.find(([pattern]) => pattern.test(word))?.[1] ?? null;
}

/** The day range a question names, if any. */
export function parseRange(text: string): DayRange | null {
  if (/\btoday\b/.test(text)) return { kind: 'today' };
  if (/\btomorrow\b/.test(text)) return { kind: 'tomorrow' };
  if (/\byesterday\b/.test(text)) return { kind: 'yesterday' };
  if (/\b(?:this|current) week\b/.test(text)) return { kind: 'thisWeek' };
  if (/\bnext week\b/.test(text)) return { kind: 'nextWeek' };
  if (/\b(?:last|past|previous) week\b/.test(text)) return { kind: 'lastWeek' };
  const iso = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(text);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayMonth = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?: of)? ${MONTH_PATTERN}\\b(?:,? (\\d{4}))?`).exec(text);
  if (dayMonth) return validDate(dayMonth[3] ? Number(dayMonth[3]) : null, monthOf(dayMonth[2]), Number(dayMonth[1]));
  const monthDay = new RegExp(`\\b${MONTH_PATTERN} (\\d{1,2})(?:st|nd|rd|th)?\\b(?:,? (\\d{4}))?`).exec(text);
  if (monthDay) return validDate(monthDay[3] ? Number(monthDay[3]) : null, monthOf(monthDay[1]), Number(monthDay[2]));
  const weekday = new RegExp(`\\b${WEEKDAY_PATTERN}\\b`).exec(text);
  if (weekday) return { kind: 'weekday', weekday: WEEKDAYS.indexOf(weekday[1].slice(0, 3)) };
  return null;
}

const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3)) + 1;

function validDate(year: number | null, month: number, day: number): DayRange | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { kind: 'date', year, month, day };
}

function topLimit(text: string): number {
  const digits = /\b(?:top|best|strongest) (\d{1,3})\b|\b(\d{1,3}) (?:top|best|strongest|highest)\b/.exec(text);
  const words = new RegExp(
    `\\b(?:top|best|strongest) (${Object.keys(NUMBER_WORDS).join('|')})\\b|\\b(${Object.keys(NUMBER_WORDS).join('|')}) (?:top|best|strongest|highest)\\b`,
  ).exec(text);
  const n = digits ? Number(digits[1] ?? digits[2]) : words ? NUMBER_WORDS[words[1] ?? words[2]] : DEFAULT_TOP_LIMIT;
  return Math.min(Math.max(n, 1), MAX_TOP_LIMIT);
}

function parseDraftEmail(text: string): AssistantIntent | null {
  if (!/\b(?:draft|write|compose|prepare)\b/.test(text)) return null;
  if (!/\b(?:e-?mail|mail|message|note to|invitation|invite|rejection|offer|letter)\b/.test(text)) return null;
  const templateMatch = /\s(?:from|using|with)\s+(?:the\s+)?(?:template\s+)?(.+?)(?:\s+template)?$/.exec(text);
  const beforeTemplate = templateMatch ? text.slice(0, templateMatch.index) : text;
  // The last "to"/"for": "an invitation to interview for Emma" is for Emma.
  const candidateMatch = /^(.*)\b(?:to|for)\s+(.+)$/.exec(beforeTemplate);
  const candidate = candidateMatch ? candidatePhrase(candidateMatch[2]) : null;
  if (!candidateMatch || !candidate) return null;
  const kindIn = (phrase: string) => TEMPLATE_KINDS.find(([pattern]) => pattern.test(phrase))?.[1] ?? null;
  const named = templateMatch?.[1].trim() ?? null;
  const kind = kindIn(named ?? candidateMatch[1]);
  return { kind: 'draftEmail', candidate, template: named || kind ? { name: named, kind } : null };
}

function parseCandidatesAtStatus(text: string): AssistantIntent | null {
  const stage = /\b(?:at|in|on)\s+(?:the\s+)?(.+?)\s+stage\b(?:\s+(?:for|of|in)\s+(.+))?/.exec(text);
  if (stage && /\b(?:candidates?|applicants?|people|who|anyone|anybody)\b/.test(text)) {
    return {
      kind: 'candidatesAtStatus',
      job: stage[2] ? jobPhrase(stage[2]) : null,
      at: { stage: stage[1].trim() },
    };
  }
  const status =
    new RegExp(
      `\\b(?:candidates?|applicants?|people|who|anyone|anybody)\\b.*?\\b(?:at|in|on|with)\\s+(?:the\\s+|an?\\s+)?${STATUS_PATTERN}(?:\\s+stage)?\\b(?:\\s+(?:for|of|in)\\s+(.+))?`,
    ).exec(text) ??
    new RegExp(
      `^(?:show (?:me )?|list )?${STATUS_PATTERN} (?:candidates|applicants)\\b(?:\\s+(?:for|of|in)\\s+(.+))?`,
    ).exec(text);
  if (!status) return null;
  const at = statusOf(status[1]);
  if (!at) return null;
  return { kind: 'candidatesAtStatus', job: status[2] ? jobPhrase(status[2]) : null, at: { status: at } };
}

function parseSummary(text: string): AssistantIntent | null {
  const patterns = [
    /^(?:(?:give|show) me |get )?(?:a |the )?summary (?:of|for|on) (.+)$/,
    /^summari[sz]e (.+)$/,
    /^tell me (?:more )?about (.+)$/,
    /^how(?: is|'s) (.+?) doing$/,
    /^how(?: is|'s) (.+?) getting on$/,
    /^what about (.+)$/,
    /^who is (.+)$/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    const candidate = match ? candidatePhrase(match[1]) : null;
    if (candidate) return { kind: 'candidateSummary', candidate };
  }
  return null;
}

/** The intent of a question (see the grammar above). */
export function parseQuestion(question: string): AssistantIntent {
  const text = normalized(question);
  if (!text) return { kind: 'unknown' };

  const draft = parseDraftEmail(text);
  if (draft) return draft;

  if (
    /\bscorecards?\b/.test(text) &&
    /\b(?:due|owe|outstanding|pending|missing|overdue|to (?:write|submit|fill(?: in)?)|my|i)\b/.test(text)
  ) {
    return { kind: 'myScorecardsDue' };
  }

  if (/\b(?:jobs?|roles?|positions?|openings?)\b/.test(text)) {
    if (/\b(?:no|without|zero|0|any) (?:applicants|applications|candidates)\b|\bnobody\b|\bno one\b/.test(text)) {
      return { kind: 'jobsWithoutApplicants' };
    }
  }

  if (/\b(?:top|best|strongest|highest[- ]rated|top[- ]rated|leading)\b/.test(text)) {
    const job = /\b(?:for|in|on)\s+(.+)$/.exec(
      text.replace(/^.*?\b(?:top|best|strongest|highest[- ]rated|top[- ]rated|leading)\b/, ''),
    );
    const phrase = job ? jobPhrase(job[1]) : null;
    if (phrase) return { kind: 'topCandidates', job: phrase, limit: topLimit(text) };
  }

  const atStatus = parseCandidatesAtStatus(text);
  if (atStatus) return atStatus;

  if (/\binterview(?:s|ing|ed)?\b/.test(text) && !/\b(?:summary|tell me|how is)\b/.test(text)) {
    return { kind: 'interviews', range: parseRange(text) };
  }

  if (/\b(?:applications?|applicants|applied|new candidates)\b/.test(text)) {
    const range = parseRange(text);
    const job = /\b(?:for|to)\s+(.+)$/.exec(text);
    const phrase = !range && job ? jobPhrase(job[1]) : null;
    if (range || phrase) return { kind: 'applications', range, job: phrase };
  }

  return parseSummary(text) ?? { kind: 'unknown' };
}
