import { useSearchParams } from 'react-router-dom';
import { BlockedScreen } from '@/components/usage-gate/blocked-screen';
import { clientGate } from '@/components/usage-gate/use-usage-gate';
import { useMeteredRun } from '@/components/usage-gate/use-metered-run';
import { ToolResultBar } from '@/components/tools/tool-result-bar';
import { TrialPitch } from '@/components/tools/trial-pitch';
import { Card, Flex, Text } from '@/components/ui';
import { useOpenSignInDialog } from '@/hooks/use-sign-in-dialog';
import { usePageMeta } from '@/lib/page-meta';
import { remainingText } from '@/lib/session/usage';
import { useSession, type SessionUser } from '@/lib/session/use-session';
import { useAnalyzeProperty, type PropertyAnalysisResult } from '../api/analyze-property';
import { DEMO_ANALYSIS } from '../demo/demo-analysis';
import { PropertyForm, type PropertyRequest } from './property-form';
import { PropertyResult } from './property-result';
import { ToolPageHeader } from '@/components/tools/tool-page-header';

const TOOL = 'Property Analyzer';

const remainingNote = (user: SessionUser) => remainingText(user);

function Header() {
  return (
    <ToolPageHeader
      title={TOOL}
      lead="Value, rent, cap rate, ROI and risk for a US address, with the formula and source of every number."
    />
  );
}

function MemberAnalyzer({ user, defaultAddress }: { user: SessionUser; defaultAddress: string }) {
  const [analyze, { loading }] = useAnalyzeProperty();
  const { result, setResult, refused, run } = useMeteredRun('Analysis Failed', (analysis: PropertyAnalysisResult) => ({
    title: 'Analysis Complete',
    description: `${analysis.address} has been analyzed.`,
  }));

  const onSubmit = (input: PropertyRequest) =>
    run(async () => (await analyze({ variables: { input } })).data?.analyzeProperty);

  if (refused) return <BlockedScreen reason={refused} tool={TOOL} />;
  if (result) {
    return (
      <Flex direction="column" gap="4">
        <ToolResultBar
          note={remainingNote(user)}
          againLabel="Analyze Another Property"
          onAgain={() => setResult(null)}
        />
        <PropertyResult result={result} onChange={setResult} />
      </Flex>
    );
  }
  const gate = clientGate(user);
  if (!gate.allowed) return <BlockedScreen reason={gate.reason} tool={TOOL} />;
  return (
    <Card size={{ initial: '2', sm: '4' }}>
      <Flex direction="column" gap="3">
        <PropertyForm defaultAddress={defaultAddress} busy={loading} onSubmit={onSubmit} />
        <Text size="2" color="gray" data-testid="remaining-note">
          {remainingNote(user)}
        </Text>
      </Flex>
    </Card>
  );
}

export default function PropertyAnalyzerPage() {
  usePageMeta({
    title: TOOL,
    path: '/property-analyzer',
    description:
      'AI property investment analysis: value and rent estimates, cap rate, ROI, IRR and risk for any US address.',
  });
  const session = useSession();
  const [params] = useSearchParams();
  const openSignIn = useOpenSignInDialog();
  const defaultAddress = params.get('address') ?? '';

  return (
    <div className="page">
      <Header />
      {session.status === 'authenticated' ? (
        <MemberAnalyzer user={session.user} defaultAddress={defaultAddress} />
      ) : (
        <Flex direction="column" gap="4">
          <TrialPitch tool={TOOL} />
          <Card size={{ initial: '2', sm: '3' }}>
            <PropertyForm
              defaultAddress={defaultAddress}
              busy={false}
              onSubmit={() => openSignIn(TOOL)}
              submitLabel="Analyze Property"
            />
          </Card>
          <PropertyResult result={DEMO_ANALYSIS} demo />
        </Flex>
      )}
    </div>
  );
}
