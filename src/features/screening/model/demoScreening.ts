// Demo candidates' resumes and chat answers, and their screening (issue 26): every demo
// application's ai_rating, ai_summary and ai_evidence come from the product's own screening
// (storedScreening.ts) over the resume text and answers stored with it — never a number typed
// beside evidence written by hand. Used by the local stack's demo seed (supabase/local/seed.ts,
// through supabase/local/demoScreening.ts) and the app's "Generate Demo Candidates" button
// (features/jobs/model/demoData.ts).
//
// The demo still tells the spec §9 story (offer 8–10, interview 6–9, …, rejected 1–5): the caller
// draws a rating it would like for the candidate's status, and this module writes the resume of a
// candidate who earns about that rating — which of the job's skills it names, the years it states,
// how the screening question was answered. The rating stored is always the screening's of the
// candidate's own resume and answers.
//
// Resumes state years as totals, never as ranges: they screen the same whatever the application's
// created_at (the screening's reference date), so a row re-screened later, or with the server's
// created_at instead of the device's, gets the same result.
//
// Pure and free of the app's modules (no Dexie, no '@/' alias): the seed runs it in Node.
import { aiMatchLabel } from './aiMatch';
import type { QuestionAnswer } from './screening';
import { screenStoredApplication, storedScreening, type ScreenableJob, type StoredScreening } from './storedScreening';

/** Who the resume is of: its first lines. */
export interface DemoApplicant {
  firstName: string;
  lastName: string;
  /** The resume's second line; left out when absent. */
  location?: string | null;
}

export interface DemoApplicationScreening extends StoredScreening {
  resume_text: string;
  answers: QuestionAnswer[];
  /** The job's skills the screening found: the profile's skills. */
  skills: string[];
}

export interface DemoScreeningTarget {
  /** The rating the caller drew for the candidate's status. */
  rating: number;
  /** The status's range (spec §9); the result falls inside it whenever a resume can. */
  min: number;
  max: number;
  /** The application's created_at (the screening's reference date). */
  createdAt: string;
  /** Breaks ties between kinds of candidate as near the wanted rating as each other. */
  random: () => number;
}

/** Stated totals only: they read the same whatever day the demo is made. */
const YEARS: readonly (number | null)[] = [null, 1, 3, 5, 8, 12];

export type DemoAnswerKind = 'none' | 'vague' | 'full';
const ANSWER_KINDS: readonly DemoAnswerKind[] = ['none', 'vague', 'full'];

/** One kind of candidate: the skills the resume names, the years it states, the answer given. */
export interface DemoResumeKind {
  skills: readonly string[];
  years: number | null;
  answer: DemoAnswerKind;
}

function answerText(kind: DemoAnswerKind, skill: string | undefined): string | null {
  if (kind === 'none') return null;
  if (kind === 'vague' || !skill) return 'A little, mostly from online courses.';
  return `Several years of hands-on ${skill} work in production, from first design to support.`;
}

/** The resume of a kind of candidate; without an applicant, the same resume without name and town. */
export function demoResumeText(applicant: DemoApplicant | null, kind: Pick<DemoResumeKind, 'skills' | 'years'>) {
  const lines = applicant
    ? [`${applicant.firstName} ${applicant.lastName}`, ...(applicant.location ? [applicant.location] : []), '']
    : [];
  lines.push(
    'Profile',
    kind.years === null
      ? 'Curious, reliable and easy to work with.'
      : `${kind.years} years of professional experience. Curious, reliable and easy to work with.`,
  );
  if (kind.skills.length > 0) lines.push('', 'Skills', kind.skills.join(', '));
  return lines.join('\n');
}

/** The application columns the screening reads, for a kind of candidate. */
function applicationOf(
  job: ScreenableJob,
  applicant: DemoApplicant | null,
  kind: DemoResumeKind,
  createdAt: string,
): { resume_text: string; answers: QuestionAnswer[]; created_at: string } {
  const question = job.questions?.[0];
  const answer = answerText(kind.answer, job.skills?.[0]);
  return {
    resume_text: demoResumeText(applicant, kind),
    answers: question && answer ? [{ question: question.question, answer }] : [],
    created_at: createdAt,
  };
}

