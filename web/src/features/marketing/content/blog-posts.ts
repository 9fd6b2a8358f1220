/** The three blog articles (spec section 2: investment analysis guide, rental market trends, AI property valuation). */

export interface BlogSection {
  heading?: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  date: string;
  readTime: string;
  sections: BlogSection[];
}

export const BLOG_POSTS: BlogPost[] = [
  {
    slug: 'real-estate-investment-analysis-guide',
    title: 'The Complete Guide to Real Estate Investment Analysis',
    excerpt:
      'Cap rate, cash-on-cash, DSCR and IRR: what each metric tells you, how to compute it, and the assumptions that move it most.',
    category: 'Investment Analysis',
    date: '2025-01-15',
    readTime: '9 min read',
    sections: [
      {
        paragraphs: [
          'A rental property is a small business: it collects rent, pays expenses and, usually, services a loan. Investment analysis is the discipline of estimating those cash flows honestly and asking whether the price you pay is justified by them. Every metric below is a different lens on the same cash flows.',
        ],
      },
      {
        heading: 'Start with net operating income',
        paragraphs: [
          'Net operating income (NOI) is the rent you actually collect minus the costs of running the property, before any mortgage payment. Begin with gross scheduled rent (monthly rent times twelve), subtract a vacancy allowance (5-8% is common for single-family rentals) to get effective gross income, then subtract operating expenses: property tax, insurance, management (8-10% of collected rent), maintenance (5-10% of rent) and a capital-expenditure reserve for roofs, HVAC systems and water heaters.',
          'Most analysis mistakes happen here. Sellers’ pro formas often omit management because the current owner self-manages, or capex because nothing has broken yet. Put every line in, even if you plan to do the work yourself: your time has a cost and the roof will be replaced eventually.',
        ],
      },
      {
        heading: 'Cap rate: the price of income',
        paragraphs: [
          'Cap rate = NOI / purchase price. A $300,000 home with $18,000 NOI has a 6.0% cap rate. The cap rate ignores financing, which makes it the right metric for comparing properties with each other and with the market: if similar properties trade at 5.5% and this one is offered at 6.0%, either it is a bargain or the market sees a risk you have not found yet.',
        ],
      },
      {
        heading: 'Cash flow, cash-on-cash and DSCR: the financed view',
        paragraphs: [
          'Once a loan is involved, subtract annual debt service from NOI to get cash flow. Cash-on-cash return divides that annual cash flow by the cash you put in: down payment plus closing costs plus any immediate repairs. It answers the question "what does my invested cash earn this year?"',
          'The debt service coverage ratio (DSCR) is NOI divided by annual debt service. Lenders typically want at least 1.20-1.25; below 1.0 the property cannot pay its own mortgage and you are topping it up every month.',
        ],
        bullets: [
          'Cash flow = NOI - annual debt service',
          'Cash-on-cash = annual cash flow / total cash invested',
          'DSCR = NOI / annual debt service',
        ],
      },
      {
        heading: 'IRR: putting time back in',
        paragraphs: [
          'Cap rate and cash-on-cash are one-year snapshots. The internal rate of return (IRR) looks at the whole holding period: the cash you invest on day one, each year’s cash flow as rent and expenses grow, and the net proceeds when you sell after paying selling costs and the remaining loan balance. IRR is the discount rate that makes all of those flows net to zero. It rewards appreciation and loan paydown that the snapshot metrics miss, and it is very sensitive to the appreciation assumption, so test a flat-price scenario too.',
        ],
      },
      {
        heading: 'The assumptions that matter most',
        paragraphs: [
          'Run a sensitivity check on the four inputs that usually move the answer the most: rent, interest rate, vacancy and appreciation. If a deal only works with top-of-market rent and 5% annual appreciation, it does not work. Our Property Analyzer lists every assumption with its source, so you can see which ones carry the result and change the ones you disagree with.',
        ],
      },
    ],
  },
  {
    slug: 'rental-market-trends-2025',
    title: 'Rental Market Trends: Reading Rents, Occupancy and Supply',
    excerpt:
      'How to tell a strong rental market from a weak one using rent growth, occupancy, new supply and rent-to-income ratios.',
    category: 'Market Trends',
    date: '2025-02-03',
    readTime: '7 min read',
    sections: [
      {
        paragraphs: [
          'After the rapid rent growth of 2021 and 2022, most US markets have settled into low single-digit annual increases, and some Sun Belt metros with heavy apartment construction have seen rents flatten or dip. National averages hide a lot: the right question is always what is happening in the specific market, and increasingly in the specific ZIP code, where you plan to own.',
        ],
      },
      {
        heading: 'Rent level and rent growth',
        paragraphs: [
          'The Zillow Observed Rent Index (ZORI) tracks asking rents for the same kinds of homes over time, which makes it a good measure of market rent rather than of whichever units happened to be listed. Look at both the year-over-year change and the last few months: a market whose annual growth is still positive but whose recent months are negative is turning.',
        ],
      },
      {
        heading: 'Occupancy and supply',
        paragraphs: [
          'Rent growth follows the balance between households and available units. Rental vacancy rates from the Census Bureau and the pipeline of new multifamily permits tell you which way that balance is moving. A wave of new apartments typically pushes landlords toward concessions for 12-24 months before the market absorbs it.',
        ],
        bullets: [
          'Occupancy above 95%: landlords have pricing power; expect rent growth.',
          'Occupancy of 92-95%: balanced; rents track inflation.',
          'Occupancy below 92%: concessions, longer vacancies, flat or falling rents.',
        ],
      },
      {
        heading: 'Affordability sets the ceiling',
        paragraphs: [
          'Rent cannot outgrow incomes forever. When median rent passes about 30% of median renter household income, growth slows and turnover rises. Comparing ZORI with local income data from the American Community Survey shows how much room is left.',
        ],
      },
      {
        heading: 'Putting it together',
        paragraphs: [
          'A healthy rental market for an investor combines steady, not spectacular, rent growth; high occupancy; limited new supply; and rents that are still affordable relative to local incomes. The Rental Market Dashboard puts these figures side by side for a city, county or ZIP code, with the source and method of each.',
        ],
      },
    ],
  },
  {
    slug: 'ai-property-valuation',
    title: 'How AI Property Valuation Works, and Where It Falls Short',
    excerpt:
      'Automated valuation models, market indices and language models: what each can and cannot tell you about a property’s value.',
    category: 'Technology',
    date: '2025-02-20',
    readTime: '8 min read',
    sections: [
      {
        paragraphs: [
          '"AI valuation" covers very different techniques. Knowing which one is behind a number tells you how far to trust it.',
        ],
      },
      {
        heading: 'Automated valuation models',
        paragraphs: [
          'An automated valuation model (AVM) estimates a home’s value from its characteristics (size, bedrooms, age, lot, location) and recent sales of comparable homes. The best AVMs have median errors of 2-3% for homes that are on the market and 6-8% for homes that are not. Errors are larger for unusual properties, rural areas and anywhere sales are sparse.',
        ],
      },
      {
        heading: 'Index-based estimates',
        paragraphs: [
          'A simpler and more transparent approach starts from a published market index, such as the Zillow Home Value Index (ZHVI) for a ZIP code, and adjusts for what is known about the property. It cannot see a renovated kitchen or a failing foundation, so an honest index-based estimate is a range, not a point: it says what a typical home in that area is worth and how wide the spread around it is.',
        ],
      },
      {
        heading: 'Where language models fit',
        paragraphs: [
          'Large language models are good at explaining numbers and bad at producing them. A model asked for a property’s value will confidently produce a plausible figure with no data behind it. In our tools the numbers are computed first, from public data with stated formulas, and a language model is only asked to write the narrative around those computed numbers. Without an AI key, a template writes the same narrative.',
        ],
      },
      {
        heading: 'How to use an automated estimate',
        paragraphs: ['Treat any automated value as the start of your diligence, not the end of it.'],
        bullets: [
          'Check the range, not just the point estimate.',
          'Look at the data date: a value built on last year’s index misses this year’s moves.',
          'Compare with two or three recent sales you have checked yourself.',
          'Before you buy, get an appraisal or a broker price opinion, and an inspection.',
        ],
      },
    ],
  },
];

export function findPost(slug: string | undefined): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}
