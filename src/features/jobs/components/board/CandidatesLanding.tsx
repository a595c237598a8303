import { useMemo } from 'react';
import { Anchor, Box, Button, Group, Loader, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBolt, IconMessageChatbot, IconWifiOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { usePublishedJobs } from '../../queries/usePublishedJobs';
import { searchJobs } from '../../model/searchJobs';
import { FEATURED_JOBS_LIMIT, JOB_CATEGORIES, POPULAR_SEARCHES } from '../../model/constants';
import { JobCard } from './JobCard';
import { JobSearchBox } from './JobSearchBox';
import { NoMatchingJobs } from './NoMatchingJobs';
import { PublicJobsHeader } from './PublicJobsHeader';
import { SiteFooter } from '@/features/landing/components/SiteFooter';
import '@/features/landing/components/publicSite.css';
import { FeatureCard, FeatureIcon } from '@/ui/FeatureCard';
import { PublicSection } from '@/ui/PublicSection';

export interface CandidatesLandingProps {
  search: string;
  onSearchChange: (search: string) => void;
  /** When given, 'Join the Waitlist' replaces the search (spec §2). */
  onJoinWaitlist?: () => void;
}

const BENEFITS = [
  {
    icon: IconMessageChatbot,
    title: 'Ask before you apply',
    text: 'Get straight answers about salary, location and the process from each job page.',
  },
  {
    icon: IconBolt,
    title: 'Apply in minutes',
    text: 'A short chat and your resume — about 5 to 7 minutes, no endless forms.',
  },
  {
    icon: IconWifiOff,
    title: 'Works on the go',
    text: 'Browse offline; an application finished without signal is sent when you reconnect.',
  },
];

/** /candidates: the job seeker's landing with search, popular searches, featured jobs and categories. */
export function CandidatesLanding({ search, onSearchChange, onJoinWaitlist }: CandidatesLandingProps) {
  const jobs = usePublishedJobs();
  const matches = useMemo(() => (jobs ? searchJobs(jobs, search) : []), [jobs, search]);
  const featured = matches.slice(0, FEATURED_JOBS_LIMIT);

  return (
    <Box className="partii-public">
      <PublicJobsHeader />
      <Box component="main">
        <PublicSection labelledBy="candidates-title" tone="violet" size="md" py={{ base: 40, sm: 64 }}>
          <Stack gap="md" align="stretch">
            <Title order={1} id="candidates-title" ta="center" fz={{ base: 30, sm: 44 }}>
              Find a job you'll love at a growing start-up
            </Title>
            {onJoinWaitlist ? (
              <Group justify="center">
                <Button size="lg" onClick={onJoinWaitlist}>
                  Join the Waitlist
                </Button>
              </Group>
            ) : (
              <>
                <JobSearchBox value={search} onChange={onSearchChange} label="What kind of job are you looking for?" />
                <Group gap="xs" justify="center" aria-label="Popular searches" role="group">
                  <Text size="sm" c="dark.6">
                    Popular:
                  </Text>
                  {POPULAR_SEARCHES.map((term) => (
                    <Button key={term} size="xs" variant="white" radius="xl" onClick={() => onSearchChange(term)}>
                      {term}
                    </Button>
                  ))}
                </Group>
              </>
            )}
            {jobs !== undefined && (
              <Text ta="center" fw={600} aria-live="polite">
                {matches.length} {matches.length === 1 ? 'opportunity' : 'opportunities'} available
              </Text>
            )}
          </Stack>
        </PublicSection>

        <PublicSection labelledBy="featured-title">
          <Group justify="space-between" mb="md">
            <Title order={2} id="featured-title">
              Featured Opportunities
            </Title>
            <Anchor component={Link} to="/jobs" className="touch-target">
              View all jobs
            </Anchor>
          </Group>
          {jobs === undefined ? (
            <Loader aria-label="Loading jobs" />
          ) : featured.length === 0 ? (
            <NoMatchingJobs onClear={() => onSearchChange('')} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {featured.map((job) => (
                <JobCard key={job.id} job={job} variant="candidates" />
              ))}
            </SimpleGrid>
          )}
        </PublicSection>

        <PublicSection labelledBy="benefits-title" title="Why apply with Partii" tone="gray">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {BENEFITS.map(({ icon, title, text }) => (
              <FeatureCard key={title} marker={<FeatureIcon icon={icon} variant="light" />} title={title} text={text} />
            ))}
          </SimpleGrid>
        </PublicSection>

        <PublicSection labelledBy="categories-title" title="Browse by category">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            {JOB_CATEGORIES.map((category) => (
              <UnstyledButton
                key={category.name}
                onClick={() => onSearchChange(category.name)}
                p="md"
                mih={44}
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
                aria-label={`${category.name}, ${category.count} jobs`}
              >
                <Text fw={600}>{category.name}</Text>
                <Text size="sm" c="dark.6">
                  {category.count} jobs
                </Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </PublicSection>

        <PublicSection labelledBy="cta-title" tone="violet" size="sm">
          <Stack align="center" gap="sm">
            <Title order={2} id="cta-title" ta="center">
              Ready for your next move?
            </Title>
            <Text ta="center" c="dark.6">
              Every listing is a real opening at a team hiring right now.
            </Text>
            <Button component={Link} to="/jobs" size="lg">
              Browse all jobs
            </Button>
          </Stack>
        </PublicSection>
      </Box>
      <SiteFooter />
    </Box>
  );
}
