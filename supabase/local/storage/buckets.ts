// Buckets: read as the superuser for the limits an upload must respect (storage-api does the
// same), and as the caller for the bucket endpoints, so storage.buckets' RLS decides visibility.
import type pg from 'pg';
import type { Caller } from './caller.ts';
import { asCaller } from './caller.ts';
import { bucketNotFound, duplicate, invalidMimeType, StorageHttpError } from './errors.ts';

export interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
}

/** The local stack's global upload limit (config.toml [storage] file_size_limit = 50MiB). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

const COLUMNS = 'id, name, public, file_size_limit, allowed_mime_types, created_at';

export async function bucketForUpload(pool: pg.Pool, id: string): Promise<BucketRow> {
  const { rows } = await pool.query<BucketRow>(`select ${COLUMNS} from storage.buckets where id = $1`, [id]);
  if (!rows[0]) throw bucketNotFound();
  return rows[0];
}

export function sizeLimit(bucket: BucketRow): number {
  const own = bucket.file_size_limit == null ? null : Number(bucket.file_size_limit);
  return own && own > 0 ? Math.min(own, GLOBAL_FILE_SIZE_LIMIT) : GLOBAL_FILE_SIZE_LIMIT;
}

export function checkMimeType(bucket: BucketRow, mimetype: string): void {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return;
  const base = mimetype.split(';')[0].trim().toLowerCase();
  const ok = allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    return p === base || (p.endsWith('/*') && base.startsWith(p.slice(0, -1)));
  });
  if (!ok) throw invalidMimeType(mimetype);
}

function bucketJson(row: BucketRow) {
  const created = new Date(row.created_at).toISOString();
  return {
    id: row.id,
    name: row.name,
    owner: '',
    public: row.public,
    file_size_limit: row.file_size_limit == null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    created_at: created,
    updated_at: created,
  };
}

export async function listBuckets(pool: pg.Pool, caller: Caller) {
  const rows = await asCaller(
    pool,
    caller,
    async (db) => (await db.query<BucketRow>(`select ${COLUMNS} from storage.buckets order by name`)).rows,
  );
  return rows.map(bucketJson);
}

export async function getBucket(pool: pg.Pool, caller: Caller, id: string) {
  const rows = await asCaller(
    pool,
    caller,
    async (db) => (await db.query<BucketRow>(`select ${COLUMNS} from storage.buckets where id = $1`, [id])).rows,
  );
  if (!rows[0]) throw bucketNotFound();
  return bucketJson(rows[0]);
}

export async function createBucket(
  pool: pg.Pool,
  caller: Caller,
  input: { id: string; name: string; public: boolean; fileSizeLimit: number | null; allowedMimeTypes: string[] | null },
) {
  await asCaller(pool, caller, (db) =>
    db.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ($1, $2, $3, $4, $5)`,
      [input.id, input.name, input.public, input.fileSizeLimit, input.allowedMimeTypes],
    ),
  ).catch((err) => {
    // storage-api's createBucket: a taken id is BucketAlreadyExists
    if (err instanceof StorageHttpError && err.code === 'ResourceAlreadyExists') throw duplicate('BucketAlreadyExists');
    throw err;
  });
  return { name: input.id };
}
