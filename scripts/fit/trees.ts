// Shallow regression trees on the linear value model's errors, as tried by value-cv.ts (fitted by boost.ts):
// the stored form of an ensemble, its evaluation (a pure walk down each tree) and the features the trees may
// split on. Not part of the product: on state-grouped cross-validation inside the tune states the trees did
// not lower the error (docs/analyzer-accuracy.md, tried list), so the product keeps the linear model alone.
import {
  REFERENCE,
  valueFeatures,
  type FactSet,
  type ValueInputs,
} from '../../services/lib/market-data/src/value-model.ts';

/**
 * One tree of fixed depth d, stored level by level: node i (0-based) sends a case to child 2i+1 when its
 * feature is at or below the threshold, else to 2i+2. `feature[i]` is -1 at a node that did not split (every
 * case goes left). The 2^d leaves hold the tree's contribution (shrinkage already applied).
 */
export interface ValueTree {
  feature: number[];
  threshold: number[];
  leaf: number[];
}

export interface TreeEnsemble {
  /** Names of the features the trees split on, in the order `feature` indices refer to. */
  features: string[];
  depth: number;
  trees: ValueTree[];
}

/** The sum of the trees' leaves for one case (x in the ensemble's feature order). */
export function ensembleOutput(ensemble: TreeEnsemble, x: readonly number[]): number {
  const inner = 2 ** ensemble.depth - 1;
  let sum = 0;
  for (const tree of ensemble.trees) {
    let node = 0;
    for (let level = 0; level < ensemble.depth; level += 1) {
      const f = tree.feature[node]!;
      node = 2 * node + (f >= 0 && x[f]! > tree.threshold[node]! ? 2 : 1);
    }
    sum += tree.leaf[node - inner]!;
  }
  return sum;
}

/** Stands for a fact not given (below every real value, so a tree can split it off). */
const NOT_GIVEN = -9;

/**
 * Every feature the trees may split on, by name: the linear model's own output, the ZIP's market figures and
 * the facts of the home (each on the scale the linear terms use), and where the ZIP is (its GeoNames centroid).
 */
export function treeFeatureValues(
  i: ValueInputs,
  set: FactSet,
  linear: number,
  place: { lat: number; lon: number } | null = null,
): Record<string, number> {
  const f = valueFeatures(i, set);
  const given = (name: string) => (name in f ? f[name]! : NOT_GIVEN);
  return {
    linear,
    priceLevel: f.priceLevel!,
    renterShare: f.renterShare!,
    countyListings: f.countyListings ?? 0,
    noCountyListings: f.noCountyListings ?? 0,
    countyLevel: f.countyLevel ?? 0,
    tierSpread: (i.tierSpread ?? REFERENCE.tierSpread) - REFERENCE.tierSpread,
    size: given('size'),
    beds: set === 'size+rooms' || set === 'rooms' ? (i.beds ?? NOT_GIVEN) : NOT_GIVEN,
    baths: set === 'size+rooms' || set === 'rooms' ? (i.baths ?? NOT_GIVEN) : NOT_GIVEN,
    condo: f.condo ?? 0,
    townhouse: f.townhouse ?? 0,
    multiFamily: f.multiFamily ?? 0,
    age: f.age ?? NOT_GIVEN,
    lat: place?.lat ?? NOT_GIVEN,
    lon: place?.lon ?? NOT_GIVEN,
  };
}

/** The values of `names`, in order, for the ensemble. */
export function treeInputs(names: readonly string[], values: Readonly<Record<string, number>>): number[] {
  return names.map((n) => values[n] ?? NOT_GIVEN);
}
