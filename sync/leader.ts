// One tab syncs per scope: the holder of a Web Lock. Other tabs wait in the lock's queue and see
// the leader's work through Dexie (IndexedDB changes reach every tab's live queries). When the
// leader tab closes, the browser hands the lock to the next tab, which then starts syncing.

interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<void>;
}

function lockManager(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks ?? null;
}

/**
 * Calls `lead()` once this tab holds the lock `name`, and keeps the lock until the returned
 * release function is called. Without Web Locks (Node, old browsers) the caller leads at once.
 */
export function acquireLeadership(name: string, lead: () => void): () => void {
  const locks = lockManager();
  if (!locks) {
    lead();
    return () => {};
  }
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let released = false;
  void locks
    .request(name, async () => {
      if (released) return;
      lead();
      await held;
    })
    .catch(() => {
      // Lock request aborted (e.g. the document is going away): nothing to lead.
    });
  return () => {
    released = true;
    release();
  };
}
