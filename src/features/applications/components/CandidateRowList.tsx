import type { ReactNode } from 'react';
import type { Application, Profile } from '@/db';
import { VirtualList } from '@/ui/VirtualList';
import { candidateName } from '../model/candidateIdentity';
import { CandidateRow } from './CandidateRow';

export interface CandidateRowListProps {
  applications: readonly Application[];
  profiles: ReadonlyMap<string, Profile>;
  /** A row's stage control (the job's interview plan stage, "Move to stage"). */
  stageControl?: (application: Application, name: string) => ReactNode;
}

/** A row's height before it is measured (px). */
const ROW_HEIGHT_ESTIMATE = 90;

/**
 * Rendered whole up to a screen's worth of rows only: a row costs 2–3 ms to mount, so a job's 25
 * candidates rendered whole took the list past 60 ms to show (B3), where the window's ten do not.
 */
const RENDER_ALL_UP_TO = 10;

/**
 * A job's candidates as rows: the job detail's tabs and the candidates page's List view. Only the
 * rows in view are rendered, so a job with thousands of applicants scrolls as one with ten.
 */
export function CandidateRowList({ applications, profiles, stageControl }: CandidateRowListProps) {
  const profileOf = (application: Application) =>
    application.applicant_id ? profiles.get(application.applicant_id) : undefined;
  return (
    <VirtualList
      label="Candidates"
      count={applications.length}
      estimateSize={ROW_HEIGHT_ESTIMATE}
      renderAllUpTo={RENDER_ALL_UP_TO}
      gap={12}
      itemKey={(index) => applications[index].id}
      itemLabel={(index) => candidateName(profileOf(applications[index]))}
      renderItem={(index) => {
        const application = applications[index];
        return <CandidateRow application={application} profile={profileOf(application)} stageControl={stageControl} />;
      }}
    />
  );
}
