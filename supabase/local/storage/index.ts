// The local stack's storage service, mounted by the gateway at /storage/v1: the subset of the
// Storage API that @supabase/storage-js uses for files (upload, update, download, signed URLs,
// remove, list, buckets). Bytes live on disk under <dataDir>/storage; metadata rows live in
// storage.objects and every row operation runs as the caller's role, so the RLS policies in
// supabase/migrations decide who may upload, read and delete — exactly as on a hosted project.
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StackContext } from '../context.ts';
import { BodyTooLargeError, queryOf, readBody, sendJson } from '../http.ts';
import {
  bucketForUpload,
  checkMimeType,
  createBucket,
  getBucket,
  GLOBAL_FILE_SIZE_LIMIT,
  listBuckets,
  sizeLimit,
} from './buckets.ts';
import { identifyCaller, type Caller } from './caller.ts';
import {
  bucketNotFound,
  invalidRequest,
  missingParameter,
  objectNotFound,
  RouteNotFoundError,
  sendStorageError,
  StorageHttpError,
  tooLarge,
} from './errors.ts';
import {
  deleteObjects,
  findObject,
  findObjectUnchecked,
  listObjects,
  putObject,
  type ListOptions,
  type ObjectRow,
} from './objects.ts';
import { invalidKey, objectFile, splitBucketPath, validateBucketId, validateObjectName } from './paths.ts';
import { checkSignedToken, parseExpiresIn, signObjectUrl } from './signing.ts';
import { parseUpload } from './upload.ts';

/** Bodies beyond the global file limit plus multipart overhead are refused while streaming. */
const MAX_BODY_BYTES = GLOBAL_FILE_SIZE_LIMIT + 1024 * 1024;
const MAX_JSON_BYTES = 1024 * 1024;

type Json = Record<string, unknown>;

/**
 * URL parsing resolves `..` and `%2E%2E` segments before the gateway hands over `subpath`, so
 * `object/b/a/%2E%2E/x` would silently become `object/b/x`. Storage keys never contain dot
 * segments; a request whose raw path has one is refused instead of being re-addressed.
 */
function rejectDotSegments(rawUrl: string): void {
  const rawPath = rawUrl.split('?')[0];
  for (const segment of rawPath.split(/[/\\]/)) {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw invalidKey(rawPath);
    }
    if (decoded === '.' || decoded === '..') throw invalidKey(rawPath);
  }
}

