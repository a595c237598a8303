// Issue 26: a rating is never shown without the evidence that produced it. Every place that shows
// an application's AI rating (badges, cards, the hover card, the profile, the interview kit) reads
// it through this function, which gives the badge's text and the line saying what it rests on.
//
// Ratings written by the screening carry their evidence (model/storedScreening.ts). Older rows may
// hold a rating without it; they show the rating with "Evidence not recorded" — "Not screened yet"
// would be false, as a rating is there.
import { aiMatchColor, aiMatchLabel, type AiMatchColor, type AiMatchLabel } from './aiMatch';
import { asScreeningEvidence } from './evidence';
import { formatYears, type ScreeningEvidence } from './screening';

/** The columns of an application the rule reads. */
export interface RatedApplication {
  ai_rating: number | null | undefined;
  ai_evidence?: unknown;
}

export interface RatingWithEvidence {
  /** The stored rating (0–10), or null when the application has none. */
  rating: number | null;
  /** The spec §4 match label; null when there is no badge (no rating, or zero). */
  match: AiMatchLabel | null;
  color: AiMatchColor | null;
  /** The badge's text, 'Very Strong · 8.7/10'; null when there is no badge. */
  label: string | null;
  /** The screening's evidence, when it was recorded and reads as version-1 evidence. */
  evidence: ScreeningEvidence | null;
  /**
   * What the rating rests on, in one line: 'Skills 4/5 · Must-haves 2/2 · 6 years', or
   * EVIDENCE_NOT_RECORDED for a rating without evidence, or NOT_SCREENED without a rating.
   */
  evidenceLine: string;
}

export const NOT_SCREENED = 'Not screened yet';
export const EVIDENCE_NOT_RECORDED = 'Evidence not recorded';
const NOTHING_TO_COMPARE = 'No skills or requirements to compare against';

export function ratingWithEvidence(application: RatedApplication): RatingWithEvidence {
  const rating =
    typeof application.ai_rating === 'number' && Number.isFinite(application.ai_rating) ? application.ai_rating : null;
  const evidence = asScreeningEvidence(application.ai_evidence);
  const match = aiMatchLabel(rating);
  return {
    rating,
    match,
    color: aiMatchColor(rating),
    label: match === null ? null : `${match} · ${rating}/10`,
    evidence,
    evidenceLine: evidence ? evidenceFacts(evidence) : rating === null ? NOT_SCREENED : EVIDENCE_NOT_RECORDED,
  };
}

/** The counts the rating weighs, as the hover card and the cards show them. */
function evidenceFacts(evidence: ScreeningEvidence): string {
  const facts: string[] = [];
  const skills = evidence.matchedSkills.length + evidence.missingSkills.length;
  if (skills) facts.push(`Skills ${evidence.matchedSkills.length}/${skills}`);
  const must = evidence.matchedMustHaves.length + evidence.missingMustHaves.length;
  if (must) facts.push(`Must-haves ${evidence.matchedMustHaves.length}/${must}`);
  if (evidence.yearsOfExperience !== null) facts.push(formatYears(evidence.yearsOfExperience));
  if (facts.length === 0 && evidence.questionsAsked)
    facts.push(`Questions ${evidence.questionsAnswered ?? 0}/${evidence.questionsAsked}`);
  return facts.length ? facts.join(' · ') : NOTHING_TO_COMPARE;
}
