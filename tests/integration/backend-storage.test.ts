// The local stack's storage service through supabase-js (storage-js): uploads (multipart and raw),
// downloads, signed URLs, list, remove and limits on a bucket of this test, then the `resumes`
// bucket whose RLS policies (supabase/migrations) decide what applicants and companies may do.
//
// Errors answer as hosted storage-api does (src/internal/errors/codes.ts, src/http/error-handler.ts):
// HTTP 400 (500 only for a server failure) with `{ statusCode: "<storage status>", error, message,
// code }`, so storage-js's StorageApiError has `status` 400 and the storage status in `statusCode`.
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  getTestStack,
  serviceClient,
  signedInClient,
  sql,
  submitWithResume,
} from '../support/stack-env.ts';

const LIMIT = 4096;

/** A private bucket where each signed-in user owns (and only sees) the objects they uploaded. */
async function createOwnerBucket(): Promise<string> {
  const bucket = `h2-files-${randomUUID().slice(0, 8)}`;
  await sql('insert into storage.buckets (id, name, public, file_size_limit) values ($1, $1, false, $2)', [
    bucket,
    LIMIT,
  ]);
  await sql(
    `create policy "${bucket} owner" on storage.objects for all to authenticated
       using (bucket_id = '${bucket}' and owner = auth.uid())
       with check (bucket_id = '${bucket}' and owner = auth.uid())`,
  );
  return bucket;
}

