// Screening an application against its job: the AI rating, summary and evidence (issue #6).
//
// Pure and deterministic — the same job, resume, answers and reference date give the same result
// on every device, offline or not. The recruiter's side runs it (commands/rateApplications.ts) and
// stores the result in applications.ai_rating / ai_summary / ai_evidence.
//
// The rating weighs four things, each a share between 0 and 1:
//   skills       the job's skills found in the resume or answers        (weight 0.5)
//   must-haves   the job's must-have requirements met                    (weight 0.2)
//   experience   years read against the years the level asks for        (weight 0.2)
//   questions    the screening questions answered, and how close to the ideal answer (weight 0.1)
// A part the job does not define (no skills, no level, no questions) drops out and the others
// share its weight. A missing must-have caps the rating: one caps it at 5.5, each further one
// lowers the cap by 2 — a candidate without a must-have is never a Strong match.

import { readYearsOfExperience, requiredYears } from './experience';
import { keywordsOf, whereRequirementMet, type EvidenceSource, type SourceText } from './requirements';
import { mentionsSkill } from './skillAliases';
import { aiMatchLabel } from './aiMatch';

export type { EvidenceSource } from './requirements';

export interface QuestionAnswer {
  question: string;
  answer: string;
}

export interface ScreeningJob {
  title: string;
  description?: string | null;
  skills: readonly string[];
  must_have_requirements: readonly string[];
  experience_level: string | null;
  questions: readonly QuestionAnswer[];
}

export interface ScreeningInput {
  job: ScreeningJob;
  resumeText: string | null;
  answers: readonly QuestionAnswer[];
  /**
   * The moment open ranges ('2019 – present', 'since 2019') are measured to — the application's
   * created_at. Without it only closed ranges and stated totals count.
   */
  referenceDate?: string | Date | null;
}

export interface ScreeningEvidence {
  version: 1;
  matchedSkills: { skill: string; where: EvidenceSource[] }[];
  missingSkills: string[];
  matchedMustHaves: { requirement: string; where: EvidenceSource[] }[];
  missingMustHaves: string[];
  yearsOfExperience: number | null;
  requiredLevel: string | null;
  /** Additions to the contract's shape (optional so older evidence still reads). */
  experiencePhrases?: string[];
  requiredYears?: number | null;
  resumeRead?: boolean;
  questionsAnswered?: number;
  questionsAsked?: number;
  /** Who wrote ai_summary: the model behind the `ai` function, or the deterministic text. */
  summarySource?: 'provider' | 'deterministic';
}

export interface ScreeningResult {
  rating: number;
  summary: string;
  evidence: ScreeningEvidence;
}

const WEIGHTS = { skills: 0.5, mustHaves: 0.2, experience: 0.2, questions: 0.1 } as const;

export function screenApplication(input: ScreeningInput): ScreeningResult {
  const { job, referenceDate } = input;
  const resumeText = input.resumeText?.trim() ? input.resumeText : null;
  const answersText = input.answers.map((a) => a.answer).join('\n');

  const resumeYears = readYearsOfExperience(resumeText, referenceDate);
  const answerYears = readYearsOfExperience(answersText, referenceDate);
  const sources: SourceText[] = [];
  if (resumeText) sources.push({ where: 'resume', text: resumeText, years: resumeYears.years });
  if (answersText.trim()) sources.push({ where: 'answers', text: answersText, years: answerYears.years });
  const years = maxOrNull(resumeYears.years, answerYears.years);

  const skills = uniqueTrimmed(job.skills);
  const matchedSkills: ScreeningEvidence['matchedSkills'] = [];
  const missingSkills: string[] = [];
  for (const skill of skills) {
    const where = sources.filter((s) => mentionsSkill(s.text, skill)).map((s) => s.where);
    if (where.length) matchedSkills.push({ skill, where });
    else missingSkills.push(skill);
  }

  const mustHaves = uniqueTrimmed(job.must_have_requirements);
  const matchedMustHaves: ScreeningEvidence['matchedMustHaves'] = [];
  const missingMustHaves: string[] = [];
  for (const requirement of mustHaves) {
    const where = whereRequirementMet(requirement, sources);
    if (where.length) matchedMustHaves.push({ requirement, where });
    else missingMustHaves.push(requirement);
  }

  const needYears = requiredYears(job.experience_level, mustHaves);
  const questions = job.questions.filter((q) => q.question.trim());
  const questionScores = questions.map((q) => questionScore(q, input.answers));

  const parts: { weight: number; score: number }[] = [];
  if (skills.length) parts.push({ weight: WEIGHTS.skills, score: matchedSkills.length / skills.length });
  if (mustHaves.length) parts.push({ weight: WEIGHTS.mustHaves, score: matchedMustHaves.length / mustHaves.length });
  if (needYears !== null) parts.push({ weight: WEIGHTS.experience, score: experienceScore(years, needYears) });
  if (questions.length) parts.push({ weight: WEIGHTS.questions, score: average(questionScores) });

  const evidence: ScreeningEvidence = {
    version: 1,
    matchedSkills,
    missingSkills,
    matchedMustHaves,
    missingMustHaves,
    yearsOfExperience: years,
    requiredLevel: job.experience_level?.trim() || null,
    experiencePhrases: [...resumeYears.phrases, ...answerYears.phrases],
    requiredYears: needYears,
    resumeRead: resumeText !== null,
    questionsAnswered: questionScores.filter((s) => s > 0).length,
    questionsAsked: questions.length,
  };

  let rating: number;
  if (sources.length === 0) rating = 0;
  else if (parts.length === 0) rating = 5;
  else {
    const totalWeight = parts.reduce((sum, p) => sum + p.weight, 0);
    rating = (10 * parts.reduce((sum, p) => sum + p.weight * p.score, 0)) / totalWeight;
  }
  if (missingMustHaves.length > 0) rating = Math.min(rating, mustHaveCap(missingMustHaves.length));
  rating = Math.round(Math.max(0, Math.min(10, rating)) * 10) / 10;

  return { rating, summary: summarize(job, rating, evidence, sources.length > 0, parts.length > 0), evidence };
}

