import { Box, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SiteHeader } from '@/features/landing/components/SiteHeader';

/**
 * Header of the job seeker's pages: Browse Jobs (/jobs) and For Companies (/). On a phone the first
 * reads "Jobs" (its name stays "Browse Jobs") so both fit on one line beside the brand.
 */
export function PublicJobsHeader() {
  return (
    <SiteHeader>
      <Button component={Link} to="/jobs" variant="subtle" size="sm" px="xs" aria-label="Browse Jobs">
        <Box component="span" visibleFrom="xs">
          Browse&nbsp;
        </Box>
        Jobs
      </Button>
      <Button component={Link} to="/" variant="light" size="sm" px="xs">
        For Companies
      </Button>
    </SiteHeader>
  );
}
