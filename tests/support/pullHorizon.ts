// sync_pull holds back the rows at or past its horizon (the oldest transaction still running when
// it reads), and the other test files' transactions run meanwhile: a row a pull does not return is
// refused only if the horizon had already passed it when that pull began. Until then, pull again.
import { sql } from './stack-env.ts';

/**
 * Runs `pull` (a sync_pull that answers `missing` when the row is not among its rows) until it
 * answers anything else, or until the horizon had passed the row's `xid` before a pull that still
 * missed it (a real refusal), or 15 s have gone by.
 */
export async function pullPastHorizon<T>(xid: string, missing: T, pull: () => Promise<T>): Promise<T> {
  for (const deadline = Date.now() + 15_000; ;) {
    const [{ passed }] = await sql<{ passed: boolean }>(
      'select pg_snapshot_xmin(pg_current_snapshot()) > $1::text::xid8 as passed',
      [xid],
    );
    const outcome = await pull();
    if (outcome !== missing || passed || Date.now() > deadline) return outcome;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
