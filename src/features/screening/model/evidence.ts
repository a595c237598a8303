// Reading ai_evidence back from the store. The column is jsonb the server does not check, so the
// screens read it through this guard: anything that is not version-1 evidence shows as "none".
import type { ScreeningEvidence } from './screening';

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isMatchList = (v: unknown, key: 'skill' | 'requirement') =>
  Array.isArray(v) &&
  v.every(
    (m) =>
      m &&
      typeof m === 'object' &&
      typeof (m as Record<string, unknown>)[key] === 'string' &&
      isStringArray((m as Record<string, unknown>).where),
  );

export function asScreeningEvidence(value: unknown): ScreeningEvidence | null {
  if (!value || typeof value !== 'object') return null;
  const e = value as Record<string, unknown>;
  if (e.version !== 1) return null;
  if (!isMatchList(e.matchedSkills, 'skill') || !isMatchList(e.matchedMustHaves, 'requirement')) return null;
  if (!isStringArray(e.missingSkills) || !isStringArray(e.missingMustHaves)) return null;
  if (e.yearsOfExperience !== null && typeof e.yearsOfExperience !== 'number') return null;
  return value as ScreeningEvidence;
}
