// What a device does when its member loses access (issue 13, docs/teams.md "Client"): removed
// from the company, or a role that may read less. Rows the member may no longer read leave the
// store; writes they made that the server has not taken stay, refused with the reason, so nothing
// they typed is silently lost.
import { tablesHiddenFrom } from './permissions.ts';
import {
  localTableName,
  PULLED_TABLES,
  type CompanyDb,
  type CompanyMember,
  type MemberRole,
  type PulledTable,
} from './schema.ts';

const cursorKey = (table: PulledTable) => `cursor:${table}` as const;

/**
 * The member was removed from the company (the server refused a pull: not a member). Empties the
 * store's rows, counts, cursors and cached resumes in one transaction, and turns every pending
 * outbox entry into a refused one carrying `reason`. Files waiting to upload stay with their entry.
 */
export async function forgetCompanyRows(db: CompanyDb, reason: string): Promise<void> {
  const rowTables = PULLED_TABLES.map((table) => db.table(localTableName(table)));
  await db.transaction('rw', [...rowTables, db.counts, db.resumeCache, db.syncState, db.outbox], async () => {
    for (const table of rowTables) await table.clear();
    await db.counts.clear();
    await db.resumeCache.clear();
    await db.syncState.bulkDelete([...PULLED_TABLES.map(cursorKey), 'scorecard-unlocks']);
    await db.outbox
      .where('status')
      .equals('pending')
      .modify({ status: 'failed', error: { code: '42501', message: reason } });
  });
}

/**
 * The member's role now reads less (recruiter → interviewer): the tables it may not read leave
 * the store, and their cursors with them, so a later widening pulls them again from the start.
 * Answers the tables it emptied.
 */
export async function dropHiddenTables(db: CompanyDb, role: MemberRole): Promise<PulledTable[]> {
  const hidden = tablesHiddenFrom(role);
  const emptied: PulledTable[] = [];
  await db.transaction('rw', [...hidden.map((t) => db.table(localTableName(t))), db.syncState], async () => {
    for (const table of hidden) {
      const rows = db.table(localTableName(table));
      const cursor = await db.syncState.get(cursorKey(table));
      if (!cursor && (await rows.count()) === 0) continue;
      await rows.clear();
      await db.syncState.delete(cursorKey(table));
      emptied.push(table);
    }
  });
  return emptied;
}

/** The member's own live membership of the store's company, as last pulled; undefined before. */
export async function myMembership(db: CompanyDb): Promise<CompanyMember | undefined> {
  const mine = await db.companyMembers.where('user_id').equals(db.userId).toArray();
  return mine.find((m) => m.company_id === db.companyId && !m.deleted_at);
}

/** The member's own role in the store's company, as last pulled; null before the first pull. */
export async function myRole(db: CompanyDb): Promise<MemberRole | null> {
  return (await myMembership(db))?.role ?? null;
}
