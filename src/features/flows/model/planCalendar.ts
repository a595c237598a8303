// A plan's Calendar tab (issue 14): the interviews at one of its stages, or of an application to
// a job using it; newest first.

export interface CalendarInterview {
  id: string;
  application_id: string;
  stage_id: string | null;
  starts_at: string;
}

export function interviewsOfPlan<T extends CalendarInterview>(
  interviews: readonly T[],
  stageIds: ReadonlySet<string>,
  applicationIds: ReadonlySet<string>,
): T[] {
  const seen = new Set<string>();
  return interviews
    .filter((interview) => {
      if (seen.has(interview.id)) return false;
      seen.add(interview.id);
      return (
        (interview.stage_id !== null && stageIds.has(interview.stage_id)) ||
        applicationIds.has(interview.application_id)
      );
    })
    .sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at) || b.id.localeCompare(a.id));
}
