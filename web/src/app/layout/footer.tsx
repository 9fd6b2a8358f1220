import { Link } from 'react-router-dom';
import { Flex, Grid, Text } from '@/components/ui';
import { SITE } from '@/config/site';
import { COMPANY_LINKS, LEGAL_LINKS, TOOL_LINKS } from './site-links';

const COLUMNS = [
  { title: 'Tools', links: TOOL_LINKS },
  { title: 'Company', links: COMPANY_LINKS },
  { title: 'Legal', links: LEGAL_LINKS },
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
          © {new Date().getFullYear()} {SITE.name}. Market data: Zillow Research (ZHVI/ZORI) and public government
          sources. Not investment advice.
        </Text>
      </div>
    </footer>
  );
}
