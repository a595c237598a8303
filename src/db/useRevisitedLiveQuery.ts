// A screen opened again shows what it showed last, at once, while its live query reads the store
// again (issue 12, B3): the dashboard, the jobs list and the candidates list read tens of
// milliseconds at 100 000 rows before their first result, and a recruiter goes back and forth
// between them all day. The live query's own result replaces the remembered one as soon as it
// comes (within a frame or two), so a change made elsewhere meanwhile shows right after.
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';

/**
 * The last result per screen, per store. Keyed by the store object itself: another member's store
 * (or this member's after signing out and in) is another object, so nothing remembered from one
 * can ever show in another, and it is gone with the store. One result per screen: a search typed
 * letter by letter does not pile up results.
 */
const remembered = new WeakMap<object, Map<string, { args: string; result: unknown }>>();

/** The screen's remembered result, when it was read with the same arguments. */
function rememberedResult<T>(store: object, screen: string, args: readonly unknown[]): T | undefined {
  const entry = remembered.get(store)?.get(screen);
  return entry && entry.args === JSON.stringify(args) ? (entry.result as T) : undefined;
}

function rememberResult(store: object, screen: string, args: readonly unknown[], result: unknown): void {
  let screens = remembered.get(store);
  if (!screens) remembered.set(store, (screens = new Map()));
  screens.set(screen, { args: JSON.stringify(args), result });
}

/**
 * `useLiveQuery(querier, [store, ...args])`, starting from the result the same screen last had
 * with the same arguments on the same store. `args` must be JSON-serialisable (filters, offsets,
 * versions): they are what makes a remembered result the right one.
 */
export function useRevisitedLiveQuery<T>(
  store: object,
  screen: string,
  querier: () => Promise<T> | T,
  args: readonly unknown[],
): T | undefined {
  const key = JSON.stringify(args);
  // Each result carries the arguments it was read with: after the arguments change, the hook
  // keeps giving the previous result until the new one comes, and that one must not be
  // remembered (or shown as remembered) under the new arguments.
  const live = useLiveQuery(async () => ({ key, result: await querier() }), [store, key]);
  useEffect(() => {
    if (live) rememberResult(store, screen, JSON.parse(live.key) as unknown[], live.result);
  }, [store, screen, live]);
  if (live?.key === key) return live.result;
  return rememberedResult<T>(store, screen, args) ?? live?.result;
}
