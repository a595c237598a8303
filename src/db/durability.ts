// Commit durability per kind of transaction. IndexedDB lets a transaction ask for `relaxed`
// durability: the commit is reported once the data is handed to the operating system, without
// waiting for it to reach the disk. What the sync engine's pull writes can always be pulled again
// (a page and the cursor that covers it commit together, so losing both to a power cut only means
// pulling that page once more); what a command writes — the user's own edits and their outbox
// entries — cannot, and keeps the browser's default.
//
// Dexie sets durability per database, not per transaction, so a DBCore middleware decides per
// transaction: readwrite transactions that cover `syncState` (the pull's pages with their cursor,
// the engine's status) are relaxed; every other transaction is left as it is. Commands never write
// `syncState`.
import type { DBCore, Middleware } from 'dexie';

const SYNC_STATE = 'syncState';

export const relaxedSyncWrites: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'partii-relaxed-sync-writes',
  create: (down) => ({
    ...down,
    transaction(stores, mode, options) {
      if (mode !== 'readwrite' || !stores.includes(SYNC_STATE) || options?.durability) {
        return down.transaction(stores, mode, options);
      }
      return down.transaction(stores, mode, { ...options, durability: 'relaxed' });
    },
  }),
};
