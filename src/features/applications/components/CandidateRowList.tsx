import type { Application, Profile } from '@/db';
import { PlainList } from '@/ui/PlainList';
import { CandidateRow } from './CandidateRow';

export interface CandidateRowListProps {
  applications: readonly Application[];
  profiles: ReadonlyMap<string, Profile>;
}

/** A job's candidates as rows: the job detail's tabs and the candidates page's List view. */
export function CandidateRowList({ applications, profiles }: CandidateRowListProps) {
  return (
    <PlainList label="Candidates">
      {applications.map((application) => (
        <CandidateRow
          key={application.id}
          application={application}
          profile={application.applicant_id ? profiles.get(application.applicant_id) : undefined}
        />
      ))}
    </PlainList>
  );
}
