import { useAtomValue } from 'jotai';
import { Button, type ButtonProps } from '@/components/ui';
import { useBusyAction } from '@/hooks/use-busy-action';
import { downloadPdf } from '@/lib/download-pdf';
import { tokenAtom } from '@/stores/store';

/**
 * Downloads a PDF report made on the server (the PDF library never ships to the browser). A shared report
 * needs no sign-in: `anonymous` sends no token, so the link alone decides.
 */
export function DownloadPdfButton({
  url,
  label = 'Download PDF',
  anonymous = false,
  ...button
}: { url: string; label?: string; anonymous?: boolean } & Omit<ButtonProps, 'onClick'>) {
  const token = useAtomValue(tokenAtom);
  const { busy, run } = useBusyAction({
    title: 'Download Failed',
    description: 'The PDF report could not be made. Please try again.',
  });
  return (
    <Button
      variant="soft"
      {...button}
      onClick={() => run(() => downloadPdf(url, anonymous ? null : token))}
      disabled={busy}
    >
      {busy ? 'Preparing PDF...' : label}
    </Button>
  );
}
