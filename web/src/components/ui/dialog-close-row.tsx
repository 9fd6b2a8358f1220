import { Dialog, Flex } from '@radix-ui/themes';
import { Button } from './button';

/** The last row of a read-only dialog: its one Close button, at the end. */
export function DialogCloseRow() {
  return (
    <Flex justify="end" mt="4">
      <Dialog.Close>
        <Button variant="soft">Close</Button>
      </Dialog.Close>
    </Flex>
  );
}
