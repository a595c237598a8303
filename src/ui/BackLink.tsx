import { forwardRef } from 'react';
import { Anchor, Group, type AnchorProps } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { createLink, type LinkComponent } from '@tanstack/react-router';

type BackAnchorProps = Omit<AnchorProps, 'href' | 'size'> & React.AnchorHTMLAttributes<HTMLAnchorElement>;

const BackAnchor = forwardRef<HTMLAnchorElement, BackAnchorProps>(({ children, ...props }, ref) => (
  <Anchor ref={ref} size="sm" {...props}>
    <Group gap={4}>
      <IconArrowLeft size={14} aria-hidden />
      {children}
    </Group>
  </Anchor>
));
BackAnchor.displayName = 'BackAnchor';

const CreatedBackLink = createLink(BackAnchor);

/** The small "← Back to …" link above a detail screen's heading (a router link, as AnchorLink). */
export const BackLink: LinkComponent<typeof BackAnchor> = (props) => <CreatedBackLink preload="intent" {...props} />;
