// The demo candidates' resumes and chat answers, and their screening (issue 26): every demo
// application's ai_rating, ai_summary and ai_evidence come from the product's own screening
// (src/features/screening/model/storedScreening.ts, the deterministic path the recruiter's app
// runs offline) over the resume text and answers stored with it — never a number typed beside
// evidence written by hand.
//
// The demo still tells the spec §9 story (offer 8–10, interview 6–9, …, rejected 1–5): the seed
// draws a rating it would like for the candidate's status, and this module writes the resume of
// a candidate who earns about that rating — which of the job's skills it names, the years it
// states, how the screening question was answered. The rating stored is always the screening's
// of the candidate's own resume and answers, and always inside the status's range.
import { seededRandom } from './seededRandom.ts';
import { aiMatchLabel } from '../../src/features/screening/model/aiMatch.ts';
import type { QuestionAnswer } from '../../src/features/screening/model/screening.ts';
import {
  screenStoredApplication,
  storedScreening,
  type ScreenableJob,
  type StoredScreening,
} from '../../src/features/screening/model/storedScreening.ts';

export interface DemoCandidate {
  firstName: string;
  lastName: string;
  location: string;
}

export interface DemoApplicationScreening extends StoredScreening {
  resume_text: string;
  answers: QuestionAnswer[];
  /** The job's skills the screening found: the profile's skills. */
  skills: string[];
}

export interface DemoScreeningTarget {
  /** The rating the seed drew for the candidate's status. */
  rating: number;
  /** The status's range (spec §9); the result always falls inside it. */
  min: number;
  max: number;
  /** The application's created_at (the screening's reference date). */
  createdAt: string;
  /** Seeds this candidate's own draws, so they do not move the seed's main sequence. */
  seed: number;
}

/** Stated totals only: they read the same whatever day the demo is seeded. */
const YEARS: readonly (number | null)[] = [null, 1, 3, 5, 8, 12];

type AnswerKind = 'none' | 'vague' | 'full';
const ANSWER_KINDS: readonly AnswerKind[] = ['none', 'vague', 'full'];

/** One kind of candidate: the skills the resume names, the years it states, the answer given. */
interface Option {
  skills: readonly string[];
  years: number | null;
  answer: AnswerKind;
}

function answerText(kind: AnswerKind, skill: string): string | null {
  if (kind === 'none') return null;
  if (kind === 'vague') return 'A little, mostly from online courses.';
  return `Several years of hands-on ${skill} work in production, from first design to support.`;
}

function resumeText(candidate: DemoCandidate | null, option: Option): string {
  const lines = candidate ? [`${candidate.firstName} ${candidate.lastName}`, candidate.location, ''] : [];
  lines.push(
    'Profile',
    option.years === null
      ? 'Curious, reliable and easy to work with.'
      : `${option.years} years of professional experience. Curious, reliable and easy to work with.`,
    '',
    'Skills',
    option.skills.join(', '),
  );
  return lines.join('\n');
}

function applicationOf(job: ScreenableJob, candidate: DemoCandidate | null, option: Option, createdAt: string) {
  const question = job.questions?.[0];
  const answer = answerText(option.answer, job.skills?.[0] ?? '');
  return {
    resume_text: resumeText(candidate, option),
    answers: question && answer ? [{ question: question.question, answer }] : [],
    created_at: createdAt,
  };
}

/**
 * The kinds of candidate a job can have: its must-haves (its first two skills) met, one or the
 * other, or neither, with none to all of its other skills; every stated years; every answer. A
 * full answer speaks of the question's skill, so only someone who names it gives one.
 */
function optionsFor(job: ScreenableJob): Option[] {
  const skills = job.skills ?? [];
  const musts = skills.filter((s) => (job.must_have_requirements ?? []).includes(s));
  const others = skills.filter((s) => !musts.includes(s));
  const mustSets: string[][] = [[], ...musts.map((m) => [m])];
  if (musts.length > 1) mustSets.push(musts);
  const options: Option[] = [];
  for (const mustSet of mustSets) {
    for (let o = 0; o <= others.length; o++) {
      const set = [...mustSet, ...others.slice(0, o)];
      if (set.length === 0) continue; // every candidate names at least one of the job's skills
      for (const years of YEARS)
        for (const answer of ANSWER_KINDS)
          if (answer !== 'full' || set.includes(skills[0])) options.push({ skills: set, years, answer });
    }
  }
  return options;
}

/**
 * The screener for one demo job. It first screens each kind of candidate once (a resume without a
 * name), so choosing one for a candidate costs one screening; the candidate's own resume is then
 * screened again, and that screening is what the application stores.
 */
export function demoScreener(job: ScreenableJob) {
  let table: { option: Option; rating: number }[] | null = null;
  return (candidate: DemoCandidate, target: DemoScreeningTarget): DemoApplicationScreening => {
    // Stated years read the same on any date, so the first candidate's date serves for all.
    table ??= optionsFor(job).map((option) => ({
      option,
      rating: screenStoredApplication(job, applicationOf(job, null, option, target.createdAt)).rating,
    }));
    const rand = seededRandom(target.seed);
    // The badge the drawn rating would show first (Very Strong, Strong, Good, Low: what the demo's
    // screens show), then the nearest; among options as near as each other, the candidate's draw.
    const wantedLabel = aiMatchLabel(target.rating);
    const ranked = table
      .filter((t) => t.rating >= target.min && t.rating <= target.max)
      .map((t) => ({
        ...t,
        otherLabel: aiMatchLabel(t.rating) === wantedLabel ? 0 : 1,
        distance: Math.round(Math.abs(t.rating - target.rating) * 10),
        tie: rand(),
      }))
      .sort((a, b) => a.otherLabel - b.otherLabel || a.distance - b.distance || a.tie - b.tie);
    for (const { option } of ranked) {
      const application = applicationOf(job, candidate, option, target.createdAt);
      const screening = storedScreening(screenStoredApplication(job, application));
      // The name or the town could mention a skill: only the candidate's own screening counts.
      if (screening.ai_rating < target.min || screening.ai_rating > target.max) continue;
      const skills = screening.ai_evidence.matchedSkills.map((m) => m.skill);
      return { ...screening, ...application, skills };
    }
    throw new Error(`demo seed: no resume for ${job.title} screens between ${target.min} and ${target.max}`);
  };
}
