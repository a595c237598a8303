// Deciding whether a free-text must-have requirement ('5+ years of React', 'Bachelor's degree in
// Computer Science', 'Right to work in the UK') is met by an applicant's texts.

import { knownSkillsIn, mentionsSkill, mentionsTerm } from './skillAliases';

export type EvidenceSource = 'resume' | 'answers';

export interface SourceText {
  where: EvidenceSource;
  text: string;
  /** Years of experience read from this text (see experience.ts). */
  years: number | null;
}

const STOP_WORDS = new Set(
  (
    'a an and or the of in on at to for with without by from as is are be been being must should have has having ' +
    'experience experienced years year yrs strong solid proven good great excellent deep knowledge understanding ' +
    'ability able skills skill proficiency proficient familiarity familiar working work hands-on hands plus ' +
    'minimum least using use used preferred required requirement ideally etc e.g ie i.e well based related ' +
    'demonstrated track record background expertise excellent professional previous prior equivalent similar ' +
    'role roles environment environments level'
  ).split(' '),
);
// 'work' is a stop word for 'working with X' but not in 'right to work'; keep it for those phrases.
const KEEP_PHRASES = /right to work|work permit|work authori[sz]ation/i;

/** Content words of a requirement, lower-cased, without filler. */
export function keywordsOf(text: string): string[] {
  const keepWork = KEEP_PHRASES.test(text);
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#.'/-]+/u)
    .map((w) => w.replace(/^[.'/-]+|[.'/-]+$/g, ''))
    .filter((w) => w.length >= 2 && (!STOP_WORDS.has(w) || (keepWork && w === 'work')) && !/^\d+\+?$/.test(w));
  return [...new Set(words)];
}

/** Light stemming so 'startups' finds 'startup' and 'managing' finds 'manage'. */
function stem(word: string): string {
  return word.replace(/(?:ies|es|s|ing|ed|ment)$/, '') || word;
}

function mentionsKeyword(text: string, word: string): boolean {
  if (mentionsTerm(text, word)) return true;
  const root = stem(word);
  if (root.length < 4) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu').test(text);
}

/**
 * Where a requirement is met, or [] when it is not. A requirement that names years ('5+ years')
 * needs that many years read; one that names known skills needs each of them; anything else needs
 * most (two thirds) of its content words.
 */
export function whereRequirementMet(requirement: string, sources: readonly SourceText[]): EvidenceSource[] {
  const yearsMatch = /(\d{1,2})\s*\+?\s*(?:years?|yrs?)/i.exec(requirement);
  const neededYears = yearsMatch ? Number(yearsMatch[1]) : null;
  const skills = knownSkillsIn(requirement);
  const totalYears = Math.max(0, ...sources.map((s) => s.years ?? 0));

  if (neededYears !== null && totalYears < neededYears) return [];

  if (skills.length > 0) {
    // 'React and TypeScript' needs both; 'Master's degree or PhD' needs either.
    const anyOf = /\bor\b/i.test(requirement);
    const where = new Set<EvidenceSource>();
    let metCount = 0;
    for (const skill of skills) {
      const found = sources.filter((s) => mentionsSkill(s.text, skill));
      if (found.length > 0) metCount++;
      else if (!anyOf) return [];
      for (const s of found) where.add(s.where);
    }
    return metCount > 0 ? [...where] : [];
  }

  if (neededYears !== null) {
    // A bare '3+ years of experience': the years themselves are the evidence.
    return sources.filter((s) => (s.years ?? 0) > 0).map((s) => s.where);
  }

  const keywords = keywordsOf(requirement);
  if (keywords.length === 0) return [];
  const needed = Math.max(1, Math.ceil((keywords.length * 2) / 3));
  return sources.filter((s) => keywords.filter((k) => mentionsKeyword(s.text, k)).length >= needed).map((s) => s.where);
}
