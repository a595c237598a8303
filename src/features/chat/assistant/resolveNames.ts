// Forgiving matching of the names a question gives (a job title, a candidate, a stage, a template)
// against the store: case, accents and punctuation do not count, a word may be partial ("Emma" for
// Emma Johnson, "frontend" for Senior Frontend Engineer) or carry a typo or two ("scientst").
// Jobs and candidates are matched over the store's in-memory index (db/localIndex.ts), never read
// from IndexedDB per question: 40 000 profiles score in a few milliseconds.
//
// When several match equally well, the answer is all of them ('many'): the assistant offers them
// as choices instead of guessing.
import type { CompanyDb, InterviewStage } from '@/db';
import { localIndexOf, type JobEntry, type LocalIndex, type ProfileEntry } from '@/db/localIndex';
import { editDistance, typoAllowance } from './editDistance';

export type Resolved<T> = { kind: 'one'; match: T } | { kind: 'many'; matches: T[] } | { kind: 'none' };

/** Lowercase words without accents or punctuation ("Émma-Jo O'Neil" → emma jo o neil). */
export function nameTokens(text: string | null | undefined): string[] {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const EXACT = 1;
const PREFIX = 0.9;
/** A whole name matched (every one of its words, typos and all) ranks above a part of one. */
const WHOLE_NAME_BONUS = 0.1;

function tokenScore(typed: string, stored: string): number {
  if (typed === stored) return EXACT;
  if (typed.length >= 2 && stored.startsWith(typed)) return PREFIX;
  const allowed = typoAllowance(Math.max(typed.length, stored.length));
  if (allowed === 0) return 0;
  const distance = editDistance(typed, stored, allowed);
  return distance <= allowed ? 0.9 - 0.1 * distance : 0;
}

/**
 * How well typed words match a stored name's words: 0 unless every typed word matches a different
 * stored word; else their mean score, plus a bonus when they match every word of the name
 * ("data scientst" is Data Scientist more than Senior Data Scientist).
 */
export function nameScore(typed: readonly string[], stored: readonly string[]): number {
  if (typed.length === 0 || typed.length > stored.length) return 0;
  const used = new Array<boolean>(stored.length).fill(false);
  let sum = 0;
  for (const word of typed) {
    let best = 0;
    let bestAt = -1;
    for (let i = 0; i < stored.length; i++) {
      if (used[i]) continue;
      const score = tokenScore(word, stored[i]);
      if (score > best) [best, bestAt] = [score, i];
      if (best === EXACT) break;
    }
    if (bestAt < 0) return 0;
    used[bestAt] = true;
    sum += best;
  }
  return sum / typed.length + (typed.length === stored.length ? WHOLE_NAME_BONUS : 0);
}

/** The items whose name scores best against the typed words (ties are all kept). */
export function bestMatches<T>(
  typed: string,
  items: Iterable<T>,
  tokensOf: (item: T) => readonly string[],
): Resolved<T> {
  const words = nameTokens(typed);
  if (words.length === 0) return { kind: 'none' };
  let best = 0;
  let matches: T[] = [];
  for (const item of items) {
    const score = nameScore(words, tokensOf(item));
    if (score === 0 || score < best - 1e-9) continue;
    if (score > best + 1e-9) [best, matches] = [score, []];
    matches.push(item);
  }
  if (matches.length === 0) return { kind: 'none' };
  return matches.length === 1 ? { kind: 'one', match: matches[0] } : { kind: 'many', matches };
}

interface NameTables {
  version: number;
  jobs: { entry: JobEntry; tokens: string[] }[];
  profiles: { entry: ProfileEntry; tokens: string[]; email: string }[];
}
const tables = new WeakMap<LocalIndex, NameTables>();

/** The index's jobs and profiles with their names as words, made once per version of the index. */
function nameTables(index: LocalIndex): NameTables {
  const cached = tables.get(index);
  if (cached && cached.version === index.version) return cached;
  const fresh: NameTables = {
    version: index.version,
    jobs: [...index.entries('jobs').values()].map((entry) => ({ entry, tokens: nameTokens(entry.title) })),
    profiles: [...index.entries('profiles').values()].map((entry) => ({
      entry,
      tokens: nameTokens(`${entry.first_name ?? ''} ${entry.last_name ?? ''}`),
      email: (entry.email ?? '').trim().toLowerCase(),
    })),
  };
  tables.set(index, fresh);
  return fresh;
}

const byTitle = (a: JobEntry, b: JobEntry) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id);
const byName = (a: ProfileEntry, b: ProfileEntry) =>
  `${a.first_name ?? ''} ${a.last_name ?? ''}`.localeCompare(`${b.first_name ?? ''} ${b.last_name ?? ''}`) ||
  a.id.localeCompare(b.id);

function sortedMatches<T>(resolved: Resolved<T>, order: (a: T, b: T) => number): Resolved<T> {
  return resolved.kind === 'many' ? { kind: 'many', matches: [...resolved.matches].sort(order) } : resolved;
}

/** The job a typed title means. */
export async function resolveJob(db: CompanyDb, typed: string): Promise<Resolved<JobEntry>> {
  const { jobs } = nameTables(await localIndexOf(db).ready());
  const found = bestMatches(typed, jobs, (job) => job.tokens);
  return sortedMatches(
    mapResolved(found, (job) => job.entry),
    byTitle,
  );
}

/** The candidate (profile) a typed name, or an email address, means. */
export async function resolveCandidate(db: CompanyDb, typed: string): Promise<Resolved<ProfileEntry>> {
  const { profiles } = nameTables(await localIndexOf(db).ready());
  const email = typed.trim().toLowerCase();
  if (email.includes('@')) {
    const byEmail = profiles.filter((p) => p.email === email).map((p) => p.entry);
    if (byEmail.length === 1) return { kind: 'one', match: byEmail[0] };
    if (byEmail.length > 1) return { kind: 'many', matches: byEmail.sort(byName) };
  }
  const found = bestMatches(typed, profiles, (profile) => profile.tokens);
  return sortedMatches(
    mapResolved(found, (profile) => profile.entry),
    byName,
  );
}

/**
 * The interview stages a typed stage name means: every stage of that name, whichever plan it is
 * in (plans made from one template share their stage names); 'many' only for different names.
 */
export async function resolveStages(db: CompanyDb, typed: string): Promise<Resolved<InterviewStage[]>> {
  const stages = await db.interviewStages.toArray();
  const byName = new Map<string, InterviewStage[]>();
  for (const stage of stages) {
    const key = nameTokens(stage.name).join(' ');
    byName.set(key, [...(byName.get(key) ?? []), stage]);
  }
  const found = bestMatches(typed, byName.entries(), ([key]) => key.split(' '));
  return mapResolved(found, ([, group]) => group);
}

function mapResolved<T, U>(resolved: Resolved<T>, map: (item: T) => U): Resolved<U> {
  if (resolved.kind === 'one') return { kind: 'one', match: map(resolved.match) };
  if (resolved.kind === 'many') return { kind: 'many', matches: resolved.matches.map(map) };
  return resolved;
}