/**
 * The kinds of candidate a job can have: its must-haves that are among its skills met, one or the
 * other, or neither, with none to all of its other skills; every stated years; every answer. A
 * full answer speaks of the first skill, so only someone who names it gives one. Every candidate
 * names at least one of the job's skills when it has any.
 */
function kindsFor(job: ScreenableJob): DemoResumeKind[] {
  const skills = job.skills ?? [];
  const musts = skills.filter((s) => (job.must_have_requirements ?? []).includes(s));
  const others = skills.filter((s) => !musts.includes(s));
  const mustSets: string[][] = [[], ...musts.map((m) => [m])];
  if (musts.length > 1) mustSets.push(musts);
  const kinds: DemoResumeKind[] = [];
  for (const mustSet of mustSets) {
    for (let o = 0; o <= others.length; o++) {
      const set = [...mustSet, ...others.slice(0, o)];
      if (set.length === 0 && skills.length > 0) continue;
      for (const years of YEARS)
        for (const answer of ANSWER_KINDS)
          if (answer !== 'full' || set.includes(skills[0])) kinds.push({ skills: set, years, answer });
    }
  }
  return kinds;
}

export type DemoScreener = (applicant: DemoApplicant, target: DemoScreeningTarget) => DemoApplicationScreening;

/**
 * The screener for one demo job. It first screens each kind of candidate once (a resume without a
 * name), so choosing one for a candidate costs about one screening; the candidate's own resume is
 * then screened again, and that screening is what the application stores.
 *
 * The kind chosen is one in the status's range whose rating shows the badge the wanted rating would
 * (Very Strong, Strong, Good, Low: what the demo's screens show), then the nearest. A job no resume
 * can rate inside the range (a recruiter's own job, say, with no skills listed) gets the candidate
 * nearest to it: the stored rating is the screening's, never moved into the range.
 */
export function demoScreener(job: ScreenableJob): DemoScreener {
  let table: { kind: DemoResumeKind; rating: number }[] | null = null;
  return (applicant, target) => {
    // Stated years read the same on any date, so the first candidate's date serves for all.
    table ??= kindsFor(job).map((kind) => ({
      kind,
      rating: screenStoredApplication(job, applicationOf(job, null, kind, target.createdAt)).rating,
    }));
    const inRange = (rating: number) => rating >= target.min && rating <= target.max;
    const distance = (rating: number) => Math.round(Math.abs(rating - target.rating) * 10);
    const wantedLabel = aiMatchLabel(target.rating);
    const ranked = table
      .filter((t) => inRange(t.rating))
      .map((t) => ({
        ...t,
        otherLabel: aiMatchLabel(t.rating) === wantedLabel ? 0 : 1,
        distance: distance(t.rating),
        tie: target.random(),
      }))
      .sort((a, b) => a.otherLabel - b.otherLabel || a.distance - b.distance || a.tie - b.tie);
    const screen = (kind: DemoResumeKind): DemoApplicationScreening => {
      const application = applicationOf(job, applicant, kind, target.createdAt);
      const screening = storedScreening(screenStoredApplication(job, application));
      const skills = screening.ai_evidence.matchedSkills.map((m) => m.skill);
      return { ...screening, resume_text: application.resume_text, answers: application.answers, skills };
    };
    for (const { kind } of ranked) {
      // The name or the town could mention a skill: only the candidate's own screening counts.
      const screening = screen(kind);
      if (inRange(screening.ai_rating)) return screening;
    }
    // Nothing in range: the kind nearest to the range, then to the wanted rating.
    const outside = (rating: number) => Math.max(target.min - rating, rating - target.max, 0);
    const nearest = [...table].sort(
      (a, b) => outside(a.rating) - outside(b.rating) || distance(a.rating) - distance(b.rating),
    )[0];
    if (!nearest) throw new Error(`demo data: no resume for ${job.title}`);
    return screen(nearest.kind);
  };
}
