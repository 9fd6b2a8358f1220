import { SITE } from '@/config/site';
import { LegalPage } from './legal-page';

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      path="/privacy-policy"
      description={`How ${SITE.name} collects, uses and protects your information.`}
      updated="Jan 5, 2025"
      sections={[
        {
          heading: 'What we collect',
          body: [
            'Account information: your name, email address and a hash of your password (never the password itself).',
            'What you submit: property addresses and ZIP codes, invoice text or files you audit, locations you search, and messages you send us.',
            'Usage records: which tools you used and when, so we can meter your plan.',
          ],
        },
        {
          heading: 'How we use it',
          body: [
            'To run the tools you ask for, keep your history and exports available to you, meter usage against your plan, process payments, and answer your messages. We do not sell your personal information.',
          ],
        },
        {
          heading: 'Service providers',
          body: [
            'Payments are processed by Stripe; we never see or store your full card number. When AI narrative text is enabled, the computed figures of an analysis (not your account details) are sent to our AI provider to write the summary.',
          ],
        },
        {
          heading: 'Retention and your rights',
          body: [
            `You can export your history at any time from your dashboard. To correct or delete your account and its data, write to ${SITE.supportEmail}; we act on requests within 30 days.`,
          ],
        },
        {
          heading: 'Security',
          body: [
            'Data is sent over encrypted connections, passwords are stored with a slow one-way hash, and access to production data is limited to staff who need it.',
          ],
        },
        {
          heading: 'Contact',
          body: [`Questions about this policy: ${SITE.supportEmail}.`],
        },
      ]}
    />
  );
}
