import { RadioGroup, Table } from '@radix-ui/themes';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { API_KEY_DEFAULT_RATE_LIMIT, createApiKeySchema, type CreateApiKeyInput } from '@realty/proto-schemas';
import {
  Badge,
  Button,
  ButtonLink,
  Callout,
  Card,
  Code,
  DataTable,
  Flex,
  Heading,
  InputField,
  PageSpinner,
  SectionCard,
  Text,
} from '@/components/ui';
import { formatDate } from '@/lib/format-date';
import { useZodForm } from '@/lib/form-fields';
import { fieldErrors } from '@/lib/graphql-errors';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session/use-session';
import { useToast } from '@/hooks/use-toast';
import { useCreateApiKey, useMyApiKeys, useRevokeApiKey, type ApiKeyRow } from '../api/api-keys';
import { ApiExamples } from './api-examples';

const SCOPE_TEXT = {
  READ: 'Read: queries only (history, usage, rental markets)',
  ANALYZE: 'Analyze: also runs analyses, invoice audits and bulk uploads, counted against your plan',
} as const;

/** The last column holds the Revoke button and has no heading. */
const KEY_HEADINGS = ['Name', 'Key', 'Scope', 'Limit', 'Created', 'Last used', ''];

function CreateKeyForm({ onCreated }: { onCreated: (key: string) => void }) {
  const [createKey, { loading }] = useCreateApiKey();
  const toast = useToast();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useZodForm(createApiKeySchema, { name: '', scope: 'READ', rateLimitPerMinute: null });

  const submit = handleSubmit(async (input) => {
    try {
      const { data } = await createKey({ variables: { input } });
      if (data) {
        onCreated(data.createApiKey.key);
        reset();
      }
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [name, message] of Object.entries(fields)) setError(name as keyof CreateApiKeyInput, { message });
      if (!Object.keys(fields).length)
        toast({
          title: 'Error',
          description: error instanceof Error ? error.message : 'The key was not created',
          variant: 'destructive',
        });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <InputField label="Name" placeholder="nightly import" {...register('name')} error={errors.name?.message} />
        <Flex direction="column" gap="1">
          <Text size="2" weight="medium" id="scope-label">
            What it may do
          </Text>
          <Controller
            control={control}
            name="scope"
            render={({ field }) => (
              <RadioGroup.Root aria-labelledby="scope-label" value={field.value} onValueChange={field.onChange}>
                <RadioGroup.Item value="READ">{SCOPE_TEXT.READ}</RadioGroup.Item>
                <RadioGroup.Item value="ANALYZE">{SCOPE_TEXT.ANALYZE}</RadioGroup.Item>
              </RadioGroup.Root>
            )}
          />
        </Flex>
        <InputField
          label="Requests per minute"
          type="number"
          placeholder={String(API_KEY_DEFAULT_RATE_LIMIT)}
          hint={`Past this, requests are answered 429 with Retry-After. ${API_KEY_DEFAULT_RATE_LIMIT} when empty.`}
          {...register('rateLimitPerMinute', {
            setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)),
          })}
          error={errors.rateLimitPerMinute?.message}
        />
        <Flex>
          <Button type="submit" loading={loading}>
            Create key
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function KeyList({ rows }: { rows: readonly ApiKeyRow[] }) {
  const [revoke] = useRevokeApiKey();
  if (!rows.length) return <Text color="gray">No keys yet.</Text>;
  return (
    <DataTable headings={KEY_HEADINGS} variant="surface" size="2" scroll={false}>
      {rows.map((k) => (
        <Table.Row key={k.id}>
          <Table.RowHeaderCell>{k.name}</Table.RowHeaderCell>
          <Table.Cell>
            <Code>{k.prefix}_…</Code>
          </Table.Cell>
          <Table.Cell>
            <Badge color={k.scope === 'ANALYZE' ? 'indigo' : 'gray'}>
              {k.scope === 'ANALYZE' ? 'Analyze' : 'Read'}
            </Badge>
          </Table.Cell>
          <Table.Cell>{k.rateLimitPerMinute}/min</Table.Cell>
          <Table.Cell>{formatDate(k.createdAt)}</Table.Cell>
          <Table.Cell>{k.lastUsedAt ? formatDate(k.lastUsedAt) : 'Never'}</Table.Cell>
          <Table.Cell>
            {k.revokedAt ? (
              <Badge color="red">Revoked</Badge>
            ) : (
              <Button
                size="1"
                color="red"
                variant="soft"
                onClick={() => void revoke({ variables: { id: k.id } })}
                aria-label={`Revoke ${k.name}`}
              >
                Revoke
              </Button>
            )}
          </Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}

function KeyManagement() {
  const keys = useMyApiKeys(true);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <Flex direction="column" gap="4">
      {created ? (
        <Callout.Root color="green" role="status">
          <Callout.Text>
            Your new key, shown this once (only a hash is kept): <Code data-testid="new-api-key">{created}</Code>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      <SectionCard level="h2" title="New key">
        <CreateKeyForm onCreated={setCreated} />
      </SectionCard>
      <SectionCard level="h2" title="Your keys">
        {keys.loading && !keys.data ? <PageSpinner /> : <KeyList rows={keys.data?.myApiKeys ?? []} />}
      </SectionCard>
      <ApiExamples {...(created ? { apiKey: created } : {})} />
    </Flex>
  );
}

export default function ApiKeysPage() {
  usePageMeta({ title: 'API', path: '/developers' });
  const session = useSession();
  return (
    <div className="page">
      <Flex direction="column" gap="4">
        <Heading as="h1" size="8">
          API
        </Heading>
        <Text color="gray">
          Everything in RealtyLens is available to your scripts and services through GraphQL at <Code>/graphql</Code>{' '}
          and REST at <Code>/api</Code>. An API key acts for you: analyses it runs count against your plan, and it never
          has admin rights.
        </Text>
        {session.status === 'loading' ? (
          <PageSpinner />
        ) : session.status === 'authenticated' ? (
          <KeyManagement />
        ) : (
          <>
            <Card size="3">
              <Flex direction="column" gap="2" align="start">
                <Text>Sign in to create and manage API keys.</Text>
                <ButtonLink to="/auth/login">Sign In</ButtonLink>
              </Flex>
            </Card>
            <ApiExamples />
          </>
        )}
      </Flex>
    </div>
  );
}
