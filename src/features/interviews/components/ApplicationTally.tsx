import { useApplicationTally } from '../queries/useInterviews';
import { ScorecardTally } from './ScorecardTally';

/** An application's scorecard tally (the kanban card), of the scorecards this member may see. */
export function ApplicationTally({ applicationId }: { applicationId: string }) {
  const tally = useApplicationTally(applicationId);
  return tally ? <ScorecardTally tally={tally} size="xs" /> : null;
}
