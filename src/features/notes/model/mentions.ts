// @mentions in notes (issue 25): finding the "@query" being typed, putting a member's name in its
// place, and which members a text still names. Pure. A mention is "@" + the member's name as it
// was chosen; the note carries the ids (`mentioned_ids`), the text only shows the names.
import type { CompanyMember } from '@/db';

/** A member the editor offers, and a mention chosen in it. */
export interface MentionCandidate {
  userId: string;
  name: string;
}

/** The "@query" the caret is in: where its "@" is and what follows it up to the caret. */
export interface MentionQuery {
  start: number;
  query: string;
}

const WORD = /[\p{L}\p{N}_]/u;
/** Names are short: a query longer than this, or of more than three words, is no mention. */
const MAX_QUERY = 40;
const MAX_SPACES = 2;

const isWordChar = (ch: string | undefined) => ch !== undefined && WORD.test(ch);

/**
 * The mention being typed at `caret`, or null. The "@" starts a word (so "ana@acme.io" is not
 * one); the query runs to the caret within one line, starts with no space, and has at most three
 * words ("@Maya Ch" while choosing "Maya Chen").
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const from = Math.max(0, caret - MAX_QUERY - 1);
  for (let i = caret - 1; i >= from; i--) {
    const ch = text[i];
    if (ch === '\n' || ch === '\r') return null;
    if (ch !== '@') continue;
    if (isWordChar(text[i - 1]) || text[i - 1] === '@') return null;
    const query = text.slice(i + 1, caret);
    if (query.startsWith(' ') || query.includes('@')) return null;
    if ((query.match(/ /g)?.length ?? 0) > MAX_SPACES) return null;
    return { start: i, query };
  }
  return null;
}

/** The name a member is mentioned by: their name, else the local part of their address. */
export function memberMentionName(member: Pick<CompanyMember, 'name' | 'email'>): string {
  return member.name?.trim() || member.email?.split('@')[0] || '';
}

/**
 * The members whose name fits the query, best first: the name starts with it, then a later word
 * does. Case does not matter; an empty query offers everyone (alphabetically).
 */
export function matchMembers<T extends MentionCandidate>(candidates: readonly T[], query: string, limit = 6): T[] {
  const q = query.trim().toLowerCase();
  const scored = candidates
    .filter((c) => c.name)
    .map((c) => {
      const name = c.name.toLowerCase();
      const rank = name.startsWith(q) ? 0 : name.split(/\s+/).some((w) => w.startsWith(q)) ? 1 : 2;
      return { c, rank };
    })
    .filter((s) => s.rank < 2)
    .sort((a, b) => a.rank - b.rank || a.c.name.localeCompare(b.c.name));
  return scored.slice(0, limit).map((s) => s.c);
}

/**
 * The text with the mention being typed replaced by "@Name " and where the caret goes (after the
 * space; no second space when one follows already).
 */
export function insertMention(
  text: string,
  mention: MentionQuery,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const before = text.slice(0, mention.start);
  const after = text.slice(caret);
  const inserted = `@${name}${after.startsWith(' ') ? '' : ' '}`;
  return { text: before + inserted + after, caret: before.length + inserted.length + (after.startsWith(' ') ? 1 : 0) };
}

/** A stretch of a note's text: plain, or a mention of a member. */
export type MentionSegment = { text: string; userId?: undefined } | { text: string; userId: string };

/**
 * The text cut into plain stretches and mentions of the given members. At each "@" the longest
 * name that fits wins ("@Sam Rivera" is Sam Rivera, not Sam followed by " Rivera"); a name must end
 * at a word's end ("@Samantha" is not "@Sam").
 */
export function mentionSegments(text: string, candidates: readonly MentionCandidate[]): MentionSegment[] {
  const byLength = [...candidates].filter((c) => c.name).sort((a, b) => b.name.length - a.name.length);
  const segments: MentionSegment[] = [];
  let plainFrom = 0;
  let i = 0;
  while (i < text.length) {
    const found =
      text[i] === '@' && !isWordChar(text[i - 1])
        ? byLength.find((c) => text.startsWith(c.name, i + 1) && !isWordChar(text[i + 1 + c.name.length]))
        : undefined;
    if (!found) {
      i++;
      continue;
    }
    if (i > plainFrom) segments.push({ text: text.slice(plainFrom, i) });
    const end = i + 1 + found.name.length;
    segments.push({ text: text.slice(i, end), userId: found.userId });
    plainFrom = i = end;
  }
  if (plainFrom < text.length) segments.push({ text: text.slice(plainFrom) });
  return segments;
}

/**
 * The ids of the chosen members the text still names, each once, in the order first chosen. A
 * mention deleted or edited away ("@Maya Chen" → "@Maya") no longer counts.
 */
export function survivingMentionIds(text: string, chosen: readonly MentionCandidate[]): string[] {
  const named = new Set(
    mentionSegments(text, chosen)
      .filter((s) => s.userId)
      .map((s) => s.text.slice(1)),
  );
  const ids: string[] = [];
  for (const c of chosen) if (named.has(c.name) && !ids.includes(c.userId)) ids.push(c.userId);
  return ids;
}
