import type { ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { LinkComponentProps, RegisteredRouter, ValidateLinkOptions } from '@tanstack/react-router';
import { ButtonLink } from './links';

export interface CardButtonLinkProps<TRouter extends RegisteredRouter, TOptions> {
  /** Where it goes: `to`, `params`, `search`, checked against the route tree. */
  link: ValidateLinkOptions<TRouter, TOptions>;
  /** The visible text. */
  label: string;
  /** The accessible name, which says which item the button acts on. */
  ariaLabel: string;
  icon?: Icon;
  variant?: ButtonProps['variant'];
}

/** A card's small action button that navigates, with an optional 14 px icon before its text. */
export function CardButtonLink<TRouter extends RegisteredRouter = RegisteredRouter, TOptions = unknown>({
  link,
  label,
  ariaLabel,
  icon: IconComponent,
  variant,
}: CardButtonLinkProps<TRouter, TOptions>) {
  return (
    <ButtonLink
      {...(link as LinkComponentProps)}
      size="xs"
      variant={variant}
      leftSection={IconComponent ? <IconComponent size={14} aria-hidden /> : undefined}
      aria-label={ariaLabel}
    >
      {label}
    </ButtonLink>
  );
}
