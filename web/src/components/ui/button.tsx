import { Button as ThemeButton, IconButton as ThemeIconButton } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export type ButtonProps = ComponentProps<typeof ThemeButton>;

export function Button(props: ButtonProps) {
  return <ThemeButton {...props} />;
}

export function IconButton(props: ComponentProps<typeof ThemeIconButton>) {
  return <ThemeIconButton {...props} />;
}

/** A link styled as a button, for navigation that looks like an action ('Start Free Trial'). */
export function ButtonLink({ to, children, ...props }: Omit<ButtonProps, 'asChild'> & { to: string }) {
  return (
    <ThemeButton asChild {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </ThemeButton>
  );
}
