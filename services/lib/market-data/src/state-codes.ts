export interface StateCode {
  abbr: string;
  name: string;
  fips: string;
}

/** The 50 states, DC and Puerto Rico, with their FIPS codes. */
export const STATES: readonly StateCode[] = [
  { abbr: 'AL', name: 'Alabama', fips: '01' },
  { abbr: 'AK', name: 'Alaska', fips: '02' },
  { abbr: 'AZ', name: 'Arizona', fips: '04' },
  { abbr: 'AR', name: 'Arkansas', fips: '05' },
  { abbr: 'CA', name: 'California', fips: '06' },
  { abbr: 'CO', name: 'Colorado', fips: '08' },
  { abbr: 'CT', name: 'Connecticut', fips: '09' },
  { abbr: 'DE', name: 'Delaware', fips: '10' },
  { abbr: 'DC', name: 'District of Columbia', fips: '11' },
  { abbr: 'FL', name: 'Florida', fips: '12' },
  { abbr: 'GA', name: 'Georgia', fips: '13' },
  { abbr: 'HI', name: 'Hawaii', fips: '15' },
  { abbr: 'ID', name: 'Idaho', fips: '16' },
  { abbr: 'IL', name: 'Illinois', fips: '17' },
  { abbr: 'IN', name: 'Indiana', fips: '18' },
  { abbr: 'IA', name: 'Iowa', fips: '19' },
  { abbr: 'KS', name: 'Kansas', fips: '20' },
  { abbr: 'KY', name: 'Kentucky', fips: '21' },
  { abbr: 'LA', name: 'Louisiana', fips: '22' },
  { abbr: 'ME', name: 'Maine', fips: '23' },
  { abbr: 'MD', name: 'Maryland', fips: '24' },
  { abbr: 'MA', name: 'Massachusetts', fips: '25' },
  { abbr: 'MI', name: 'Michigan', fips: '26' },
  { abbr: 'MN', name: 'Minnesota', fips: '27' },
  { abbr: 'MS', name: 'Mississippi', fips: '28' },
  { abbr: 'MO', name: 'Missouri', fips: '29' },
  { abbr: 'MT', name: 'Montana', fips: '30' },
  { abbr: 'NE', name: 'Nebraska', fips: '31' },
  { abbr: 'NV', name: 'Nevada', fips: '32' },
  { abbr: 'NH', name: 'New Hampshire', fips: '33' },
  { abbr: 'NJ', name: 'New Jersey', fips: '34' },
  { abbr: 'NM', name: 'New Mexico', fips: '35' },
  { abbr: 'NY', name: 'New York', fips: '36' },
  { abbr: 'NC', name: 'North Carolina', fips: '37' },
  { abbr: 'ND', name: 'North Dakota', fips: '38' },
  { abbr: 'OH', name: 'Ohio', fips: '39' },
  { abbr: 'OK', name: 'Oklahoma', fips: '40' },
  { abbr: 'OR', name: 'Oregon', fips: '41' },
  { abbr: 'PA', name: 'Pennsylvania', fips: '42' },
  { abbr: 'RI', name: 'Rhode Island', fips: '44' },
  { abbr: 'SC', name: 'South Carolina', fips: '45' },
  { abbr: 'SD', name: 'South Dakota', fips: '46' },
  { abbr: 'TN', name: 'Tennessee', fips: '47' },
  { abbr: 'TX', name: 'Texas', fips: '48' },
  { abbr: 'UT', name: 'Utah', fips: '49' },
  { abbr: 'VT', name: 'Vermont', fips: '50' },
  { abbr: 'VA', name: 'Virginia', fips: '51' },
  { abbr: 'WA', name: 'Washington', fips: '53' },
  { abbr: 'WV', name: 'West Virginia', fips: '54' },
  { abbr: 'WI', name: 'Wisconsin', fips: '55' },
  { abbr: 'WY', name: 'Wyoming', fips: '56' },
  { abbr: 'PR', name: 'Puerto Rico', fips: '72' },
];

const byAbbr = new Map(STATES.map((s) => [s.abbr, s]));
const byName = new Map(STATES.map((s) => [s.name.toLowerCase(), s]));
const byFips = new Map(STATES.map((s) => [s.fips, s]));

export function stateByAbbr(abbr: string): StateCode | undefined {
  return byAbbr.get(abbr.trim().toUpperCase());
}

export function stateByName(name: string): StateCode | undefined {
  return byName.get(name.trim().toLowerCase().replace(/\s+/g, ' '));
}

export function stateByFips(fips: string): StateCode | undefined {
  return byFips.get(fips);
}
