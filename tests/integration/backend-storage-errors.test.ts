// The local storage service answers errors the way hosted storage-api does (supabase/storage
// src/internal/errors/codes.ts ERRORS, src/storage/database/errors.ts, src/http/error-handler.ts):
// HTTP 400 for every handled error (500 only for a server failure), the storage status in the
// body as a string, the legacy `error` name and storage-api's `code`:
//
//   { statusCode: "409", error: "Duplicate", message: "The resource already exists", code: "KeyAlreadyExists" }
//
// An unknown route is Fastify's own 404. storage-js reads these as StorageApiError(message,
// status = 400, statusCode = the body's), and the app's upload op (sync/supabaseTransport.ts) reads
// "already exists" from `statusCode`/`message`, so a retried resume upload still counts as applied.
import { StorageApiError } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { supabaseTransport } from '../../sync/supabaseTransport.ts';
import { SyncCallError } from '../../sync/transport.ts';
import type { UploadEntry } from '../../src/db/outbox.ts';
import {
  anonClient,
  getTestStack,
  insertJobOfNewCompany,
  serviceClient,
  signedInClient,
  sql,
  submitWithResume,
} from '../support/stack-env.ts';

const LIMIT = 1024;

async function storageFetch(path: string, init: RequestInit & { token?: string } = {}) {
  const { url, anonKey } = getTestStack();
  const res = await fetch(`${url}/storage/v1/${path}`, {
    ...init,
    headers: { apikey: anonKey, authorization: `Bearer ${init.token ?? anonKey}`, ...(init.headers as object) },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A private bucket where signed-in users own their objects, text files only, LIMIT bytes at most. */
async function createBucket(): Promise<string> {
  const bucket = `errors-${randomUUID().slice(0, 8)}`;
  await sql(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
     values ($1, $1, false, $2, array['text/plain'])`,
    [bucket, LIMIT],
  );
  await sql(
    `create policy "${bucket} owner" on storage.objects for all to authenticated
       using (bucket_id = '${bucket}' and owner = auth.uid())
       with check (bucket_id = '${bucket}' and owner = auth.uid())`,
  );
  return bucket;
}

const text = (body: string) => new Blob([body], { type: 'text/plain' });

describe('storage errors: the hosted shape (HTTP 400, statusCode/error/message/code)', () => {
  let bucket: string;
  let user: Awaited<ReturnType<typeof signedInClient>>;
  beforeAll(async () => {
    bucket = await createBucket();
    user = await signedInClient();
  });

  it('duplicate object: 409 Duplicate "The resource already exists" (KeyAlreadyExists)', async () => {
    const files = user.client.storage.from(bucket);
    expect((await files.upload('dup.txt', text('one'))).error).toBeNull();
    const { error } = await files.upload('dup.txt', text('two'));
    expect(error).toBeInstanceOf(StorageApiError);
    expect(error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });

    const raw = await storageFetch(`object/${bucket}/dup.txt`, {
      method: 'POST',
      token: user.accessToken,
      headers: { 'content-type': 'text/plain' },
      body: 'three',
    });
    expect(raw).toEqual({
      status: 400,
      body: { statusCode: '409', error: 'Duplicate', message: 'The resource already exists', code: 'KeyAlreadyExists' },
    });
  });

  it('missing object: 404 not_found "Object not found" (NoSuchKey) on download, info, sign and delete', async () => {
    const notFound = { statusCode: '404', error: 'not_found', message: 'Object not found', code: 'NoSuchKey' };
    const token = user.accessToken;
    expect(await storageFetch(`object/authenticated/${bucket}/nothing.txt`, { token })).toEqual({
      status: 400,
      body: notFound,
    });
    expect(await storageFetch(`object/${bucket}/nothing.txt`, { token })).toEqual({ status: 400, body: notFound });
    expect(await storageFetch(`object/info/${bucket}/nothing.txt`, { token })).toEqual({ status: 400, body: notFound });
    expect(await storageFetch(`object/${bucket}/nothing.txt`, { method: 'DELETE', token })).toEqual({
      status: 400,
      body: notFound,
    });
    const signed = await user.client.storage.from(bucket).createSignedUrl('nothing.txt', 60);
    expect(signed.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
  });

  it('RLS refusal: 403 Unauthorized "new row violates row-level security policy" (AccessDenied)', async () => {
    const raw = await storageFetch(`object/${bucket}/anon.txt`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(raw).toEqual({
      status: 400,
      body: {
        statusCode: '403',
        error: 'Unauthorized',
        message: 'new row violates row-level security policy',
        code: 'AccessDenied',
      },
    });
  });

  it('too large: 413 "Payload too large" (EntityTooLarge)', async () => {
    const raw = await storageFetch(`object/${bucket}/big.txt`, {
      method: 'POST',
      token: user.accessToken,
      headers: { 'content-type': 'text/plain' },
      body: 'x'.repeat(LIMIT + 1),
    });
    expect(raw).toEqual({
      status: 400,
      body: {
        statusCode: '413',
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
        code: 'EntityTooLarge',
      },
    });
  });

  it('refused type: 415 invalid_mime_type (InvalidMimeType)', async () => {
    const raw = await storageFetch(`object/${bucket}/page.html`, {
      method: 'POST',
      token: user.accessToken,
      headers: { 'content-type': 'text/html' },
      body: '<p>',
    });
    expect(raw).toEqual({
      status: 400,
      body: {
        statusCode: '415',
        error: 'invalid_mime_type',
        message: 'mime type text/html is not supported',
        code: 'InvalidMimeType',
      },
    });
  });

  it('invalid key: 400 InvalidKey; invalid bucket name: 400 "Invalid Input" (InvalidBucketName)', async () => {
    const key = await storageFetch(`object/${bucket}/a//b.txt`, {
      method: 'POST',
      token: user.accessToken,
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(key).toEqual({
      status: 400,
      body: { statusCode: '400', error: 'InvalidKey', message: 'Invalid key: a//b.txt', code: 'InvalidKey' },
    });
    const name = await storageFetch(`bucket/${encodeURIComponent('bad/../name')}`, { token: user.accessToken });
    expect(name.status).toBe(400);
    expect(name.body.statusCode).toBe('400');
    const badName = await serviceClient().storage.createBucket(' spaced ');
    expect(badName.error).toMatchObject({ status: 400, statusCode: '400', message: 'Bucket name invalid' });
  });

  it('missing bucket: 404 "Bucket not found" (NoSuchBucket); a taken bucket id: 409 Duplicate (BucketAlreadyExists)', async () => {
    const bucketNotFound = {
      statusCode: '404',
      error: 'Bucket not found',
      message: 'Bucket not found',
      code: 'NoSuchBucket',
    };
    expect(await storageFetch('bucket/no-such-bucket', { token: getTestStack().serviceRoleKey })).toEqual({
      status: 400,
      body: bucketNotFound,
    });
    expect(
      await storageFetch('object/no-such-bucket/a.txt', {
        method: 'POST',
        token: user.accessToken,
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      }),
    ).toEqual({ status: 400, body: bucketNotFound });

    const again = await storageFetch('bucket', {
      method: 'POST',
      token: getTestStack().serviceRoleKey,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: bucket, name: bucket }),
    });
    expect(again).toEqual({
      status: 400,
      body: {
        statusCode: '409',
        error: 'Duplicate',
        message: 'The resource already exists',
        code: 'BucketAlreadyExists',
      },
    });
  });

  it('a refused caller JWT: 403 Unauthorized with jose’s words (AccessDenied), as storage-api’s jwt plugin', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.user.id)
      .setIssuedAt(now - 120)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(getTestStack().jwtSecret));
    expect(await storageFetch(`object/authenticated/${bucket}/dup.txt`, { token: expired })).toEqual({
      status: 400,
      body: {
        statusCode: '403',
        error: 'Unauthorized',
        message: '"exp" claim timestamp check failed',
        code: 'AccessDenied',
      },
    });
  });

  it('an unknown route: Fastify’s 404', async () => {
    const { url, anonKey } = getTestStack();
    const res = await fetch(`${url}/storage/v1/no-such-route`, {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET:/no-such-route not found',
    });
  });
});

