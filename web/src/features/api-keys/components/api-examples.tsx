import { Code, Flex, SectionCard, Text } from '@/components/ui';

/** The examples use the page's own origin, so they can be pasted as they are. */
function origin(): string {
  return typeof window === 'undefined' ? 'https://realtylens.example.com' : window.location.origin;
}

function Snippet({ title, code }: { title: string; code: string }) {
  return (
    <Flex direction="column" gap="2">
      <Text weight="medium">{title}</Text>
      <pre
        className="code-block"
        style={{ overflowX: 'auto', margin: 0, padding: 12, borderRadius: 6, background: 'var(--gray-a3)' }}
      >
        <code>{code}</code>
      </pre>
    </Flex>
  );
}

export function ApiExamples({ apiKey }: { apiKey?: string }) {
  const base = origin();
  const key = apiKey ?? 'rlk_...';
  const curlGraphql = `curl -s ${base}/graphql \\
  -H 'Authorization: Bearer ${key}' \\
  -H 'Content-Type: application/json' \\
  -d '{"query":"{ rentalMarket(location: \\"78701\\") { location medianRent } }"}'`;
  const curlRest = `curl -s ${base}/api/analyze-property \\
  -H 'Authorization: Bearer ${key}' \\
  -H 'Content-Type: application/json' \\
  -d '{"address":"100 Congress Ave","zipCode":"78701"}'`;
  const typescript = `const REALTYLENS_KEY = process.env.REALTYLENS_KEY!; // ${key.slice(0, 16)}...

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch('${base}/graphql', {
    method: 'POST',
    headers: { authorization: \`Bearer \${REALTYLENS_KEY}\`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  if (res.status === 429) throw new Error(\`rate limited, retry in \${res.headers.get('retry-after')} s\`);
  const body = await res.json();
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data as T;
}

const { me } = await graphql<{ me: { usageCount: number } }>('{ me { usageCount } }');
console.log(\`uses this period: \${me.usageCount}\`);`;
  return (
    <SectionCard
      level="h2"
      title="Examples"
      introSize="2"
      intro={
        <>
          Send the key as <Code>Authorization: Bearer &lt;key&gt;</Code> to <Code>/graphql</Code> or any{' '}
          <Code>/api</Code> path. The REST paths are described in OpenAPI at <Code>/api/openapi.json</Code>.
        </>
      }
    >
      <Flex direction="column" gap="4">
        <Snippet title="GraphQL with curl" code={curlGraphql} />
        <Snippet title="REST with curl" code={curlRest} />
        <Snippet title="TypeScript (Node 18+ or a browser)" code={typescript} />
      </Flex>
    </SectionCard>
  );
}
