import { describe, expect, it } from 'vitest';
import {
  checkResumeFile,
  RESUME_EMPTY,
  RESUME_MAX_BYTES,
  RESUME_TOO_LARGE,
  RESUME_WRONG_TYPE,
  resumeRefusalReason,
} from './resumeFile';

describe('checkResumeFile (D9: the bucket limits, checked when the file is chosen)', () => {
  it('takes PDF, DOC and DOCX up to 10 MB, typed by extension', () => {
    expect(checkResumeFile({ name: 'cv.pdf', size: 1000, type: 'application/pdf' })).toEqual({
      ok: true,
      contentType: 'application/pdf',
    });
    expect(checkResumeFile({ name: 'CV.DOC', size: 1000, type: '' })).toEqual({
      ok: true,
      contentType: 'application/msword',
    });
    expect(checkResumeFile({ name: 'cv.docx', size: RESUME_MAX_BYTES, type: 'application/octet-stream' })).toEqual({
      ok: true,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('refuses a file one byte over the limit, with a plain message', () => {
    expect(checkResumeFile({ name: 'cv.pdf', size: RESUME_MAX_BYTES + 1, type: 'application/pdf' })).toEqual({
      ok: false,
      reason: 'size',
      message: RESUME_TOO_LARGE,
    });
  });

  it('refuses other types and empty files', () => {
    expect(checkResumeFile({ name: 'cv.txt', size: 10, type: 'text/plain' })).toMatchObject({
      ok: false,
      reason: 'type',
      message: RESUME_WRONG_TYPE,
    });
    expect(checkResumeFile({ name: 'photo.pdf', size: 10, type: 'image/png' })).toMatchObject({
      ok: false,
      reason: 'type',
    });
    expect(checkResumeFile({ name: 'cv.pdf', size: 0, type: 'application/pdf' })).toMatchObject({
      ok: false,
      reason: 'empty',
      message: RESUME_EMPTY,
    });
  });

  it("words the server's refusal for the applicant", () => {
    expect(resumeRefusalReason({ code: '413', message: 'The object exceeded the maximum allowed size' })).toBe(
      'The file is larger than 10 MB.',
    );
    expect(resumeRefusalReason({ message: 'mime type text/plain is not supported' })).toBe(
      'The file type is not accepted.',
    );
    expect(resumeRefusalReason({ message: 'new row violates row-level security policy' })).toBe(
      'The file could not be stored.',
    );
  });
});
