import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StorageHttpError } from './errors.ts';
import { objectFile, splitBucketPath, validateBucketId, validateObjectName } from './paths.ts';
import { checkSignedToken, signObjectUrl } from './signing.ts';

describe('validateObjectName', () => {
  it.each([
    'a.pdf',
    'folder/sub/file name (1).docx',
    '6f1c2b7e-3a4d-4e5f-9a8b-1c2d3e4f5a6b/resume.pdf',
    'ünïcödé/ファイル.txt',
  ])('accepts %j', (name) => {
    expect(validateObjectName(name)).toBe(name);
  });

  it.each(['', '/abs.pdf', '../x', 'a/../b', 'a/./b', 'a//b', 'a\\b', 'a\u0000b', 'trailing/', 'x'.repeat(1025)])(
    'refuses %j',
    (name) => {
      expect(() => validateObjectName(name)).toThrow(StorageHttpError);
    },
  );
});

describe('validateBucketId and splitBucketPath', () => {
  it('splits and decodes each segment', () => {
    expect(splitBucketPath('resumes/a%20b/c.pdf')).toEqual({ bucket: 'resumes', name: 'a b/c.pdf' });
  });

  it.each(['', ' lead', 'a/b', '..', 'x'.repeat(101)])('refuses bucket %j', (bucket) => {
    expect(() => validateBucketId(bucket)).toThrow(StorageHttpError);
  });

  it('refuses malformed percent-encoding', () => {
    expect(() => splitBucketPath('resumes/%E0%A4%A')).toThrow(StorageHttpError);
  });
});

describe('objectFile', () => {
  it('keeps every object under <dataDir>/storage/<bucket>', () => {
    expect(objectFile('/data', 'resumes', 'a/b.pdf')).toBe(path.resolve('/data/storage/resumes/a/b.pdf'));
  });

  it('refuses a bucket and name that resolve outside the storage folder', () => {
    expect(() => objectFile('/data', '..', '../etc/passwd')).toThrow(StorageHttpError);
  });
});

describe('signed URLs', () => {
  const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';

  it('signs a token that opens exactly its object', async () => {
    const url = await signObjectUrl(secret, 'resumes', 'a b/c.pdf', 60);
    expect(url).toMatch(/^\/object\/sign\/resumes\/a%20b\/c\.pdf\?token=/);
    const token = new URLSearchParams(url.split('?')[1]).get('token')!;
    await expect(checkSignedToken(secret, token, 'resumes', 'a b/c.pdf')).resolves.toBeUndefined();
    await expect(checkSignedToken(secret, token, 'resumes', 'a b/other.pdf')).rejects.toThrow(StorageHttpError);
    await expect(
      checkSignedToken('another-secret-that-is-long-enough-000', token, 'resumes', 'a b/c.pdf'),
    ).rejects.toThrow(/signature/i); // storage-api's InvalidJWT, in jose's words
  });
});
