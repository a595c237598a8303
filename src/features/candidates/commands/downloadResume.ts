// Download Resume: hands the cached copy to the browser as a file. No network: a resume that is
// not cached yet is reported as not available offline.
import type { CompanyDb } from '@/db';

export const RESUME_NOT_AVAILABLE = 'This resume is not available offline yet.';

export type DownloadResult = 'downloaded' | 'missing';

export async function downloadResume(
  db: CompanyDb,
  cvUrl: string | null,
  fileName?: string | null,
): Promise<DownloadResult> {
  if (!cvUrl) return 'missing';
  const cached = await db.resumeCache.get(cvUrl);
  if (!cached) return 'missing';
  const url = URL.createObjectURL(cached.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName || cached.name || cvUrl.split('/').pop() || 'resume';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: the download starts asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return 'downloaded';
}