/** The highest rating an application can get with this many must-haves missing. */
export function mustHaveCap(missing: number): number {
  return missing <= 0 ? 10 : Math.max(1, 5.5 - 2 * (missing - 1));
}

function experienceScore(years: number | null, needed: number): number {
  if (needed <= 0) return 1;
  // Nothing stated is not the same as too little: give partial credit.
  if (years === null) return 0.3;
  return Math.min(1, years / needed);
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * A screening question's share: unanswered 0; answered, with no ideal answer to compare, 1 for a
 * real answer (three words or more) else 0.5; with an ideal answer, a yes/no must agree, otherwise
 * 0.3 for answering plus 0.7 times the share of the ideal answer's content words present.
 */
function questionScore(question: QuestionAnswer, answers: readonly QuestionAnswer[]): number {
  const q = norm(question.question);
  const given =
    answers.find((a) => norm(a.question) === q) ??
    answers.find(
      (a) =>
        norm(a.question).includes(q) || (q.length > 0 && q.includes(norm(a.question)) && norm(a.question).length > 10),
    );
  const answer = given?.answer.trim() ?? '';
  if (!answer) return 0;
  const ideal = question.answer.trim();
  if (!ideal) return answer.split(/\s+/).length >= 3 ? 1 : 0.5;
  const idealPolarity = polarity(ideal);
  if (idealPolarity !== null) return polarity(answer) === idealPolarity ? 1 : 0.1;
  const idealWords = keywordsOf(ideal);
  if (idealWords.length === 0) return 1;
  const answerNorm = norm(answer);
  const hits = idealWords.filter((w) => answerNorm.includes(norm(w))).length;
  return 0.3 + 0.7 * (hits / idealWords.length);
}

function polarity(text: string): boolean | null {
  const first = norm(text).split(' ')[0];
  if (['yes', 'yeah', 'yep', 'sure', 'absolutely', 'definitely', 'correct'].includes(first)) return true;
  if (['no', 'nope', 'not'].includes(first)) return false;
  return null;
}

function summarize(
  job: ScreeningJob,
  rating: number,
  e: ScreeningEvidence,
  hasText: boolean,
  hasCriteria: boolean,
): string {
  if (!hasText) return 'No resume text or chat answers to assess yet.';
  const sentences: string[] = [];
  const title = job.title.trim() || 'this role';
  sentences.push(
    hasCriteria
      ? `${matchWord(rating)} match for ${title}.`
      : `${title} lists no skills or requirements to compare against.`,
  );
  if (!e.resumeRead) sentences.push('The resume text could not be read, so this is based on the chat answers only.');

  const skillCount = e.matchedSkills.length + e.missingSkills.length;
  if (skillCount > 0) {
    const names = e.matchedSkills.map((m) => m.skill);
    sentences.push(
      names.length === 0
        ? `None of the ${skillCount} listed skills found.`
        : `Has ${names.length} of ${skillCount} skills: ${listText(names)}.`,
    );
  }
  const mustCount = e.matchedMustHaves.length + e.missingMustHaves.length;
  if (mustCount > 0) {
    sentences.push(
      e.missingMustHaves.length === 0
        ? `Meets ${mustCount === 1 ? 'the must-have requirement' : `all ${mustCount} must-have requirements`}.`
        : `Missing must-have${e.missingMustHaves.length > 1 ? 's' : ''}: ${listText(e.missingMustHaves)}.`,
    );
  }
  if (e.yearsOfExperience !== null) {
    const expected = e.requiredYears ? ` (${e.requiredLevel ?? 'the role'} asks for ${e.requiredYears}+)` : '';
    sentences.push(`About ${formatYears(e.yearsOfExperience)} of experience${expected}.`);
  } else if (e.requiredYears) {
    sentences.push(`Years of experience not stated (${e.requiredLevel ?? 'the role'} asks for ${e.requiredYears}+).`);
  }
  if (e.missingSkills.length > 0 && e.matchedSkills.length > 0)
    sentences.push(`Not mentioned: ${listText(e.missingSkills)}.`);
  return sentences.join(' ');
}

/**
 * The badge's label (spec §4 thresholds) in sentence case, so the summary and the badge never
 * disagree: 'Very Strong' reads 'Very strong match for …'. A rating of 0 has no badge; here it is Low.
 */
function matchWord(rating: number): string {
  const label = aiMatchLabel(rating) ?? 'Low';
  return label.charAt(0) + label.slice(1).toLowerCase();
}

export function formatYears(years: number): string {
  return `${Number.isInteger(years) ? years : years.toFixed(1)} year${years === 1 ? '' : 's'}`;
}

function listText(items: readonly string[], max = 6): string {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} and ${rest} more` : shown.join(', ');
}

function uniqueTrimmed(items: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items ?? []) {
    const t = item?.trim();
    if (t && !seen.has(t.toLowerCase())) {
      seen.add(t.toLowerCase());
      out.push(t);
    }
  }
  return out;
}

function maxOrNull(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

function average(values: number[]): number {
  return values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0;
}
