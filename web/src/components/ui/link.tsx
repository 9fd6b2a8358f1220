import { Link as ThemeLink } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type ThemeLinkProps = Omit<ComponentProps<typeof ThemeLink>, 'asChild' | 'href'>;

/** An in-app link (client-side navigation) with the theme's link style. */
export function AppLink({ to, children, ...props }: ThemeLinkProps & { to: string; children: ReactNode }) {
  return (
    <ThemeLink asChild {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </ThemeLink>
  );
}

/** A link leaving the app; opens in a new tab unless told otherwise. */
export function ExternalLink({
  href,
  children,
  newTab = true,
  ...props
}: ThemeLinkProps & { href: string; children: ReactNode; newTab?: boolean }) {
  return (
    <ThemeLink href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...props}>
      {children}
    </ThemeLink>
  );
}
