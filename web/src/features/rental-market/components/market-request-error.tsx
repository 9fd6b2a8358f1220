import { Callout } from '@/components/ui';

/** Why a market search or comparison failed, announced to screen readers. */
export function MarketRequestError({ message }: { message: string }) {
  return (
    <Callout.Root color="red" role="alert" data-testid="rental-error">
      <Callout.Text>{message}</Callout.Text>
    </Callout.Root>
  );
}
