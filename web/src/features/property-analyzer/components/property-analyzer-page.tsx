import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BlockedScreen } from '@/components/usage-gate/blocked-screen';
import { clientGate } from '@/components/usage-gate/use-usage-gate';
import { TrialPitch } from '@/components/tools/trial-pitch';
import { Button, Card, Flex, Text } from '@/components/ui';
import { useOpenSignInDialog } from '@/hooks/use-sign-in-dialog';
import { useToast } from '@/hooks/use-toast';
import { errorMessage, usageRefusedReason } from '@/lib/graphql-errors';
import { usePageMeta } from '@/lib/page-meta';
import { remainingText } from '@/lib/session/usage';
import { useRefreshSession, useSession, type SessionUser } from '@/lib/session/use-session';
import { useAnalyzeProperty, type PropertyAnalysisResult } from '../api/analyze-property';
import { DEMO_ANALYSIS } from '../demo/demo-analysis';
import { PropertyForm, type PropertyRequest } from './property-form';
import { PropertyResult } from './property-result';
import { ToolPageHeader } from '@/components/tools/tool-page-header';

const TOOL = 'Property Analyzer';

const remainingNote = (user: SessionUser) => remainingText(user);

function Header() {
  return (
    <ToolPageHeader title={TOOL} lead="Value, rent, cap rate, ROI and risk for a US address, with the formula and source of every number." />
  );
}

function MemberAnalyzer({ user, defaultAddress }: { user: SessionUser; defaultAddress: string }) {
  const toast = useToast();
  const refreshSession = useRefreshSession();
  const [analyze, { loading }] = useAnalyzeProperty();
  const [result, setResult] = useState<PropertyAnalysisResult | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const onSubmit = async (input: PropertyRequest) => {
    try {
      const { data } = await analyze({ variables: { input } });
      if (!data) throw new Error('No result came back');
      setResult(data.analyzeProperty);
      toast({ title: 'Analysis Complete', description: `${data.analyzeProperty.address} has been analyzed.`, variant: 'success' });
    } catch (error) {
      const reason = usageRefusedReason(error);
      if (reason) setRefused(reason);
      else toast({ title: 'Analysis Failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      await refreshSession();
    }
  };

  if (refused) return <BlockedScreen reason={refused} tool={TOOL} />;
  if (result) {
    return (
      <Flex direction="column" gap="4">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Text color="gray" size="2">
            {remainingNote(user)}
          </Text>
          <Button variant="soft" onClick={() => setResult(null)}>
            Analyze Another Property
          </Button>
        </Flex>
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
  usePageMeta({ title: TOOL, path: '/property-analyzer', description: 'AI property investment analysis: value and rent estimates, cap rate, ROI, IRR and risk for any US address.' });
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
            <PropertyForm defaultAddress={defaultAddress} busy={false} onSubmit={() => openSignIn(TOOL)} submitLabel="Analyze Property" />
          </Card>
          <PropertyResult result={DEMO_ANALYSIS} demo />
        </Flex>
      )}
    </div>
  );
}
