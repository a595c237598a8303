import { Anchor, Box, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './publicSite.css';

export const LEGAL_EFFECTIVE_DATE = 'April 22, 2025';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** Shared layout of /privacy-policy and /terms-of-service. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <Box className="partii-public">
      <SiteHeader />
      <Container size="md" component="main" py="xl">
        <Stack gap="lg">
          <Anchor component={Link} to="/" className="touch-target">
            ← Back to home
          </Anchor>
          <div>
            <Title order={1}>{title}</Title>
            <Text c="dark.6" mt={4}>
              Effective date: {LEGAL_EFFECTIVE_DATE}
            </Text>
          </div>
          <Text>{intro}</Text>
          {sections.map((section, index) => (
            <Box component="section" key={section.heading}>
              <Title order={2} size="h3" mb="xs">
                {index + 1}. {section.heading}
              </Title>
              <Stack gap="xs">{section.body}</Stack>
            </Box>
          ))}
        </Stack>
      </Container>
      <SiteFooter />
    </Box>
  );
}
