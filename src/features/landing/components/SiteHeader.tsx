import { Box, Button, Container, Group } from '@mantine/core';
import { BrandLink } from '@/ui/BrandLink';
import type { ReactNode } from 'react';

export interface SiteHeaderProps {
  onJoinWaitlist?: () => void;
  /** Extra actions instead of (or beside) the waitlist button. */
  children?: ReactNode;
}

/**
 * The public header: logo and name linking to /, and a 'Join the Waitlist' button. The brand keeps
 * its width; on a narrow screen the actions shrink to their labels and, if still too wide, wrap
 * onto a second line at the right, rather than squeezing the brand.
 */
export function SiteHeader({ onJoinWaitlist, children }: SiteHeaderProps) {
  return (
    <Box
      component="header"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', background: 'var(--mantine-color-body)' }}
    >
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <BrandLink />
          <Group gap="xs" wrap="wrap" justify="flex-end" miw={0} style={{ flex: '0 1 auto' }}>
            {children}
            {onJoinWaitlist && (
              <Button onClick={onJoinWaitlist} size="sm">
                Join the Waitlist
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