/** A raw HTTP request, so a path like `a/../b` reaches the server as written (fetch normalises it). */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body = '',
): Promise<{ status: number; body: string }> {
  const { url } = getTestStack();
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, method, path, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('storage: files in a bucket', () => {
  let bucket: string;
  beforeAll(async () => {
    bucket = await createOwnerBucket();
  });

  it('uploads a Blob as multipart/form-data and downloads it with its content type', async () => {
    const { client } = await signedInClient();
    const up = await client.storage
      .from(bucket)
      .upload('notes/hello.txt', new Blob(['hello, partii'], { type: 'text/plain' }));
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: 'notes/hello.txt', fullPath: `${bucket}/notes/hello.txt` });
    expect(up.data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const down = await client.storage.from(bucket).download('notes/hello.txt');
    expect(down.error).toBeNull();
    expect(await down.data!.text()).toBe('hello, partii');
    expect(down.data!.type).toBe('text/plain');
  });

  it('uploads raw bytes with their content type', async () => {
    const { client } = await signedInClient();
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252]);
    const up = await client.storage
      .from(bucket)
      .upload('raw/data.bin', bytes, { contentType: 'application/octet-stream' });
    expect(up.error).toBeNull();
    const down = await client.storage.from(bucket).download('raw/data.bin');
    expect(Buffer.from(await down.data!.arrayBuffer())).toEqual(bytes);
    const [row] = await sql<{ metadata: { size: number; mimetype: string } }>(
      'select metadata from storage.objects where bucket_id = $1 and name = $2',
      [bucket, 'raw/data.bin'],
    );
    expect(row.metadata).toMatchObject({ size: 6, mimetype: 'application/octet-stream' });
  });

  it('refuses to overwrite without upsert (409), replaces with upsert and with update()', async () => {
    const { client } = await signedInClient();
    const files = client.storage.from(bucket);
    await files.upload('v.txt', new Blob(['one'], { type: 'text/plain' }));
    const dup = await files.upload('v.txt', new Blob(['two'], { type: 'text/plain' }));
    expect(dup.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    expect(await (await files.download('v.txt')).data!.text()).toBe('one');

    expect(
      (await files.upload('v.txt', new Blob(['three'], { type: 'text/plain' }), { upsert: true })).error,
    ).toBeNull();
    expect(await (await files.download('v.txt')).data!.text()).toBe('three');
    expect((await files.update('v.txt', new Blob(['four'], { type: 'text/plain' }))).error).toBeNull();
    expect(await (await files.download('v.txt')).data!.text()).toBe('four');
  });

  it('serves a signed URL without credentials, only for its object and only until it expires', async () => {
    const { client } = await signedInClient();
    const files = client.storage.from(bucket);
    await files.upload('signed/a.txt', new Blob(['A'], { type: 'text/plain' }));
    await files.upload('signed/b.txt', new Blob(['B'], { type: 'text/plain' }));
    const { data, error } = await files.createSignedUrl('signed/a.txt', 60);
    expect(error).toBeNull();
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('A');

    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const other = await fetch(`${getTestStack().url}/storage/v1/object/sign/${bucket}/signed/b.txt?token=${token}`);
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({
      statusCode: '400',
      error: 'InvalidSignature',
      message: 'Invalid signature',
      code: 'InvalidSignature',
    });

    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ url: `${bucket}/signed/a.txt` })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 120)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(getTestStack().jwtSecret));
    const late = await fetch(`${getTestStack().url}/storage/v1/object/sign/${bucket}/signed/a.txt?token=${expired}`);
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({
      statusCode: '400',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
      code: 'InvalidJWT',
    });
  });

  it('lists one folder level and removes objects', async () => {
    const { client } = await signedInClient();
    const files = client.storage.from(bucket);
    const folder = `list-${randomUUID().slice(0, 6)}`;
    for (const name of [`${folder}/a.txt`, `${folder}/b.txt`, `${folder}/sub/c.txt`]) {
      expect((await files.upload(name, new Blob([name], { type: 'text/plain' }))).error).toBeNull();
    }
    const listed = await files.list(folder);
    expect(listed.error).toBeNull();
    expect(listed.data!.map((e) => e.name).sort()).toEqual(['a.txt', 'b.txt', 'sub']);
    expect(listed.data!.find((e) => e.name === 'sub')?.id).toBeNull();

    const removed = await files.remove([`${folder}/a.txt`, `${folder}/sub/c.txt`]);
    expect(removed.error).toBeNull();
    expect(removed.data!.map((o) => o.name).sort()).toEqual([`${folder}/a.txt`, `${folder}/sub/c.txt`]);
    expect((await files.list(folder)).data!.map((e) => e.name)).toEqual(['b.txt']);
    const gone = await files.download(`${folder}/a.txt`);
    expect(gone.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
  });

  it("keeps one user's objects from another user and from anonymous visitors (RLS)", async () => {
    const owner = await signedInClient();
    const stranger = await signedInClient();
    await owner.client.storage.from(bucket).upload('private/secret.txt', new Blob(['secret'], { type: 'text/plain' }));

    const read = await stranger.client.storage.from(bucket).download('private/secret.txt');
    expect(read.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    expect((await stranger.client.storage.from(bucket).createSignedUrl('private/secret.txt', 60)).error).toMatchObject({
      status: 400,
      statusCode: '404',
    });
    expect((await stranger.client.storage.from(bucket).list('private')).data).toEqual([]);
    expect((await stranger.client.storage.from(bucket).remove(['private/secret.txt'])).data).toEqual([]);
    expect(await (await owner.client.storage.from(bucket).download('private/secret.txt')).data!.text()).toBe('secret');

    const anonUpload = await anonClient()
      .storage.from(bucket)
      .upload('anon.txt', new Blob(['x'], { type: 'text/plain' }));
    expect(anonUpload.error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
  });

  it("refuses a file over the bucket's size limit (statusCode 413)", async () => {
    const { client } = await signedInClient();
    const big = await client.storage
      .from(bucket)
      .upload('big.bin', Buffer.alloc(LIMIT + 1), { contentType: 'application/octet-stream' });
    expect(big.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const fits = await client.storage
      .from(bucket)
      .upload('fits.bin', Buffer.alloc(LIMIT), { contentType: 'application/octet-stream' });
    expect(fits.error).toBeNull();
  });

  it('refuses path traversal and absolute paths with 400', async () => {
    const { accessToken } = await signedInClient();
    const headers = {
      apikey: getTestStack().anonKey,
      authorization: `Bearer ${accessToken}`,
      'content-type': 'text/plain',
    };
    for (const name of [
      'a/../b.txt',
      '..%2F..%2Fescape.txt',
      '%2Fetc%2Fpasswd',
      'a/%2E%2E/b.txt',
      'a%2F..%2F..%2Fb.txt',
      'a//b.txt',
      './x.txt',
      'a\\..\\b',
    ]) {
      const res = await rawRequest('POST', `/storage/v1/object/${bucket}/${name}`, headers, 'x');
      expect(res.status, name).toBe(400);
      expect(JSON.parse(res.body).statusCode, name).toBe('400');
    }
    // Literal `..` segments are resolved by the gateway's URL parsing before any service sees
    // them, so they can only ever address another route: still a 4xx JSON answer.
    const literal = await rawRequest('POST', `/storage/v1/object/${bucket}/a/../../../../etc/passwd`, headers, 'x');
    expect(literal.status).toBeGreaterThanOrEqual(400);
    expect(literal.status).toBeLessThan(500);
    expect(() => JSON.parse(literal.body)).not.toThrow();
    const rows = await sql(
      `select name from storage.objects where bucket_id = $1 and (name like '%..%' or name like '/%')`,
      [bucket],
    );
    expect(rows).toEqual([]);
  });

  it('lists and reads buckets as the caller may see them', async () => {
    const all = await serviceClient().storage.listBuckets();
    expect(all.data!.map((b) => b.id)).toContain(bucket);
    const one = await serviceClient().storage.getBucket(bucket);
    expect(one.data).toMatchObject({ id: bucket, public: false, file_size_limit: LIMIT });
    const missing = await serviceClient().storage.getBucket('no-such-bucket');
    expect(missing.error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });
});

describe('storage: the resumes bucket', () => {
  const pdf = () => new Blob(['%PDF-1.4 resume of an applicant'], { type: 'application/pdf' });

  /** A recruiter with a published job and an application submitted by an anonymous visitor. */
  async function submittedApplication() {
    const recruiter = await signedInClient();
    const jobId = randomUUID();
    const job = await recruiter.client
      .from('jobs')
      .insert({ id: jobId, title: 'Resume test job', status: 'published' });
    expect(job.error).toBeNull();
    const applicationId = randomUUID();
    const cvPath = `${applicationId}/resume.pdf`;
    const submitted = await submitWithResume(applicationId, jobId, `grace-${applicationId.slice(0, 6)}@partii.test`);
    expect(submitted.error).toBeNull();
    return { recruiter, applicationId, cvPath };
  }

  it('lets an applicant upload only under their own application, right after submitting', async () => {
    const { applicationId, cvPath } = await submittedApplication();
    const resumes = anonClient().storage.from('resumes');
    const up = await resumes.upload(cvPath, pdf());
    expect(up.error).toBeNull();

    // A retry of the same upload is a duplicate, not a second file (the outbox counts it as applied).
    expect((await resumes.upload(cvPath, pdf())).error).toMatchObject({ statusCode: '409' });
    // Another name in the application's folder, or another application's folder: refused by RLS.
    expect((await resumes.upload(`${applicationId}/other.pdf`, pdf())).error).toMatchObject({ statusCode: '403' });
    expect((await resumes.upload(`${randomUUID()}/resume.pdf`, pdf())).error).toMatchObject({ statusCode: '403' });
  });

  it('never lets an applicant read a resume back', async () => {
    const { cvPath } = await submittedApplication();
    const resumes = anonClient().storage.from('resumes');
    await resumes.upload(cvPath, pdf());
    expect((await resumes.download(cvPath)).error).toMatchObject({ statusCode: '404' });
    expect((await resumes.createSignedUrl(cvPath, 60)).error).toMatchObject({ statusCode: '404' });
    const folder = cvPath.split('/')[0];
    expect((await resumes.list(folder)).data).toEqual([]);
  });

  it('lets the owning company read (download and signed URL) and not another company', async () => {
    const { recruiter, cvPath } = await submittedApplication();
    await anonClient().storage.from('resumes').upload(cvPath, pdf());

    const own = await recruiter.client.storage.from('resumes').download(cvPath);
    expect(own.error).toBeNull();
    expect(await own.data!.text()).toBe('%PDF-1.4 resume of an applicant');
    const signed = await recruiter.client.storage.from('resumes').createSignedUrl(cvPath, 60);
    expect(signed.error).toBeNull();
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200);

    const other = await signedInClient();
    expect((await other.client.storage.from('resumes').download(cvPath)).error).toMatchObject({ statusCode: '404' });
    expect((await other.client.storage.from('resumes').remove([cvPath])).data).toEqual([]);
    expect((await recruiter.client.storage.from('resumes').download(cvPath)).error).toBeNull();
  });

  it('refuses a file type the bucket does not accept', async () => {
    const { cvPath } = await submittedApplication();
    const exe = new Blob(['MZ'], { type: 'application/x-msdownload' });
    const up = await anonClient().storage.from('resumes').upload(cvPath, exe);
    expect(up.error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type application/x-msdownload is not supported',
    });
  });
});
