import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { TextField } from '@radix-ui/themes';
import { Button, Flex, Text } from '@/components/ui';
import { useToast } from '@/hooks/use-toast';
import { formatDate } from '@/lib/format';
import { tokenAtom } from '@/stores/store';
import { createShareLink, revokeShareLink, shareLinkStatus, type ShareLink } from '../api/share-link';

/**
 * Share an analysis read-only: make a link (shown once, since only its hash is stored), copy it, revoke it.
 * A link made earlier shows as active with its expiry; making a new one ends it.
 */
export function ShareControl({ analysisId }: { analysisId: string }) {
  const token = useAtomValue(tokenAtom);
  const toast = useToast();
  const [link, setLink] = useState<ShareLink | null>(null);
  const [activeUntil, setActiveUntil] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    shareLinkStatus(analysisId, token)
      .then((status) => live && setActiveUntil(status.active ? status.expiresAt : null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [analysisId, token]);

  const act = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await work();
    } catch {
      toast({ title: failure, description: 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const create = () =>
    act(async () => {
      const made = await createShareLink(analysisId, token);
      setLink(made);
      setActiveUntil(made.expiresAt);
    }, 'Share Link Failed');
  const revoke = () =>
    act(async () => {
      await revokeShareLink(analysisId, token);
      setLink(null);
      setActiveUntil(null);
      toast({
        title: 'Share Link Revoked',
        description: 'The link no longer opens this analysis.',
        variant: 'success',
      });
    }, 'Revoke Failed');
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link.url).catch(() => undefined);
    toast({
      title: 'Link Copied',
      description: 'Anyone with the link can view this analysis until it expires.',
      variant: 'success',
    });
  };

  return (
    <Flex direction="column" gap="2" data-testid="share-control">
      <Flex gap="2" wrap="wrap" align="center">
        <Button variant="soft" onClick={() => void create()} disabled={busy}>
          {activeUntil ? 'New share link' : 'Share'}
        </Button>
        {activeUntil ? (
          <Button variant="soft" color="red" onClick={() => void revoke()} disabled={busy}>
            Revoke link
          </Button>
        ) : null}
      </Flex>
      {link ? (
        <Flex gap="2" align="center" wrap="wrap">
          <TextField.Root
            readOnly
            value={link.url}
            aria-label="Share link"
            style={{ minWidth: 280, flex: 1 }}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="share-url"
          />
          <Button variant="outline" onClick={() => void copy()}>
            Copy link
          </Button>
        </Flex>
      ) : null}
      {activeUntil ? (
        <Text size="1" color="gray">
          Anyone with the link can view this analysis, read-only and without your name or email, until{' '}
          {formatDate(activeUntil)}.
        </Text>
      ) : null}
    </Flex>
  );
}
