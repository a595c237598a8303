// Greenhouse's rule against anchoring (issue 14, docs/interviews.md "Roles"): an interviewer reads
// other members' scorecards of a candidate only once their own for that candidate is submitted.
// The server's RLS decides; but the rows it now lets the interviewer read were stamped long ago,
// behind the store's pull cursor, so a pull from the cursor would never bring them. When the
// interviewer's own scorecard for a new candidate reaches the server, the store pulls scorecards
// again from the start (a small table) — the same way a widened role pulls its tables again.
import type { CompanyDb, MemberRole, Scorecard, ScorecardUnlocks } from './schema.ts';

const UNLOCKS_KEY = 'scorecard-unlocks' as const;
const SCORECARDS_CURSOR = 'cursor:scorecards' as const;

/**
 * The applications whose other scorecards the member may now read and the store has not pulled
 * since: their own scorecard is on the server (it has a change stamp) and it was not counted yet.
 * Only an interviewer's reads widen this way; other roles read every scorecard from the start.
 */
export function newlyUnlocked(
  role: MemberRole | null,
  userId: string,
  scorecards: readonly Pick<Scorecard, 'application_id' | 'interviewer_id' | 'change_xid'>[],
  unlocked: readonly string[],
): string[] {
  if (role !== 'interviewer') return [];
  const known = new Set(unlocked);
  const fresh = new Set<string>();
  for (const card of scorecards) {
    if (card.interviewer_id !== userId || card.change_xid === null) continue;
    if (!known.has(card.application_id)) fresh.add(card.application_id);
  }
  return [...fresh].sort();
}

/**
 * Keeps the store's scorecards to what the member's role reads. A role that now reads more (an
 * interviewer made recruiter) or an interviewer whose own scorecard for a new candidate reached
 * the server: the scorecards cursor is rewound so the next pull starts from the beginning. A role
 * that now reads less (made interviewer): the pulled scorecards leave (the member's own writes
 * not yet sent stay) and are pulled again as that role. Answers whether the caller should pull
 * scorecards again.
 */
export async function reconcileScorecardReads(db: CompanyDb, role: MemberRole | null): Promise<boolean> {
  if (!role) return false;
  return db.transaction('rw', db.scorecards, db.syncState, async () => {
    const stored = (await db.syncState.get(UNLOCKS_KEY)) as ScorecardUnlocks | undefined;
    const roleChanged = stored !== undefined && stored.role !== role;
    if (roleChanged && role === 'interviewer') {
      await db.scorecards.filter((card) => card._pending !== 1).delete();
    }
    const unlocked = roleChanged ? [] : (stored?.applicationIds ?? []);
    const mine = await db.scorecards.filter((card) => card.interviewer_id === db.userId).toArray();
    const fresh = newlyUnlocked(role, db.userId, mine, unlocked);
    if (stored && !roleChanged && fresh.length === 0) return false;
    await db.syncState.put({
      key: UNLOCKS_KEY,
      role,
      applicationIds: [...unlocked, ...fresh].sort(),
    } satisfies ScorecardUnlocks as ScorecardUnlocks);
    // The first look (no row yet) only records: the store pulled its scorecards as this role from
    // the start, so it already holds what its own scorecards unlocked.
    const rewind = roleChanged || (stored !== undefined && fresh.length > 0);
    if (rewind) await db.syncState.delete(SCORECARDS_CURSOR);
    return rewind;
  });
}
