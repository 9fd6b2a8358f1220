import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { toastAtom } from '@/stores/store';
import { Card, Flex, IconButton, Text } from '@/components/ui';

const VISIBLE_MS = 6000;

/** Renders the single current toast; a new toast replaces the old one (at most one visible). */
export function Toaster() {
  const [toast, setToast] = useAtom(toastAtom);
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  // A toast belongs to the page that raised it: leaving the page clears it, unless the page asked for it
  // to follow the one navigation it triggers itself.
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    setToast((current) => (current?.keepOnNextNavigation ? { ...current, keepOnNextNavigation: false } : null));
  }, [pathname, setToast]);

  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(() => setToast((current) => (current?.id === toast.id ? null : current)), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [toast, setToast]);

  return (
    <div className="toast-region" aria-live="polite" aria-atomic="true">
      {toast ? (
        <Card
          key={toast.id}
          size="2"
          className={`toast toast-${toast.variant}`}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <Flex gap="3" align="start" justify="between">
            <Flex direction="column" gap="1">
              <Text weight="bold" size="3" color={toast.variant === 'destructive' ? 'red' : undefined}>
                {toast.title}
              </Text>
              {toast.description ? <Text size="2">{toast.description}</Text> : null}
            </Flex>
            <IconButton
              size="1"
              variant="ghost"
              color="gray"
              aria-label="Dismiss notification"
              onClick={() => setToast(null)}
            >
              ×
            </IconButton>
          </Flex>
        </Card>
      ) : null}
    </div>
  );
}
