// Storage API errors as supabase/storage (storage-api) renders them: every handled error is HTTP
// 400 (500 only for a server failure) with the storage status in the body as a string:
//
//   400 { "statusCode": "409", "error": "Duplicate", "message": "The resource already exists", "code": "KeyAlreadyExists" }
//
// (src/internal/errors/codes.ts ERRORS, storage-error.ts render(), src/http/error-handler.ts:
// `userStatusCode` is 400 unless the status is 500). storage-js turns that into
// StorageApiError(message, status = the HTTP status, statusCode = the body's statusCode), so a
// client tells a duplicate from a refusal by `statusCode`/`error`/`message`, never by `status`.
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';

/** storage-api's ErrorCode (the `code` of an error body) for the errors this service answers. */
export type StorageErrorCode =
  | 'NoSuchKey'
  | 'NoSuchBucket'
  | 'InvalidJWT'
  | 'InvalidSignature'
  | 'InvalidRequest'
  | 'InvalidParameter'
  | 'MissingParameter'
  | 'AccessDenied'
  | 'ResourceAlreadyExists'
  | 'KeyAlreadyExists'
  | 'BucketAlreadyExists'
  | 'EntityTooLarge'
  | 'InvalidMimeType'
  | 'InvalidKey'
  | 'InvalidBucketName'
  | 'InternalError';

export class StorageHttpError extends Error {
  constructor(
    /** the storage status: the body's `statusCode` (the HTTP status is 400 unless this is 500) */
    readonly status: number,
    readonly code: StorageErrorCode,
    /** the body's `error`: storage-api's legacy name when it has one, else the code */
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A request no route matches: Fastify's own 404 (a real HTTP 404, numeric statusCode), which is
 * what storage-api answers for an unknown route.
 */
export class RouteNotFoundError extends Error {}

export const objectNotFound = () => new StorageHttpError(404, 'NoSuchKey', 'not_found', 'Object not found');
export const bucketNotFound = () => new StorageHttpError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const invalidRequest = (message: string) =>
  new StorageHttpError(400, 'InvalidRequest', 'InvalidRequest', message || 'Invalid Request');
export const invalidParameter = (parameter: string, message?: string) =>
  new StorageHttpError(400, 'InvalidParameter', 'InvalidParameter', message || `Invalid Parameter ${parameter}`);
export const missingParameter = (parameter: string) =>
  new StorageHttpError(400, 'MissingParameter', 'MissingParameter', `Missing Required Parameter ${parameter}`);
/** A signed URL whose token does not verify (its signature, its expiry). */
export const invalidJwt = (message: string) =>
  new StorageHttpError(400, 'InvalidJWT', 'InvalidJWT', message || 'Invalid JWT');
/** A signed URL whose token is genuine but made for another object. */
export const invalidSignature = () =>
  new StorageHttpError(400, 'InvalidSignature', 'InvalidSignature', 'Invalid signature');
/** The caller's JWT was refused, or an RLS policy said no. */
export const accessDenied = (message: string) =>
  new StorageHttpError(403, 'AccessDenied', 'Unauthorized', message || 'Access denied');
export const rlsDenied = () => accessDenied('new row violates row-level security policy');
export const duplicate = (code: 'ResourceAlreadyExists' | 'KeyAlreadyExists' | 'BucketAlreadyExists') =>
  new StorageHttpError(409, code, 'Duplicate', 'The resource already exists');
export const tooLarge = () =>
  new StorageHttpError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size');
export const invalidMimeType = (mimetype: string) =>
  new StorageHttpError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimetype} is not supported`);
export const invalidKey = (key: string) => new StorageHttpError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`);
export const invalidBucketName = () =>
  new StorageHttpError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid');

export function sendStorageError(res: ServerResponse, err: unknown): void {
  if (err instanceof RouteNotFoundError) {
    sendJson(res, 404, { message: err.message, error: 'Not Found', statusCode: 404 });
    return;
  }
  if (!(err instanceof StorageHttpError)) {
    sendJson(res, 500, {
      statusCode: '500',
      error: 'Internal',
      message: 'Internal Server Error',
      code: 'InternalError',
    });
    return;
  }
  sendJson(res, err.status === 500 ? 500 : 400, {
    statusCode: String(err.status),
    error: err.error,
    message: err.message,
    code: err.code,
  });
}

/** Maps PostgreSQL errors raised while acting as the caller's role, as storage-api's DBError does. */
export function fromDatabaseError(err: unknown): unknown {
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  if (code === '42501') {
    // insufficient_privilege: an RLS policy (or a missing grant) said no
    return accessDenied(
      message?.includes('row-level security') ? 'new row violates row-level security policy' : (message ?? ''),
    );
  }
  if (code === '23505') return duplicate('ResourceAlreadyExists');
  if (code === '22P02' || code === '22021' || code === '54000') {
    return invalidParameter('value', message || 'Invalid value format or type conversion failed');
  }
  return err;
}
