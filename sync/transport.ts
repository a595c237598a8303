// The engine's only way to the network. Push, pull and the rest speak to this narrow interface;
// sync/supabaseTransport.ts adapts supabase-js to it, and unit tests use an in-memory server.
//
// Every method either answers what the contract says (already parsed) or throws a SyncCallError
// whose failure says what the engine may do about it (retry, refresh, split, stop, reject).
import type { BlobRecord, PulledTable, SyncedRow, SyncedTable } from '../src/db/schema.ts';
import type { SingleEntry } from '../src/db/outbox.ts';
import type { MutationResult, PullPage, PushMutation } from './contract.ts';
import type { Failure } from './errors.ts';

export class SyncCallError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

export interface PullCursor {
  xid: string;
  id: string;
}

export type SessionCheck = { ok: true } | { ok: false; reason: string; network: boolean; identity?: boolean };

export interface WatchHandlers {
  /** A realtime change on `table`: only a poke, it schedules a pull. */
  onChange(table: PulledTable): void;
  /** The realtime channel (re)joined: pull what was missed meanwhile. */
  onSubscribed(): void;
  /** A new token (refresh, sign-in of the same user): writes waiting out a backoff may go now. */
  onTokenRefreshed(): void;
}

export interface SyncTransport {
  /** The user every call is bound to; null for the public scope (anonymous or whoever is signed in). */
  readonly userId: string | null;
  /** Is there a usable session for `userId`? (Always ok for the public scope.) */
  checkSession(): Promise<SessionCheck>;
  /** After an auth failure: true when a new token for the same user is in place. */
  refreshSession(): Promise<boolean>;
  pull(table: PulledTable, cursor: PullCursor | null, limit: number, signal: AbortSignal): Promise<PullPage>;
  push(clientId: string, mutations: PushMutation[], signal: AbortSignal): Promise<MutationResult[]>;
  /** Sends one non-batched entry; resolves when the server has it (or already had it). */
  send(entry: SingleEntry, file: BlobRecord | undefined, signal: AbortSignal): Promise<void>;
  /** The server's row as this user sees it (null: none, or not visible). */
  fetchRow(table: SyncedTable, id: string, signal: AbortSignal): Promise<SyncedRow | null>;
  /** Ids of published, live jobs after `afterId` in id order (key paging: a concurrent change cannot skip one). */
  publishedJobIds(afterId: string | null, limit: number, signal: AbortSignal): Promise<string[]>;
  /** A resume file, or null when it cannot be had (missing, refused). */
  downloadResume(path: string, signal: AbortSignal): Promise<Blob | null>;
  /** Starts realtime and auth listeners; the returned function stops them. */
  watch(tables: readonly PulledTable[], handlers: WatchHandlers): () => Promise<void>;
}
