import { Anchor, Box, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LEGAL_EFFECTIVE_DATE, type LegalBlock, type LegalDocument } from '../model/legalDocument';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './publicSite.css';

function LegalBlockView({ block }: { block: LegalBlock }) {
  if (block.kind === 'paragraph') return <Text>{block.text}</Text>;
  return (
    <List spacing="xs">
      {block.items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/** /privacy-policy and /terms-of-service: one page shape for every legal document. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Box className="partii-public">
      <SiteHeader />
      <Container size="md" component="main" py="xl">
        <Stack gap="lg">
          <Anchor component={Link} to="/" className="touch-target">
            ← Back to home
          </Anchor>
          <div>
            <Title order={1}>{document.title}</Title>
            <Text c="dark.6" mt={4}>
              Effective date: {LEGAL_EFFECTIVE_DATE}
            </Text>
          </div>
          <Text>{document.intro}</Text>
          {document.sections.map((section, index) => (
            <Box component="section" key={section.heading}>
              <Title order={2} size="h3" mb="xs">
                {index + 1}. {section.heading}
              </Title>
              <Stack gap="xs">
                {section.blocks.map((block, blockIndex) => (
                  <LegalBlockView key={blockIndex} block={block} />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Container>
      <SiteFooter />
    </Box>
  );
}
