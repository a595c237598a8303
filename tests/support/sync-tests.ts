// Setup the sync engine's integration tests (tests/integration/sync-*.test.ts) share: engines
// stopped and throw-away stores deleted after each test, and a fresh recruiter with a client.
import { afterEach } from 'vitest';
import { enqueue } from '../../src/db/commands.ts';
import type { PublicDb } from '../../src/db/schema.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startCompanySync, startPublicSync, type SyncHandle, type SyncOptions } from '../../sync/index.ts';
import {
  anonymousClient,
  deleteTestDbs,
  freshCompanyDb,
  tokenClient,
  type FlakyNetwork,
} from '../../sync/test-support.ts';
import { accessTokenFor, createUser, getTestStack } from './stack-env.ts';

const started: SyncHandle[] = [];

/**
 * Call once at the top level of a test file. Returns the list to push started engines to: after
 * each test they (and those started by startCompanySyncOnFreshStore) are stopped, then every store
 * made by sync/test-support.ts is deleted.
 */
export function stopSyncAfterEach(): SyncHandle[] {
  afterEach(async () => {
    for (const h of started.splice(0)) await h.stop();
    await deleteTestDbs();
  });
  return started;
}

/** The app's company sync engine for `userId` over `client`, on a fresh store. */
export function startCompanySyncOnFreshStore(client: SupabaseClient, userId: string, options: SyncOptions) {
  const db = freshCompanyDb(userId);
  const handle = startCompanySync(db, client, userId, options);
  started.push(handle);
  return { db, handle };
}

/** The app's public sync engine on `db` with the anon key (over `network` when given), no polling. */
export function startPublicSyncOn(db: PublicDb, network?: FlakyNetwork): SyncHandle {
  const { url, anonKey } = getTestStack();
  const handle = startPublicSync(db, anonymousClient(url, anonKey, network), { pollIntervalMs: 0 });
  started.push(handle);
  return handle;
}

/** A new recruiter, a client with a fixed access token (over `network` when given) and a fresh store. */
export async function newRecruiter(network?: FlakyNetwork) {
  const user = await createUser();
  const { url, anonKey } = getTestStack();
  const client = tokenClient(url, anonKey, await accessTokenFor(user), network);
  return { user, client, db: freshCompanyDb(user.id) };
}

export interface QueuedApplication {
  applicationId: string;
  jobId: string;
  firstName: string;
  lastName: string;
  email: string;
  answers?: unknown[];
  resumeText: string | null;
  /** The file, stored under `key` in the blob store, and the path it is uploaded to (the cv_path). */
  resume: { key: string; blob: Blob; name: string; type: string; path: string };
}

/**
 * Queues an application as raw outbox entries, as the apply form does: its resume in the blob
 * store, then in one group the submit_application call and the resume's upload.
 */
export async function queueApplication(
  db: PublicDb,
  a: QueuedApplication,
): Promise<{ submit: string; upload: string }> {
  const { key, blob, name, type, path } = a.resume;
  const group = `application:${a.applicationId}`;
  await db.blobs.put({ key, blob, name, type });
  const args = {
    p_application_id: a.applicationId,
    p_job_id: a.jobId,
    p_first_name: a.firstName,
    p_last_name: a.lastName,
    p_email: a.email,
    p_phone: '',
    p_answers: a.answers ?? [],
    p_cv_path: path,
    p_resume_filename: name,
    p_resume_text: a.resumeText,
  };
  const submit = await enqueue(db, { table: '', op: 'rpc', group, rpc: { fn: 'submit_application', args } });
  const upload = await enqueue(db, {
    table: '',
    op: 'upload',
    group,
    upload: { bucket: 'resumes', path, blobKey: key },
  });
  return { submit, upload };
}
