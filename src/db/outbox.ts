// The outbox: every local write that still has to reach the server, in the order it was made.
// Entries are drained strictly in `seq` order per database by the sync engine (sync/push.ts).

export type OutboxOp = 'upsert' | 'delete' | 'rpc' | 'insert' | 'upload' | 'invoke';
export type OutboxStatus = 'pending' | 'failed';

export interface OutboxError {
  code?: string;
  message: string;
}

export interface OutboxEntry {
  /** Auto-increment: the order writes were made in, and the order they are sent in. */
  seq?: number;
  /** Idempotency key: the server skips a mutation id it has already applied (lost acknowledgement). */
  mutationId: string;
  /** Server table name ('jobs', 'job_drafts', 'waitlist_submissions', ...); '' for rpc/invoke/upload. */
  table: string;
  op: OutboxOp;
  rowId?: string;
  patch?: Record<string, unknown>;
  /** The row's `version` when the write was made (null for a new row). */
  baseVersion?: number | null;
  rpc?: { fn: string; args: Record<string, unknown> };
  insert?: { onConflict?: string };
  upload?: { bucket: string; path: string; blobKey: string };
  invoke?: { fn: string; body: Record<string, unknown> };
  /** Entries sharing a group are blocked behind a failed member (e.g. an application's submit + resume upload). */
  group?: string;
  attempts: number;
  /** Epoch ms before which the engine does not retry (backoff). */
  nextAttemptAt: number;
  status: OutboxStatus;
  /** The server's reason for a rejected write (status 'failed'), or the last transient error. */
  error?: OutboxError;
  createdAt: number;
}

/** What a caller passes to `enqueue`: the engine's bookkeeping fields are filled in. */
export type NewOutboxEntry = Omit<
  OutboxEntry,
  'seq' | 'mutationId' | 'attempts' | 'nextAttemptAt' | 'status' | 'error' | 'createdAt'
> & { mutationId?: string };

export type OutboxResult = 'applied' | 'failed' | 'pending';
