// "Remove this device's data" (spec §8 sign-out, for shared computers; issue 24): everything of
// the person on this browser goes, so the next person finds nothing of theirs. Their company
// stores, the personal part of the public store (an application chat, its resume, unsent public
// writes), the app's localStorage keys of this user (the company chosen on this device, the list of
// companies) and the app's sessionStorage keys (this tab's, e.g. the creator's ids). Published jobs
// are public and stay; another member's keys on this browser are theirs and stay too.
// Cache Storage holds only the built app and /config.json (vite.config.ts, workbox): nothing
// personal, so it is left as it is. The session itself is ended by the sign-out before this runs.
import { deleteCompanyDb, getPublicDb, removePublicPersonalData } from '@/db';

/** Every key the app writes to Web Storage starts with this (`partii:company:<user>`, `partii.creator…`). */
const APP_KEY_PREFIX = 'partii';

function removeAppKeys(storage: Storage | undefined, belongs: (key: string) => boolean): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(APP_KEY_PREFIX) && belongs(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage may be unavailable (blocked cookies, private mode): nothing was kept there then.
  }
}

/**
 * Removes this device's data of the person signing out. Every part is attempted; the first failure
 * (most often a company store another open tab keeps from being deleted) is rethrown at the end.
 */
export async function removeThisDevicesData(userId: string | null): Promise<void> {
  const failures: unknown[] = [];
  // First the public store's personal part: one transaction, never blocked by another tab.
  await removePublicPersonalData(getPublicDb()).catch((error: unknown) => failures.push(error));
  removeAppKeys(globalThis.localStorage, (key) => userId !== null && key.includes(userId));
  // Session storage lives and dies with this tab, which is the person's signing out.
  removeAppKeys(globalThis.sessionStorage, () => true);
  if (userId) await deleteCompanyDb(userId).catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw failures[0] instanceof Error ? failures[0] : new Error(String(failures[0]));
}
