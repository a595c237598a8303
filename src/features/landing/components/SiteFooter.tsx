import { useState } from 'react';
import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DeferredDialog, lazyWithPublicStore } from '@/features/public-forms/components/deferred';

const ContactDialog = lazyWithPublicStore(() =>
  import('@/features/contact/components/ContactDialog').then((module) => module.ContactDialog),
);

/** Footer: tagline, legal links, Contact Us (modal) and the copyright line with the current year. */
export function SiteFooter() {
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <Box component="footer" py="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg">
        <Stack gap="sm" align="center">
          <Text fw={600} ta="center">
            Partii — conversational AI that makes hiring feel human again.
          </Text>
          <Group gap="md" justify="center">
            <Anchor component={Link} to="/privacy-policy" className="touch-target">
              Privacy Policy
            </Anchor>
            <Anchor component={Link} to="/terms-of-service" className="touch-target">
              Terms of Service
            </Anchor>
            {/* A button (it opens a dialog) that reads as the link it sits with. */}
            <Anchor component="button" type="button" className="touch-target" onClick={() => setContactOpen(true)}>
              Contact Us
            </Anchor>
          </Group>
          <Text size="sm" c="dark.6">
            © {new Date().getFullYear()} Partii. All rights reserved.
          </Text>
        </Stack>
      </Container>
      <DeferredDialog
        opened={contactOpen}
        render={(opened) => <ContactDialog opened={opened} onClose={() => setContactOpen(false)} />}
      />
    </Box>
  );
}
