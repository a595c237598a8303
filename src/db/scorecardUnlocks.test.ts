import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanyDb, type Scorecard, type SyncCursor } from './schema.ts';
import { newlyUnlocked, reconcileScorecardReads } from './scorecardUnlocks.ts';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
let n = 0;

function card(patch: Partial<Scorecard>): Scorecard {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    company_id: ME,
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
    deleted_at: null,
    version: 1,
    change_xid: '100',
    interview_id: '33333333-3333-4333-8333-333333333333',
    application_id: 'app-1',
    interviewer_id: ME,
    ratings: {},
    recommendation: 'yes',
    key_takeaways: '',
    submitted_at: '2026-11-24T10:00:00.000Z',
    ...patch,
  };
}

describe('newlyUnlocked', () => {
  it('names the candidates whose own scorecard reached the server and were not counted yet', () => {
    const cards = [
      card({ application_id: 'app-1' }),
      card({ application_id: 'app-2', change_xid: null }),
      card({ application_id: 'app-3', interviewer_id: OTHER }),
      card({ application_id: 'app-4' }),
    ];
    expect(newlyUnlocked('interviewer', ME, cards, ['app-4'])).toEqual(['app-1']);
  });

  it('is empty for roles that read every scorecard', () => {
    expect(newlyUnlocked('recruiter', ME, [card({})], [])).toEqual([]);
  });
});

describe('reconcileScorecardReads', () => {
  let db: CompanyDb;
  afterEach(async () => db?.delete());

  const cursor = async () => db.syncState.get('cursor:scorecards');

  it('rewinds the scorecards cursor once an own scorecard reaches the server, not on the first look', async () => {
    db = new CompanyDb(ME, { name: `unlocks-${n}` });
    await db.syncState.put({ key: 'cursor:scorecards', xid: '90', id: ME } as SyncCursor);
    expect(await reconcileScorecardReads(db, 'interviewer')).toBe(false);
    await db.scorecards.put(card({ application_id: 'app-9', change_xid: null, _pending: 1 }));
    expect(await reconcileScorecardReads(db, 'interviewer')).toBe(false);
    expect(await cursor()).toBeDefined();

    await db.scorecards.update((await db.scorecards.toArray())[0].id, { change_xid: '120', _pending: undefined });
    expect(await reconcileScorecardReads(db, 'interviewer')).toBe(true);
    expect(await cursor()).toBeUndefined();
    // Counted once: the next look does not rewind again.
    await db.syncState.put({ key: 'cursor:scorecards', xid: '130', id: ME } as SyncCursor);
    expect(await reconcileScorecardReads(db, 'interviewer')).toBe(false);
  });

  it('a role narrowed to interviewer drops the pulled scorecards but keeps its own unsent one', async () => {
    db = new CompanyDb(ME, { name: `unlocks-narrow-${n}` });
    await reconcileScorecardReads(db, 'recruiter');
    const unsent = card({ change_xid: null, _pending: 1 });
    await db.scorecards.bulkPut([card({ interviewer_id: OTHER }), unsent]);
    await db.syncState.put({ key: 'cursor:scorecards', xid: '90', id: ME } as SyncCursor);

    expect(await reconcileScorecardReads(db, 'interviewer')).toBe(true);
    expect((await db.scorecards.toArray()).map((c) => c.id)).toEqual([unsent.id]);
    expect(await cursor()).toBeUndefined();
  });

  it('a role widened from interviewer pulls scorecards again from the start', async () => {
    db = new CompanyDb(ME, { name: `unlocks-widen-${n}` });
    await reconcileScorecardReads(db, 'interviewer');
    await db.syncState.put({ key: 'cursor:scorecards', xid: '90', id: ME } as SyncCursor);
    expect(await reconcileScorecardReads(db, 'admin')).toBe(true);
    expect(await cursor()).toBeUndefined();
  });
});
