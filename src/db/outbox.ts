// The outbox: every local write that still has to reach the server, in the order it was made.
// Entries are drained strictly in `seq` order per database by the sync engine (sync/push.ts).
//
// An entry is a union keyed on `op`: each operation carries exactly the fields it needs, so the
// engine never reads a field that "should be there" through a non-null assertion.

export type OutboxOp = OutboxEntry['op'];
export type OutboxStatus = 'pending' | 'failed';

export interface OutboxError {
  code?: string;
  message: string;
}

/** The engine's bookkeeping, the same for every operation. */
interface OutboxBookkeeping {
  /** Auto-increment: the order writes were made in, and the order they are sent in. */
  seq?: number;
  /** Idempotency key: the server skips a mutation id it has already applied (lost acknowledgement). */
  mutationId: string;
  /**
   * Server table name ('jobs', 'waitlist_submissions', ...); '' for rpc/invoke/upload. Kept on every
   * entry because the `[table+rowId]` index covers the whole store.
   */
  table: string;
  /** Entries sharing a group are blocked behind a failed member (e.g. an application's submit + resume upload). */
  group?: string;
  attempts: number;
  /**
   * Attempts the server itself answered with a transient error (`retry`: a deadlock, a
   * serialization failure). Its backoff grows with these, not with the attempts made while the
   * network was down. Absent on entries written before it existed (counts as 0).
   */
  serverRetries?: number;
  /** Epoch ms before which the engine does not retry (backoff). */
  nextAttemptAt: number;
  status: OutboxStatus;
  /** The server's reason for a rejected write (status 'failed'), or the last transient error. */
  error?: OutboxError;
  createdAt: number;
}

/** Creates or updates a synced row: only the columns in `patch` are written (company scope). */
export interface UpsertEntry extends OutboxBookkeeping {
  op: 'upsert';
  rowId: string;
  patch: Record<string, unknown>;
  /** The row's `version` when the write was made (null for a new row); never moved by another device's write. */
  baseVersion: number | null;
}

/** Soft-deletes a synced row (the server keeps a tombstone) (company scope). */
export interface DeleteEntry extends OutboxBookkeeping {
  op: 'delete';
  rowId: string;
  baseVersion: number | null;
}

/** Calls a database function through PostgREST (`submit_application`, the public forms). */
export interface RpcEntry extends OutboxBookkeeping {
  op: 'rpc';
  rpc: { fn: string; args: Record<string, unknown> };
}

/** A plain insert into a write-only table; with `onConflict`, a unique violation counts as applied. */
export interface InsertEntry extends OutboxBookkeeping {
  op: 'insert';
  patch: Record<string, unknown>;
  insert?: { onConflict?: string };
}

/** Uploads a file kept in `blobs` under `blobKey` (an "already exists" answer counts as applied). */
export interface UploadEntry extends OutboxBookkeeping {
  op: 'upload';
  upload: { bucket: string; path: string; blobKey: string };
}

/** Invokes a server function (`create_profile_admin`). */
export interface InvokeEntry extends OutboxBookkeeping {
  op: 'invoke';
  invoke: { fn: string; body: Record<string, unknown> };
}

export type RowWriteEntry = UpsertEntry | DeleteEntry;
/** Entries sent one request each (everything but row writes, which go in `sync_push` batches). */
export type SingleEntry = RpcEntry | InsertEntry | UploadEntry | InvokeEntry;
export type OutboxEntry = RowWriteEntry | SingleEntry;

export const isRowWrite = (entry: OutboxEntry): entry is RowWriteEntry =>
  entry.op === 'upsert' || entry.op === 'delete';

type Bookkeeping = 'seq' | 'mutationId' | 'attempts' | 'nextAttemptAt' | 'status' | 'error' | 'createdAt';
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What a caller passes to `enqueue`: the engine's bookkeeping fields are filled in. */
export type NewOutboxEntry = DistributiveOmit<OutboxEntry, Bookkeeping> & { mutationId?: string };

export type OutboxResult = 'applied' | 'failed' | 'pending';
