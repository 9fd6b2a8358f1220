import { describe, expect, it } from 'vitest';
import { composePrerenderedPage, prerenderedFileFor, stylesheetHref } from './compose-page';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>RealtyLens: AI real estate analytics for investors</title>
    <meta name="description" content="Default" />
    <link rel="canonical" href="https://realtylens.app/" />
    <meta property="og:title" content="RealtyLens" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('a prerendered page', () => {
  const page = composePrerenderedPage(TEMPLATE, {
    path: '/invoice-checker',
    appHtml: '<h1>Invoice Checker</h1>',
    criticalCss: 'h1{font-size:40px}',
    meta: {
      title: 'Invoice Checker | RealtyLens',
      description: 'Audit "any" invoice',
      url: 'https://realtylens.app/invoice-checker',
      robots: 'index,follow',
    },
  });

  it('inlines the critical CSS and links the full stylesheet for print, for the app to switch on', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<style>h1{font-size:40px}</style>');
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-def.css" media="print" data-deferred-stylesheet>',
    );
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")/);
  });

  it('marks the root with its route and carries the route title, description and canonical address', () => {
    expect(page).toContain('<div id="root" data-prerendered="/invoice-checker"><h1>');
    expect(page).toContain('<title>Invoice Checker | RealtyLens</title>');
    expect(page).toContain('<meta name="description" content="Audit &quot;any&quot; invoice" />');
    expect(page).toContain('<link rel="canonical" href="https://realtylens.app/invoice-checker" />');
    expect(page).toContain('<meta property="og:title" content="Invoice Checker | RealtyLens" />');
  });

  it('fails the build when the template changed shape, and names files by route', () => {
    expect(stylesheetHref(TEMPLATE)).toBe('/assets/index-def.css');
    expect(() =>
      composePrerenderedPage(TEMPLATE.replace('<div id="root"></div>', '<main></main>'), {
        path: '/',
        appHtml: '',
        criticalCss: '',
        meta: null,
      }),
    ).toThrow(/#root/);
    expect(prerenderedFileFor('/')).toBe('prerendered/index.html');
    expect(prerenderedFileFor('/rental-market/')).toBe('prerendered/rental-market.html');
    expect(() => prerenderedFileFor('/a?b=1')).toThrow();
  });
});
