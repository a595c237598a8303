/**
 * The job id the jobId redirect route should send a visitor to (its public page), or null when
 * there is none (then the job list). Accepts what a query string or path segment can carry.
 */
export function jobIdToRedirect(jobId: string | number | undefined | null): string | null {
  const id = jobId === undefined || jobId === null ? '' : String(jobId).trim();
  return id || null;
}
