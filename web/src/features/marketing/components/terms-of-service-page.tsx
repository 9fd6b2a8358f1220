import { PLANS, TRIAL_DAYS, TRIAL_USAGE_LIMIT } from '@realty/proto-schemas';
import { SITE } from '@/config/site';
import { LegalPage } from './legal-page';

export default function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      path="/terms-of-service"
      description={`The terms that govern your use of ${SITE.name}.`}
      updated="Jan 5, 2025"
      sections={[
        {
          heading: 'Agreement',
          body: [
            `By creating an account or using ${SITE.name}, you agree to these terms. If you use the service for a company, you accept them on its behalf.`,
          ],
        },
        {
          heading: 'Free trial and plans',
          body: [
            `The free trial lasts ${TRIAL_DAYS} days and includes ${TRIAL_USAGE_LIMIT} analyses (property analyses and invoice audits). No credit card is required and you can cancel anytime.`,
            `Paid plans renew monthly. Basic includes ${PLANS.basic.usageLimit} and Pro ${PLANS.pro.usageLimit} analyses per month; Enterprise is unlimited. Unused analyses do not roll over.`,
          ],
        },
        {
          heading: 'Acceptable use',
          body: [
            'Do not attempt to access other users’ data, disrupt the service, resell bulk output of the service, or submit content you have no right to share.',
          ],
        },
        {
          heading: 'Your content',
          body: [
            'You keep ownership of what you submit. You grant us the right to process it to provide the service to you.',
          ],
        },
        {
          heading: 'No investment advice',
          body: [
            'Results are estimates from public data and stated assumptions. They are not investment, legal, tax or appraisal advice; see our Disclaimer.',
          ],
        },
        {
          heading: 'Changes to these terms',
          body: [
            'We will give you at least 30 days’ notice by email before material changes to these terms take effect. Continuing to use the service after that date means you accept the changes.',
          ],
        },
        {
          heading: 'Liability',
          body: [
            'To the extent the law allows, our total liability for any claim is limited to the fees you paid in the 12 months before the claim.',
          ],
        },
        {
          heading: 'Contact',
          body: [`Questions about these terms: ${SITE.supportEmail}.`],
        },
      ]}
    />
  );
}
