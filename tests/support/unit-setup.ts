// IndexedDB for Dexie in Node: fake-indexeddb is a complete in-memory implementation.
import 'fake-indexeddb/auto';
