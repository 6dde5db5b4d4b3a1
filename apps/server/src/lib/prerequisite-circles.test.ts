import { describe, expect, it } from 'vitest';
import { prerequisiteCircles } from './prerequisite-circles';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('each prerequisite circle once', () => {
  it('finds each group of subjects on circles once, through the first subject asked about', () => {
    const g = graph({
      A: ['B'],
      B: ['C', 'A'],
      C: ['A'],
      D: ['A'],
      E: ['E'],
      F: ['G'],
      G: ['F', 'UNKNOWN'],
      H: ['H'],
    });
    // D only leads to a circle; F and G's circle and H's hold none of the subjects asked about.
    expect(prerequisiteCircles(g, ['D', 'C', 'A', 'B', 'E', 'UNKNOWN'])).toEqual([
      ['C', 'A', 'B', 'C'],
      ['E', 'E'],
    ]);
    expect(prerequisiteCircles(g, ['B', 'G', 'H'])).toEqual([
      ['B', 'A', 'B'],
      ['G', 'F', 'G'],
      ['H', 'H'],
    ]);
  });

  it('finds one circle of 100,000 subjects, many small ones, and none in a long chain', () => {
    const circle = new Map<string, string[]>();
    const pairs = new Map<string, string[]>();
    const chain = new Map<string, string[]>();
    for (let i = 0; i < 100_000; i++) {
      circle.set(`S${i}`, [`S${(i + 1) % 100_000}`]);
      pairs.set(`S${i}`, [`S${i ^ 1}`]);
      chain.set(`S${i}`, i === 0 ? [] : [`S${i - 1}`]);
    }
    const found = prerequisiteCircles(circle, [...circle.keys()]);
    expect(found).toHaveLength(1);
    expect(found[0]).toHaveLength(100_001);
    expect(found[0]!.slice(0, 3)).toEqual(['S0', 'S1', 'S2']);
    const small = prerequisiteCircles(pairs, [...pairs.keys()]);
    expect(small).toHaveLength(50_000);
    expect(small[49_999]).toEqual(['S99998', 'S99999', 'S99998']);
    expect(prerequisiteCircles(chain, [...chain.keys()])).toEqual([]);
  });
});
