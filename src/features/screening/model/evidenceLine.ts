// The screening evidence in one line (issue 6's "AI evidence", short): the hover cards' facts
// ("Skills 3/5 · Must-haves 1/2 · 4 years") and the must-haves missing. The hover card
// (MatchSummary) and the hiring assistant's answers both write evidence through these. Pure.
import { asScreeningEvidence } from './evidence';
import { formatYears, type ScreeningEvidence } from './screening';

/** Matched of all skills and must-haves, and the years read: the counts a rating rests on. */
export function evidenceFacts(evidence: ScreeningEvidence): string[] {
  const facts: string[] = [];
  const skills = evidence.matchedSkills.length + evidence.missingSkills.length;
  if (skills) facts.push(`Skills ${evidence.matchedSkills.length}/${skills}`);
  const must = evidence.matchedMustHaves.length + evidence.missingMustHaves.length;
  if (must) facts.push(`Must-haves ${evidence.matchedMustHaves.length}/${must}`);
  if (evidence.yearsOfExperience !== null) facts.push(formatYears(evidence.yearsOfExperience));
  return facts;
}

/** "Missing must-have: SQL" (or must-haves, listed); null when none is missing. */
export function missingMustHavesText(evidence: ScreeningEvidence): string | null {
  const missing = evidence.missingMustHaves;
  if (missing.length === 0) return null;
  return `Missing must-have${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`;
}

/**
 * applications.ai_evidence as one line, facts then what is missing; null when the value is not
 * screening evidence (never screened, or evidence this build cannot read).
 */
export function evidenceLine(value: unknown): string | null {
  const evidence = asScreeningEvidence(value);
  if (!evidence) return null;
  const parts = evidenceFacts(evidence);
  const missing = missingMustHavesText(evidence);
  if (missing) parts.push(missing);
  return parts.length > 0 ? parts.join(' · ') : 'No skills or must-haves to match';
}
