import { SITE } from '@/config/site';
import { LegalPage } from './legal-page';

export default function DisclaimerPage() {
  return (
    <LegalPage
      title="Disclaimer"
      path="/disclaimer"
      description={`${SITE.name} results are estimates, not investment advice.`}
      updated="Jan 5, 2025"
      sections={[
        {
          heading: 'Not investment advice',
          body: [
            `${SITE.name} provides analytical tools and information for general purposes. Nothing on this site is financial, investment, legal, tax or appraisal advice. Consult qualified professionals before making investment decisions.`,
          ],
        },
        {
          heading: 'Estimates and data',
          body: [
            'Values, rents, returns and risk scores are estimates computed from public datasets (such as Zillow Research ZHVI and ZORI) and the assumptions shown with each result. Data can be out of date, incomplete or wrong for a specific property. Listing status is not tracked: we have no listings feed.',
            'AI-written summaries describe computed figures; they may contain errors of wording and should be read alongside the numbers and their formulas.',
          ],
        },
        {
          heading: 'Invoice audits',
          body: [
            'Invoice findings flag items for review. They do not establish that a vendor has over-billed you; confirm with the vendor and your records.',
          ],
        },
        {
          heading: 'Third-party data',
          body: ['Data: Zillow Research (ZHVI/ZORI). Zillow and other data publishers do not endorse this service.'],
        },
      ]}
    />
  );
}
