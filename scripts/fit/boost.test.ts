import { describe, expect, it } from 'vitest';
import { fitBoost, thresholdsOf } from './boost.ts';
import { ensembleOutput, treeInputs, type TreeEnsemble } from './trees.ts';

const options = { trees: 1, depth: 1, shrinkage: 1, minLeaf: 1, bins: 10, delta: 10 };

describe('tree ensemble', () => {
  // Two trees of depth 2 on features (a, b). Tree 1: root a <= 1; left child b <= 5, right child does not split.
  // Tree 2: root b <= 0, children do not split.
  const ensemble: TreeEnsemble = {
    features: ['a', 'b'],
    depth: 2,
    trees: [
      { feature: [0, 1, -1], threshold: [1, 5, 0], leaf: [0.1, 0.2, 0.3, 99] },
      { feature: [1, -1, -1], threshold: [0, 0, 0], leaf: [-0.05, 99, 0.04, 99] },
    ],
  };
  it('adds one leaf per tree, walked by hand', () => {
    // a=1, b=5: tree 1 left (1 <= 1), left again (5 <= 5) -> 0.1; tree 2 right (5 > 0), then left -> 0.04.
    expect(ensembleOutput(ensemble, [1, 5])).toBeCloseTo(0.14, 12);
    // a=0, b=6: tree 1 left, right (6 > 5) -> 0.2; tree 2 right -> 0.04.
    expect(ensembleOutput(ensemble, [0, 6])).toBeCloseTo(0.24, 12);
    // a=2, b=-1: tree 1 right, no split so left -> 0.3; tree 2 left (-1 <= 0), left -> -0.05.
    expect(ensembleOutput(ensemble, [2, -1])).toBeCloseTo(0.25, 12);
  });
  it('puts features in the ensemble order, a missing one as not given', () => {
    expect(treeInputs(['b', 'a', 'c'], { a: 1, b: 2 })).toEqual([2, 1, -9]);
  });
});

describe('boosting', () => {
  it('takes rounded quantiles below the largest value as thresholds', () => {
    expect(thresholdsOf([9, 8, 7, 6, 5, 4, 3, 2, 1, 0], 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(thresholdsOf([1, 1, 1, 1], 4)).toEqual([]);
  });
  it('splits a step where it is and puts each side at its median', () => {
    const x = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((v) => [v]);
    const y = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1];
    const e = fitBoost(x, y, ['x'], options);
    expect(e.trees).toEqual([{ feature: [0], threshold: [4], leaf: [0, 1] }]);
    expect(ensembleOutput(e, [4])).toBe(0);
    expect(ensembleOutput(e, [4.5])).toBe(1);
  });
  it('a leaf holds the shrunken median, so one wild error does not move it', () => {
    const e = fitBoost([[0], [0], [0], [0]], [0.2, 0.2, 0.2, 10], ['x'], { ...options, shrinkage: 0.5 });
    // Median 0.2 (the mean would be 2.65), times the shrinkage 0.5.
    expect(e.trees[0]!.leaf).toEqual([0.1, 0]);
    expect(e.trees[0]!.feature).toEqual([-1]);
  });
  it('leaves a node unsplit when either side would hold fewer than minLeaf cases', () => {
    const x = [0, 1, 2, 3].map((v) => [v]);
    const e = fitBoost(x, [0, 0, 1, 1], ['x'], { ...options, minLeaf: 3 });
    expect(e.trees[0]!.feature).toEqual([-1]);
    expect(e.trees[0]!.leaf).toEqual([0.5, 0]);
  });
  it('is deterministic: the same data gives the same trees', () => {
    const x = Array.from({ length: 50 }, (_, i) => [i % 7, (i * 3) % 11]);
    const y = x.map(([a, b]) => 0.1 * a! - 0.05 * b!);
    const o = { trees: 5, depth: 2, shrinkage: 0.3, minLeaf: 5, bins: 8, delta: 0.2 };
    expect(fitBoost(x, y, ['a', 'b'], o)).toEqual(fitBoost(x, y, ['a', 'b'], o));
  });
});
