// storage.objects rows, always written and read as the caller (see caller.ts), and the bytes on
// disk. A file is written to a temporary name first and renamed into place only after its row
// committed, so a refused upload (RLS, duplicate) never replaces the bytes of an existing object.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { asCaller, type Caller } from './caller.ts';
import { duplicate, objectNotFound, StorageHttpError } from './errors.ts';
import { objectFile } from './paths.ts';

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  metadata: ObjectMetadata | null;
  created_at: Date;
  updated_at: Date;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

const COLUMNS = 'id, bucket_id, name, owner, metadata, created_at, updated_at';

export async function putObject(
  pool: pg.Pool,
  dataDir: string,
  caller: Caller,
  input: { bucket: string; name: string; bytes: Buffer; mimetype: string; cacheControl: string; upsert: boolean },
): Promise<ObjectRow> {
  const file = objectFile(dataDir, input.bucket, input.name);
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.upload`;
  await writeFile(temp, input.bytes);
  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(input.bytes).digest('hex')}"`,
    size: input.bytes.length,
    mimetype: input.mimetype,
    cacheControl: input.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: input.bytes.length,
    httpStatusCode: 200,
  };
  try {
    const row = await asCaller(pool, caller, async (db) => {
      if (input.upsert) {
        // Upsert needs the SELECT and UPDATE policies as well, as on hosted projects.
        const { rows } = await db.query<ObjectRow>(
          `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4)
           on conflict (bucket_id, name) do update set owner = excluded.owner, metadata = excluded.metadata,
             updated_at = now()
           returning ${COLUMNS}`,
          [input.bucket, input.name, caller.userId, metadata],
        );
        return rows[0];
      }
      // No RETURNING: it would demand a SELECT policy, and an applicant may write a resume
      // without ever being allowed to read it back.
      const id = randomUUID();
      const now = new Date();
      await db.query(`insert into storage.objects (id, bucket_id, name, owner, metadata) values ($1, $2, $3, $4, $5)`, [
        id,
        input.bucket,
        input.name,
        caller.userId,
        metadata,
      ]);
      // A new object (the insert passed its unique key, so no bytes are replaced): its bytes are in
      // place before its row commits, as on hosted storage (file first, row after), so whatever the
      // row's commit makes visible (a trigger naming it in applications.cv_url) names a readable file.
      await rename(temp, file);
      return {
        id,
        bucket_id: input.bucket,
        name: input.name,
        owner: caller.userId,
        metadata,
        created_at: now,
        updated_at: now,
      };
    });
    if (input.upsert) await rename(temp, file);
    return row;
  } catch (err) {
    await rm(temp, { force: true });
    // storage-api's createObject: a taken name is KeyAlreadyExists
    if (err instanceof StorageHttpError && err.code === 'ResourceAlreadyExists') throw duplicate('KeyAlreadyExists');
    throw err;
  }
}

/** The object row if the caller may select it (RLS), else "Object not found" as hosted answers. */
export async function findObject(pool: pg.Pool, caller: Caller, bucket: string, name: string): Promise<ObjectRow> {
  const rows = await asCaller(
    pool,
    caller,
    async (db) =>
      (
        await db.query<ObjectRow>(`select ${COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [
          bucket,
          name,
        ])
      ).rows,
  );
  if (!rows[0]) throw objectNotFound();
  return rows[0];
}

/** For signed URLs: the token already proves access, so the row is read without RLS. */
export async function findObjectUnchecked(pool: pg.Pool, bucket: string, name: string): Promise<ObjectRow> {
  const { rows } = await pool.query<ObjectRow>(
    `select ${COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  if (!rows[0]) throw objectNotFound();
  return rows[0];
}

/** Deletes what the caller may delete among `names`; answers the deleted rows. */
export async function deleteObjects(
  pool: pg.Pool,
  dataDir: string,
  caller: Caller,
  bucket: string,
  names: string[],
): Promise<ObjectRow[]> {
  const rows = await asCaller(
    pool,
    caller,
    async (db) =>
      (
        await db.query<ObjectRow>(
          `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${COLUMNS}`,
          [bucket, names],
        )
      ).rows,
  );
  for (const row of rows) await rm(objectFile(dataDir, bucket, row.name), { force: true });
  return rows;
}

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  sortColumn: 'name' | 'created_at' | 'updated_at';
  sortOrder: 'asc' | 'desc';
  search: string;
}

/**
 * One folder level below `prefix`, like storage.search(): sub-folders appear once with null
 * id/metadata, files with their row. Only rows the caller may select are seen.
 */
export async function listObjects(pool: pg.Pool, caller: Caller, bucket: string, options: ListOptions) {
  const folder = options.prefix === '' || options.prefix.endsWith('/') ? options.prefix : `${options.prefix}/`;
  const rows = await asCaller(
    pool,
    caller,
    async (db) =>
      (
        await db.query<ObjectRow>(
          `select ${COLUMNS} from storage.objects where bucket_id = $1 and left(name, length($2)) = $2`,
          [bucket, folder],
        )
      ).rows,
  );
  const folders = new Map<string, null>();
  const files: ObjectRow[] = [];
  for (const row of rows) {
    const rest = row.name.slice(folder.length);
    const slash = rest.indexOf('/');
    if (slash >= 0) folders.set(rest.slice(0, slash), null);
    else files.push(row);
  }
  const search = options.search.toLowerCase();
  const entries = [
    ...[...folders.keys()].map((name) => ({
      name,
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    })),
    ...files.map((row) => ({
      name: row.name.slice(folder.length),
      id: row.id,
      updated_at: new Date(row.updated_at).toISOString(),
      created_at: new Date(row.created_at).toISOString(),
      last_accessed_at: new Date(row.updated_at).toISOString(),
      metadata: row.metadata,
    })),
  ].filter((entry) => !search || entry.name.toLowerCase().includes(search));
  const key = options.sortColumn;
  entries.sort((a, b) => {
    const av = (a as Record<string, unknown>)[key] ?? '';
    const bv = (b as Record<string, unknown>)[key] ?? '';
    const cmp = String(av) < String(bv) ? -1 : String(av) > String(bv) ? 1 : 0;
    return options.sortOrder === 'desc' ? -cmp : cmp;
  });
  return entries.slice(options.offset, options.offset + options.limit);
}