async function readJson(req: IncomingMessage): Promise<Json> {
  let text: string;
  try {
    const body = await readBody(req, MAX_JSON_BYTES);
    if (body.length > MAX_JSON_BYTES) throw tooLarge();
    text = body.toString('utf8');
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw tooLarge();
    throw err;
  }
  let value: unknown;
  try {
    value = text === '' ? {} : JSON.parse(text);
  } catch {
    throw invalidRequest('Body is not valid JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalidRequest('Body must be a JSON object');
  return value as Json;
}

export function createStorageHandler(ctx: StackContext) {
  const { pool, dataDir } = ctx;
  const secret = ctx.config.jwtSecret;

  async function upload(req: IncomingMessage, res: ServerResponse, caller: Caller, rest: string, update: boolean) {
    const { bucket, name } = splitBucketPath(rest);
    validateObjectName(name);
    const bucketRow = await bucketForUpload(pool, bucket);
    const limit = sizeLimit(bucketRow);
    let body: Buffer;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (err) {
      if (err instanceof BodyTooLargeError) throw tooLarge();
      throw err;
    }
    const file = await parseUpload(req, body);
    if (file.bytes.length > limit) throw tooLarge();
    checkMimeType(bucketRow, file.mimetype);
    const upsert = update || String(req.headers['x-upsert'] ?? '').toLowerCase() === 'true';
    const row = await putObject(pool, dataDir, caller, { bucket, name, ...file, upsert });
    sendJson(res, 200, { Id: row.id, Key: `${bucket}/${name}` });
  }

  function serveFile(req: IncomingMessage, res: ServerResponse, row: ObjectRow, download: string | null) {
    const meta = row.metadata;
    const headers: Record<string, string> = {
      'content-type': meta?.mimetype ?? 'application/octet-stream',
      'cache-control': meta?.cacheControl ?? 'no-cache',
      etag: meta?.eTag ?? '',
      'last-modified': new Date(row.updated_at).toUTCString(),
    };
    if (meta?.size != null) headers['content-length'] = String(meta.size);
    if (download !== null) {
      const filename = download || row.name.split('/').pop() || 'download';
      headers['content-disposition'] = `attachment; filename="${encodeURIComponent(filename)}"`;
    }
    if (req.method === 'HEAD') {
      res.writeHead(200, headers);
      res.end();
      return;
    }
    const stream = createReadStream(objectFile(dataDir, row.bucket_id, row.name));
    stream.once('error', () => sendStorageError(res, objectNotFound()));
    stream.once('open', () => {
      res.writeHead(200, headers);
      stream.pipe(res);
    });
  }

  async function download(req: IncomingMessage, res: ServerResponse, caller: Caller, rest: string) {
    const { bucket, name } = splitBucketPath(rest);
    validateObjectName(name);
    serveFile(req, res, await findObject(pool, caller, bucket, name), queryOf(req).get('download'));
  }

  async function publicDownload(req: IncomingMessage, res: ServerResponse, rest: string) {
    const { bucket, name } = splitBucketPath(rest);
    validateObjectName(name);
    const bucketRow = await bucketForUpload(pool, bucket);
    if (!bucketRow.public) throw bucketNotFound();
    serveFile(req, res, await findObjectUnchecked(pool, bucket, name), queryOf(req).get('download'));
  }

  async function signedDownload(req: IncomingMessage, res: ServerResponse, rest: string) {
    const { bucket, name } = splitBucketPath(rest);
    validateObjectName(name);
    const token = queryOf(req).get('token');
    if (!token) throw missingParameter('token');
    await checkSignedToken(secret, token, bucket, name);
    serveFile(req, res, await findObjectUnchecked(pool, bucket, name), queryOf(req).get('download'));
  }

  async function sign(req: IncomingMessage, res: ServerResponse, caller: Caller, rest: string) {
    const { bucket, name } = splitBucketPath(rest);
    const body = await readJson(req);
    const expiresIn = parseExpiresIn(body.expiresIn);
    if (name === '') {
      // createSignedUrls: one answer per path, an error for paths the caller cannot read.
      const paths = body.paths;
      if (!Array.isArray(paths) || paths.some((p) => typeof p !== 'string')) {
        throw invalidRequest('paths must be an array of strings');
      }
      const out = [];
      for (const path of paths as string[]) {
        try {
          validateObjectName(path);
          await findObject(pool, caller, bucket, path);
          out.push({ error: null, path, signedURL: await signObjectUrl(secret, bucket, path, expiresIn) });
        } catch (err) {
          if (!(err instanceof StorageHttpError)) throw err;
          out.push({
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          });
        }
      }
      sendJson(res, 200, out);
      return;
    }
    validateObjectName(name);
    // Signing is reading: only a caller who may select the object gets a URL for it.
    await findObject(pool, caller, bucket, name);
    sendJson(res, 200, { signedURL: await signObjectUrl(secret, bucket, name, expiresIn) });
  }

  async function remove(req: IncomingMessage, res: ServerResponse, caller: Caller, rest: string) {
    const { bucket, name } = splitBucketPath(rest);
    if (name !== '') {
      validateObjectName(name);
      const deleted = await deleteObjects(pool, dataDir, caller, bucket, [name]);
      if (deleted.length === 0) throw objectNotFound();
      sendJson(res, 200, { message: 'Successfully deleted' });
      return;
    }
    const body = await readJson(req);
    const prefixes = body.prefixes;
    if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.some((p) => typeof p !== 'string')) {
      throw invalidRequest('prefixes must be a non-empty array of strings');
    }
    if (prefixes.length > 1000) throw invalidRequest('At most 1000 prefixes can be deleted at once');
    const deleted = await deleteObjects(pool, dataDir, caller, bucket, prefixes as string[]);
    sendJson(
      res,
      200,
      deleted.map((row) => ({
        bucket_id: row.bucket_id,
        name: row.name,
        id: row.id,
        owner: row.owner,
        metadata: row.metadata,
        created_at: new Date(row.created_at).toISOString(),
        updated_at: new Date(row.updated_at).toISOString(),
        last_accessed_at: new Date(row.updated_at).toISOString(),
      })),
    );
  }

  async function list(req: IncomingMessage, res: ServerResponse, caller: Caller, rest: string) {
    const bucket = validateBucketId(decodeURIComponent(rest));
    const body = await readJson(req);
    const prefix = body.prefix ?? '';
    const limit = body.limit ?? 100;
    const offset = body.offset ?? 0;
    const search = body.search ?? '';
    const sortBy = (body.sortBy ?? {}) as Json;
    const column = sortBy.column ?? 'name';
    const order = String(sortBy.order ?? 'asc').toLowerCase();
    if (typeof prefix !== 'string' || typeof search !== 'string')
      throw invalidRequest('prefix and search must be strings');
    if (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > 1000)
      throw invalidRequest('limit must be an integer 1–1000');
    if (!Number.isInteger(offset) || (offset as number) < 0)
      throw invalidRequest('offset must be a non-negative integer');
    if (!['name', 'created_at', 'updated_at'].includes(column as string))
      throw invalidRequest('sortBy.column is invalid');
    if (order !== 'asc' && order !== 'desc') throw invalidRequest('sortBy.order is invalid');
    const options: ListOptions = {
      prefix,
      limit: limit as number,
      offset: offset as number,
      search,
      sortColumn: column as ListOptions['sortColumn'],
      sortOrder: order,
    };
    sendJson(res, 200, await listObjects(pool, caller, bucket, options));
  }

  async function newBucket(req: IncomingMessage, res: ServerResponse, caller: Caller) {
    const body = await readJson(req);
    const id = typeof body.id === 'string' ? body.id : typeof body.name === 'string' ? body.name : '';
    validateBucketId(id);
    const limit = body.file_size_limit;
    const mimes = body.allowed_mime_types;
    if (limit != null && (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0)) {
      throw invalidRequest('file_size_limit must be a number of bytes');
    }
    if (mimes != null && (!Array.isArray(mimes) || mimes.some((m) => typeof m !== 'string'))) {
      throw invalidRequest('allowed_mime_types must be an array of strings');
    }
    const created = await createBucket(pool, caller, {
      id,
      name: typeof body.name === 'string' ? body.name : id,
      public: body.public === true,
      fileSizeLimit: (limit as number | null) ?? null,
      allowedMimeTypes: (mimes as string[] | null) ?? null,
    });
    sendJson(res, 200, created);
  }

  async function route(req: IncomingMessage, res: ServerResponse, subpath: string) {
    const method = req.method ?? 'GET';
    const path = subpath.replace(/^\/+/, '');
    const match = (prefix: string) => (path.startsWith(prefix) ? path.slice(prefix.length) : null);
    let rest: string | null;

    // Routes that carry their own proof of access and need no caller JWT.
    if ((method === 'GET' || method === 'HEAD') && (rest = match('object/public/')) !== null)
      return publicDownload(req, res, rest);
    if ((method === 'GET' || method === 'HEAD') && (rest = match('object/sign/')) !== null)
      return signedDownload(req, res, rest);

    const caller = await identifyCaller(secret, req);
    if (path === 'bucket' || path === 'bucket/') {
      if (method === 'GET') return sendJson(res, 200, await listBuckets(pool, caller));
      if (method === 'POST') return newBucket(req, res, caller);
    }
    if ((rest = match('bucket/')) !== null && method === 'GET' && !rest.includes('/')) {
      return sendJson(res, 200, await getBucket(pool, caller, validateBucketId(decodeURIComponent(rest))));
    }
    if ((rest = match('object/list/')) !== null && method === 'POST') return list(req, res, caller, rest);
    if ((rest = match('object/sign/')) !== null && method === 'POST') return sign(req, res, caller, rest);
    if ((rest = match('object/authenticated/')) !== null && (method === 'GET' || method === 'HEAD')) {
      return download(req, res, caller, rest);
    }
    if ((rest = match('object/info/')) !== null && method === 'GET') {
      const { bucket, name } = splitBucketPath(rest);
      validateObjectName(name);
      const row = await findObject(pool, caller, bucket, name);
      return sendJson(res, 200, {
        id: row.id,
        name: row.name,
        bucket_id: row.bucket_id,
        size: row.metadata?.size ?? null,
        content_type: row.metadata?.mimetype ?? null,
        cache_control: row.metadata?.cacheControl ?? null,
        etag: row.metadata?.eTag ?? null,
        metadata: row.metadata,
        created_at: new Date(row.created_at).toISOString(),
        updated_at: new Date(row.updated_at).toISOString(),
        last_modified: new Date(row.updated_at).toISOString(),
      });
    }
    if ((rest = match('object/')) !== null) {
      if (method === 'POST') return upload(req, res, caller, rest, false);
      if (method === 'PUT') return upload(req, res, caller, rest, true);
      if (method === 'GET' || method === 'HEAD') return download(req, res, caller, rest);
      if (method === 'DELETE') return remove(req, res, caller, rest);
    }
    // what storage-api sees behind the API gateway: the path without /storage/v1
    throw new RouteNotFoundError(`Route ${method}:/${path} not found`);
  }

  return async function handleStorage(req: IncomingMessage, res: ServerResponse, subpath: string): Promise<void> {
    void readBody(req, MAX_BODY_BYTES); // start buffering before the first await
    try {
      rejectDotSegments(req.url ?? '');
      await route(req, res, subpath);
    } catch (err) {
      if (!(err instanceof StorageHttpError) && !(err instanceof RouteNotFoundError)) {
        ctx.log('[storage] unexpected error', err);
      }
      sendStorageError(res, err);
    }
  };
}
