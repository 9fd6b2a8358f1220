import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Button, Dialog, Flex, Text } from '@/components/ui';
import { useCsvExport } from '@/hooks/use-csv-export';
import { useToast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/graphql-errors';
import { fetchAllAdminUsers, newsletterRecipients } from '../api/get-admin-dashboard';

/**
 * 'Send Newsletter': the product has no mail service, and one mail with every user in BCC leaks the list
 * the moment anyone replies-all or a client shows BCC. So the button explains that and offers the
 * recipient list as a CSV for a mailing service, which sends each person their own message.
 */
export function NewsletterDialog() {
  const client = useApolloClient();
  const exportCsv = useCsvExport();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      exportCsv('newsletter_recipients', newsletterRecipients(await fetchAllAdminUsers(client)));
    } catch (error) {
      toast({
        title: 'Export Failed',
        description: errorMessage(error, 'The recipient list could not be loaded.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button variant="soft">Send Newsletter</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>Send Newsletter</Dialog.Title>
        <Dialog.Description size="2">
          Newsletters go out through your mailing service, which sends every person their own message. Download the
          recipient list (first name, last name and email of every registered user) and import it there.
        </Dialog.Description>
        <Text as="p" size="2" color="gray" mt="3">
          Addresses are never put together into one email, so no user can see another&apos;s address.
        </Text>
        <Flex justify="end" gap="3" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button onClick={() => void download()} disabled={busy}>
            {busy ? 'Preparing...' : 'Download recipient list (CSV)'}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
