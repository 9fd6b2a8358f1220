import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { Box, Button, ButtonLink, DropdownMenu, Flex, IconButton, Separator, Text } from '@/components/ui';
import { SITE } from '@/config/site';
import { useEndSession, type Session } from '@/lib/session/use-session';
import { MORE_LINKS, PRICING_LINK, TOOL_LINKS, type SiteLink } from './site-links';

/** A list of links in the mobile menu; `end` marks links that are active only on their own page, not below it. */
function MobileLinks({ items, end = false }: { items: readonly SiteLink[]; end?: boolean }) {
  return items.map((link) => (
    <NavLink key={link.to} to={link.to} end={end} className="nav-mobile-link">
      {link.label}
    </NavLink>
  ));
}

function Caret() {
  return (
    <svg width="10" height="10" viewBox="0 0 15 15" aria-hidden>
      <path d="M3.5 6l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
    </svg>
  );
}

function Logo() {
  return (
    <NavLink to="/" className="brand" aria-label={`${SITE.name} home`}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden>
        <rect width="32" height="32" rx="7" fill="var(--accent-9)" />
        <path d="M7 17l9-8 9 8v8h-6v-5h-6v5H7z" fill="#fff" />
      </svg>
      <span>{SITE.name}</span>
    </NavLink>
  );
}

function MenuLinks({ items, onSelect }: { items: readonly SiteLink[]; onSelect: (to: string) => void }) {
  return (
    <>
      {items.map((item) => (
        <DropdownMenu.Item key={item.to} onSelect={() => onSelect(item.to)}>
          {item.label}
        </DropdownMenu.Item>
      ))}
    </>
  );
}

export function NavBar({ session }: { session: Session }) {
  const navigate = useNavigate();
  const endSession = useEndSession();
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape closes the open mobile menu and puts focus back on the button that opened it.
  useEffect(() => {
    if (!mobileOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    // Navigating closes the mobile menu.
    setLastPath(pathname);
    setMobileOpen(false);
  }

  const signedIn = session.status === 'authenticated';
  const user = session.user;
  const toolsLabel = signedIn ? 'Tools' : 'Try Our Tools';
  const firstName = user?.firstName?.trim() || 'User';
  const isAdmin = user?.role === 'admin';

  const logout = async () => {
    await endSession();
    navigate('/');
  };

  const mainLinks: SiteLink[] = [
    { to: '/', label: 'Home' },
    ...(signedIn ? [{ to: '/dashboard', label: 'Client Portal' }] : []),
    PRICING_LINK,
  ];

  return (
    <header className="nav-bar">
      <Flex className="nav-inner" align="center" justify="between" gap="4">
        <Logo />
        <nav aria-label="Main" className="nav-desktop">
          <Flex align="center" gap="1">
            <DropdownMenu.Root>
              <DropdownMenu.Trigger>
                <Button variant="ghost" color="gray" size="2" className="nav-menu-button">
                  {toolsLabel} <Caret />
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content>
                <MenuLinks items={TOOL_LINKS} onSelect={navigate} />
              </DropdownMenu.Content>
            </DropdownMenu.Root>
            {mainLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end className="nav-link">
                {link.label}
              </NavLink>
            ))}
            <DropdownMenu.Root>
              <DropdownMenu.Trigger>
                <Button variant="ghost" color="gray" size="2" className="nav-menu-button">
                  More <Caret />
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content>
                <MenuLinks items={MORE_LINKS} onSelect={navigate} />
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          </Flex>
        </nav>
        <Flex align="center" gap="2" className="nav-desktop">
          {signedIn ? (
            <DropdownMenu.Root>
              <DropdownMenu.Trigger>
                <Button variant="soft" size="2" aria-label={`Account menu for ${firstName}`}>
                  {firstName} <Caret />
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content align="end">
                <DropdownMenu.Label>{firstName}</DropdownMenu.Label>
                <DropdownMenu.Item onSelect={() => navigate('/dashboard')}>Dashboard</DropdownMenu.Item>
                {isAdmin ? (
                  <DropdownMenu.Item onSelect={() => navigate('/admin')}>Admin Dashboard</DropdownMenu.Item>
                ) : null}
                <DropdownMenu.Separator />
                <DropdownMenu.Item color="red" onSelect={() => void logout()}>
                  Logout
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          ) : (
            <>
              <ButtonLink to="/auth/login" variant="ghost" size="2">
                Sign In
              </ButtonLink>
              <ButtonLink to="/auth/signup" size="2">
                Get Started
              </ButtonLink>
            </>
          )}
        </Flex>
        <Box className="nav-mobile-toggle">
          <IconButton
            ref={toggleRef}
            variant="ghost"
            color="gray"
            size="3"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
              {mobileOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
              )}
            </svg>
          </IconButton>
        </Box>
      </Flex>
      {mobileOpen ? (
        <nav id="mobile-menu" aria-label="Mobile" className="nav-mobile-panel">
          <Text size="1" weight="bold" color="gray" className="nav-mobile-heading">
            {toolsLabel}
          </Text>
          <MobileLinks items={TOOL_LINKS} />
          <Separator size="4" my="2" />
          <MobileLinks items={mainLinks} end />
          <MobileLinks items={MORE_LINKS} />
          <Separator size="4" my="2" />
          {signedIn ? (
            <>
              <Text size="1" weight="bold" color="gray" className="nav-mobile-heading">
                {firstName}
              </Text>
              <NavLink to="/dashboard" className="nav-mobile-link">
                Dashboard
              </NavLink>
              {isAdmin ? (
                <NavLink to="/admin" className="nav-mobile-link">
                  Admin Dashboard
                </NavLink>
              ) : null}
              <button type="button" className="nav-mobile-link nav-mobile-button" onClick={() => void logout()}>
                Logout
              </button>
            </>
          ) : (
            <Flex gap="2" p="2">
              <ButtonLink to="/auth/login" variant="soft" style={{ flex: 1 }}>
                Sign In
              </ButtonLink>
              <ButtonLink to="/auth/signup" style={{ flex: 1 }}>
                Get Started
              </ButtonLink>
            </Flex>
          )}
        </nav>
      ) : null}
    </header>
  );
}
