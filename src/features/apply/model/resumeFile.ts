// Which resume files the application can take (issue #9 D9, issue 24): the `resumes` bucket takes
// PDF, DOC and DOCX up to 10 MB (its file_size_limit is restated in supabase/migrations/
// 20261127000300_resume_stored.sql and a test pins it to RESUME_MAX_BYTES). The one rule, applied
// by the commands that keep a file for upload (attachResume, replaceResume), so a file the server
// would refuse is turned away at once, whoever asks, instead of being sent and lost on the way.

/** The bucket's file_size_limit: 10 MB. */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

/** The bucket's allowed_mime_types, by the extension the spec allows (§5 "Resume upload"). */
export const RESUME_TYPES: Record<'.pdf' | '.doc' | '.docx', string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const RESUME_WRONG_TYPE = 'Please upload your resume as a PDF, DOC or DOCX file.';
export const RESUME_TOO_LARGE = 'This file is larger than 10 MB. Please upload a smaller PDF, DOC or DOCX file.';
export const RESUME_EMPTY = 'This file is empty. Please choose another one.';

export interface ResumeFileFacts {
  name: string;
  size: number;
  type: string;
}

export type ResumeFileCheck =
  { ok: true; contentType: string } | { ok: false; reason: 'type' | 'size' | 'empty'; message: string };

function extensionOf(name: string): keyof typeof RESUME_TYPES | null {
  const lower = name.trim().toLowerCase();
  for (const extension of Object.keys(RESUME_TYPES) as (keyof typeof RESUME_TYPES)[])
    if (lower.endsWith(extension)) return extension;
  return null;
}

/**
 * Whether the bucket will take this file, and the content type to send it with. The extension
 * decides the type: browsers report '' or a generic type for Word files on some systems, and the
 * bucket checks the type the upload declares.
 */
export function checkResumeFile(file: ResumeFileFacts): ResumeFileCheck {
  const extension = extensionOf(file.name);
  if (!extension) return { ok: false, reason: 'type', message: RESUME_WRONG_TYPE };
  const declared = file.type.split(';')[0].trim().toLowerCase();
  const known = Object.values(RESUME_TYPES);
  // A declared type that is specific and not a resume type (an image renamed to .pdf) is refused.
  if (declared && declared !== 'application/octet-stream' && !known.includes(declared))
    return { ok: false, reason: 'type', message: RESUME_WRONG_TYPE };
  if (file.size <= 0) return { ok: false, reason: 'empty', message: RESUME_EMPTY };
  if (file.size > RESUME_MAX_BYTES) return { ok: false, reason: 'size', message: RESUME_TOO_LARGE };
  return { ok: true, contentType: RESUME_TYPES[extension] };
}

/** The applicant's words for why the server did not take a resume (from the outbox error). */
export function resumeRefusalReason(error: { code?: string; message: string } | undefined): string {
  const text = `${error?.code ?? ''} ${error?.message ?? ''}`;
  if (/413|too large|exceeded the maximum/i.test(text)) return 'The file is larger than 10 MB.';
  if (/415|mime|type/i.test(text)) return 'The file type is not accepted.';
  return 'The file could not be stored.';
}
