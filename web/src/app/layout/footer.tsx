import { Link } from 'react-router-dom';
import { Flex, Grid, Text } from '@/components/ui';
import { SITE } from '@/config/site';

const COLUMNS = [
  {
    title: 'Tools',
    links: [
      { to: '/property-analyzer', label: 'Property Analyzer' },
      { to: '/invoice-checker', label: 'Invoice Checker' },
      { to: '/rental-market', label: 'Rental Market Dashboard' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/blog', label: 'Blog' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-service', label: 'Terms of Service' },
      { to: '/disclaimer', label: 'Disclaimer' },
    ],
  },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <Grid columns={{ initial: '1', sm: '4' }} gap="6">
          <Flex direction="column" gap="2">
            <Text weight="bold" size="4">
              {SITE.name}
            </Text>
            <Text size="2" color="gray">
              Real estate analytics on public data, with a source and a formula for every number.
            </Text>
          </Flex>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <Text as="p" weight="bold" size="2" mb="2">
                {column.title}
              </Text>
              <ul className="plain-list footer-links">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Grid>
        <Text as="p" size="1" color="gray" mt="6">
          © {new Date().getFullYear()} {SITE.name}. Market data: Zillow Research (ZHVI/ZORI) and public government sources. Not investment advice.
        </Text>
      </div>
    </footer>
  );
}
