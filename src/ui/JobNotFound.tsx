import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AnchorLink } from './links';
import { NotFoundState } from './NotFoundState';

export interface JobNotFoundProps {
  /**
   * The spec words them apart (§2): the public job page and the application chat say 'Job Not
   * Found' with an explanation; the recruiter's job pages say 'Job not found' with a back link.
   */
  variant: 'public' | 'recruiter';
}

/** A job id that names no job, on every screen that loads one. */
export function JobNotFound({ variant }: JobNotFoundProps) {
  if (variant === 'public') {
    return (
      <NotFoundState
        tone="public"
        title="Job Not Found"
        description="The job you're looking for doesn't exist or has been removed."
        action={
          <Button component={Link} to="/jobs" variant="light">
            Browse Jobs
          </Button>
        }
      />
    );
  }
  return (
    <NotFoundState tone="app" title="Job not found" action={<AnchorLink to="/app/jobs">Back to Jobs</AnchorLink>} />
  );
}
