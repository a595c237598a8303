import { forwardRef } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

// Mantine components as type-safe router links (TanStack's `createLink`): `to`, `params` and
// `search` are checked against the route tree, unlike `component={Link}`.

type MantineAnchorProps = Omit<AnchorProps, 'href'> & React.AnchorHTMLAttributes<HTMLAnchorElement>;

const AnchorForLink = forwardRef<HTMLAnchorElement, MantineAnchorProps>((props, ref) => (
  <Anchor ref={ref} {...props} />
));
AnchorForLink.displayName = 'AnchorForLink';

const CreatedAnchorLink = createLink(AnchorForLink);

/** A Mantine Anchor that navigates with the router. */
export const AnchorLink: LinkComponent<typeof AnchorForLink> = (props) => (
  <CreatedAnchorLink preload="intent" {...props} />
);

type MantineButtonLinkProps = Omit<ButtonProps, 'href'> & React.AnchorHTMLAttributes<HTMLAnchorElement>;

const ButtonForLink = forwardRef<HTMLAnchorElement, MantineButtonLinkProps>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
));
ButtonForLink.displayName = 'ButtonForLink';

const CreatedButtonLink = createLink(ButtonForLink);

/** A Mantine Button that navigates with the router (rendered as a link). */
export const ButtonLink: LinkComponent<typeof ButtonForLink> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);
