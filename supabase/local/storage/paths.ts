// Object keys and where their bytes live: `<dataDir>/storage/<bucket>/<name>`. A key can never
// leave that folder: `..` and `.` segments, absolute paths, backslashes and control characters are
// refused before any file system call, and the resolved path is checked once more.
import path from 'node:path';
import { invalidBucketName, invalidKey } from './errors.ts';

export { invalidKey };

const MAX_KEY_LENGTH = 1024;

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function validateObjectName(name: string): string {
  if (
    name === '' ||
    name.length > MAX_KEY_LENGTH ||
    name.startsWith('/') ||
    name.includes('\\') ||
    hasControlCharacter(name) ||
    name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw invalidKey(name);
  }
  return name;
}

export function validateBucketId(bucket: string): string {
  if (!/^[\w!.*'() &$@=;:+,?-]{1,100}$/.test(bucket) || bucket.trim() !== bucket || bucket === '.' || bucket === '..') {
    throw invalidBucketName();
  }
  return bucket;
}

export function objectFile(dataDir: string, bucket: string, name: string): string {
  const root = path.resolve(dataDir, 'storage');
  const file = path.resolve(root, bucket, name);
  if (!file.startsWith(root + path.sep)) throw invalidKey(name);
  return file;
}

/** Splits `bucket/a/b.pdf` (already URL-decoded per segment) into bucket and object name. */
export function splitBucketPath(rest: string): { bucket: string; name: string } {
  const segments = rest.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw invalidKey(rest);
    }
  });
  const bucket = validateBucketId(segments[0] ?? '');
  return { bucket, name: segments.slice(1).join('/') };
}
