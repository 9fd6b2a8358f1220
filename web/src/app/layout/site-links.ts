/** A page of the site and the label its links show; the nav bar and the footer read these lists. */
export interface SiteLink {
  to: string;
  label: string;
}

export const TOOL_LINKS: readonly SiteLink[] = [
  { to: '/property-analyzer', label: 'Property Analyzer' },
  { to: '/invoice-checker', label: 'Invoice Checker' },
  { to: '/rental-market', label: 'Rental Market Dashboard' },
];

export const PRICING_LINK: SiteLink = { to: '/pricing', label: 'Pricing' };
const ABOUT_LINK: SiteLink = { to: '/about', label: 'About' };
const BLOG_LINK: SiteLink = { to: '/blog', label: 'Blog' };
const CONTACT_LINK: SiteLink = { to: '/contact', label: 'Contact' };

/** The nav bar's 'More' menu (Pricing has its own link there). */
export const MORE_LINKS: readonly SiteLink[] = [ABOUT_LINK, BLOG_LINK, CONTACT_LINK];

/** The footer's Company column. */
export const COMPANY_LINKS: readonly SiteLink[] = [ABOUT_LINK, BLOG_LINK, PRICING_LINK, CONTACT_LINK];

export const LEGAL_LINKS: readonly SiteLink[] = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/disclaimer', label: 'Disclaimer' },
];
