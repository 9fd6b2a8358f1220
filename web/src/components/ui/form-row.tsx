import { Box, Flex } from '@radix-ui/themes';
import { Button } from './button';
import type { ReactNode } from 'react';

/** A one-row form (a search): its fields side by side and the submit button last; stacked on a phone. */
export function FormRow({ children }: { children: ReactNode }) {
  return (
    <Flex direction={{ initial: 'column', sm: 'row' }} gap="3" align={{ initial: 'stretch', sm: 'start' }}>
      {children}
    </Flex>
  );
}

/** The submit button of a FormRow, level with the inputs beside it (below their labels). */
export function FormRowSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Box pt={{ initial: '0', sm: '5' }}>
      <Button type="submit" size="3" disabled={busy} style={{ width: '100%' }}>
        {busy ? busyLabel : label}
      </Button>
    </Box>
  );
}
