import { BEDROOM_VALUE_WEIGHT, TYPE_LABEL, type EstimateAdjustment } from './property-estimate-parts.ts';
import { bedroomValueRatio, homeTypeValueRatio, TYPICAL_CONDO_BEDROOMS, type AreaRelations, type Ratio } from './property-relations.ts';
import { round } from './series.ts';

type ValuedType = 'single_family' | 'condo' | 'townhouse';

/**
 * The home-type factor of a value estimate, counted once. Zillow's condo ratio (typical condo value over the
 * typical home of the area) holds two things: condos are smaller, and a condo is priced differently from a
 * house of the same size. When bedrooms or living area already place the home against the typical home, the
 * first part is counted there, so the condo factor keeps only the second: the condo ratio over what the same
 * bedroom ladder gives a typical condo's bedroom count (TYPICAL_CONDO_BEDROOMS). A 2-bedroom condo then comes
 * out at the condo series' own value and other bedroom counts move from there. Single-family homes are most of
 * the stock the bedroom ladder is built from, so their ratio (close to 1) is used as it is; townhouses take
 * the geometric mean of the two. Without bedrooms or size, the full ratios.
 */
export function homeTypeAdjustment(areas: AreaRelations[], type: ValuedType, ratio: Ratio, placedByFacts: boolean): EstimateAdjustment {
  const label = TYPE_LABEL[type];
  const measured = `Zillow's typical ${label} value in ${ratio.area} is ${round(ratio.factor, 3)}× all homes (${ratio.month})`;
  const typicalCondo = placedByFacts && type !== 'single_family' ? bedroomValueRatio(areas, TYPICAL_CONDO_BEDROOMS) : null;
  const condo = typicalCondo ? homeTypeValueRatio(areas, 'condo') : null;
  const sfr = type === 'townhouse' ? homeTypeValueRatio(areas, 'single_family') : null;
  if (!typicalCondo || !condo || (type === 'townhouse' && !sfr)) return { name: 'home type', factor: ratio.factor, detail: `${measured}.` };
  const condoPosition = typicalCondo.factor ** BEDROOM_VALUE_WEIGHT;
  const condoRest = condo.factor / condoPosition;
  const factor = type === 'condo' ? condoRest : Math.sqrt((sfr?.factor ?? 1) * condoRest);
  return {
    name: 'home type',
    factor,
    detail:
      `${measured}. A typical condo has about ${TYPICAL_CONDO_BEDROOMS} bedrooms (a stated assumption: no series here splits bedrooms by type), ` +
      `which the bedroom and size factors already value at ×${round(condoPosition, 3)}, so only the rest of the condo effect counts (×${round(condoRest, 3)})` +
      (type === 'townhouse' ? `, averaged on a log scale with the single-family ratio ×${round(sfr?.factor ?? 1, 3)}: ×${round(factor, 3)}.` : '.'),
  };
}
