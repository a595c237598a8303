// Storage API errors as supabase/storage renders them (`{ statusCode, error, message }`), which
// storage-js turns into StorageApiError(message, status, statusCode).
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';

export class StorageHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const objectNotFound = () => new StorageHttpError(404, 'not_found', 'Object not found');
export const bucketNotFound = () => new StorageHttpError(404, 'Bucket not found', 'Bucket not found');
export const invalidRequest = (message: string) => new StorageHttpError(400, 'InvalidRequest', message);
export const invalidJwt = (message: string) => new StorageHttpError(400, 'InvalidJWT', message);
export const rlsDenied = () => new StorageHttpError(403, 'Unauthorized', 'new row violates row-level security policy');
export const duplicate = () => new StorageHttpError(409, 'Duplicate', 'The resource already exists');
export const tooLarge = () =>
  new StorageHttpError(413, 'Payload too large', 'The object exceeded the maximum allowed size');

export function sendStorageError(res: ServerResponse, err: unknown): void {
  const e = err instanceof StorageHttpError ? err : new StorageHttpError(500, 'Internal', 'Internal Server Error');
  sendJson(res, e.status, { statusCode: String(e.status), error: e.error, message: e.message });
}

/** Maps PostgreSQL errors raised while acting as the caller's role to storage errors. */
export function fromDatabaseError(err: unknown): unknown {
  const code = (err as { code?: string })?.code;
  if (code === '42501') return rlsDenied(); // insufficient_privilege: an RLS policy said no
  if (code === '23505') return duplicate();
  if (code === '22P02' || code === '22021' || code === '54000') return invalidRequest('Invalid input');
  return err;
}
