import { Suspense } from 'react';
import { Anchor, Box, Button, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBolt, IconMessageChatbot, IconWifiOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { JOB_CATEGORIES, POPULAR_SEARCHES } from '../../model/constants';
import { JobSearchBox } from './JobSearchBox';
import { JobCountPlaceholder, JobsLoading } from './JobsLoading';
import { PublicJobsHeader } from './PublicJobsHeader';
import { SiteFooter } from '@/features/landing/components/SiteFooter';
import { lazyWithPublicStore } from '@/features/public-forms/components/deferred';
import '@/features/landing/components/publicSite.css';
import { FeatureCard, FeatureIcon } from '@/ui/FeatureCard';
import { PublicSection } from '@/ui/PublicSection';
import { useBelowTheFold } from '@/ui/useBelowTheFold';

// The job count and the featured cards read the public store: they load after the page has painted.
const CandidatesJobCount = lazyWithPublicStore(() =>
  import('./CandidatesJobs').then((module) => module.CandidatesJobCount),
);
const FeaturedJobs = lazyWithPublicStore(() => import('./CandidatesJobs').then((module) => module.FeaturedJobs));

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
  const belowTheFold = useBelowTheFold();
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
            <Suspense fallback={<JobCountPlaceholder />}>
              <CandidatesJobCount search={search} />
            </Suspense>
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
          <Suspense fallback={<JobsLoading />}>
            <FeaturedJobs search={search} onClearSearch={() => onSearchChange('')} />
          </Suspense>
        </PublicSection>

        {belowTheFold && <CandidatesBelowTheFold onSearchChange={onSearchChange} />}
      </Box>
      {belowTheFold && <SiteFooter />}
    </Box>
  );
}

/** /candidates below its first screen: why apply, the categories and the closing call to action. */
function CandidatesBelowTheFold({ onSearchChange }: { onSearchChange: (search: string) => void }) {
  return (
    <>
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
    </>
  );
}
