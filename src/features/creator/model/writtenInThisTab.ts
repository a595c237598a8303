// The creator's user messages typed in this browser tab. The tab that wrote a message answers it
// after spec §9's one-second delay; any other tab or device waits a grace period first (see
// `replyDelayMs`). Kept in sessionStorage, which lives as long as the tab, reloads included: a
// reload right after Enter is the same recruiter in the same tab, and must not wait as long as
// another device would (it waited 10 s).

const KEY = 'partii.creator.writtenHere';
/** The newest ids kept: the creator answers one message at a time, so a few are plenty. */
const KEEP = 20;

/** What the tab's ids are kept in; the browser's sessionStorage when there is one. */
export type TabStore = Pick<Storage, 'getItem' | 'setItem'>;

const memory = new Map<string, string>();
const memoryStore: TabStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
};

function tabStore(): TabStore {
  try {
    // Reading the property throws where storage is blocked (some privacy settings).
    return typeof sessionStorage === 'undefined' ? memoryStore : sessionStorage;
  } catch {
    return memoryStore;
  }
}

function readIds(store: TabStore): string[] {
  try {
    const ids: unknown = JSON.parse(store.getItem(KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function markWrittenInThisTab(messageId: string, store: TabStore = tabStore()): void {
  const ids = [...readIds(store).filter((id) => id !== messageId), messageId].slice(-KEEP);
  try {
    store.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the message is then answered as another device's, only later.
  }
}

export function wasWrittenInThisTab(messageId: string, store: TabStore = tabStore()): boolean {
  return readIds(store).includes(messageId);
}