describe("storage errors as the app's upload op reads them (sync/supabaseTransport.ts)", () => {
  const upload = (path: string): UploadEntry => ({
    op: 'upload',
    mutationId: randomUUID(),
    table: '',
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    createdAt: Date.now(),
    upload: { bucket: 'resumes', path, blobKey: `blob-${path}` },
  });
  const file = (key: string) => ({
    key,
    blob: new Blob(['%PDF-1.4 a resume'], { type: 'application/pdf' }),
    name: 'resume.pdf',
    type: 'application/pdf',
  });

  it('a resume upload retried after a lost acknowledgement counts as applied; an RLS refusal is rejected', async () => {
    const { jobId } = await insertJobOfNewCompany('Storage errors job', 'published');
    const applicationId = randomUUID();
    const submitted = await submitWithResume(applicationId, jobId, `ada-${applicationId.slice(0, 6)}@partii.test`);
    expect(submitted.error).toBeNull();
    const transport = supabaseTransport({ data: anonClient() });
    const signal = new AbortController().signal;
    const entry = upload(`${applicationId}/resume.pdf`);

    await expect(transport.send(entry, file(entry.upload.blobKey), signal)).resolves.toBeUndefined();
    // the same upload again: storage answers 400 { statusCode: "409", error: "Duplicate" }: applied
    await expect(transport.send(entry, file(entry.upload.blobKey), signal)).resolves.toBeUndefined();
    const rows = await sql(`select 1 from storage.objects where bucket_id = 'resumes' and name = $1`, [
      entry.upload.path,
    ]);
    expect(rows).toHaveLength(1);

    // another application's folder: RLS says no, a refusal of this write (not a retry)
    const refused = upload(`${randomUUID()}/resume.pdf`);
    const error = await transport.send(refused, file(refused.upload.blobKey), signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SyncCallError);
    expect((error as SyncCallError).failure).toMatchObject({ kind: 'rejected', code: '403' });
  });
});
