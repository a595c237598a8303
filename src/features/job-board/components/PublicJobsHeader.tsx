import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SiteHeader } from '../../landing/components/SiteHeader';

/** Header of the job seeker's pages: Browse Jobs (/jobs) and For Companies (/). */
export function PublicJobsHeader() {
  return (
    <SiteHeader>
      <Button component={Link} to="/jobs" variant="subtle" size="sm" px="xs">
        Browse Jobs
      </Button>
      <Button component={Link} to="/" variant="light" size="sm" px="xs">
        For Companies
      </Button>
    </SiteHeader>
  );
}
