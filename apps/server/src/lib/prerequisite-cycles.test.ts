import { describe, expect, it } from 'vitest';
import { prerequisiteCycles } from './prerequisite-cycles';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('prerequisite circles', () => {
  it('finds the shortest circle through each subject asked about', () => {
    const g = graph({ A: ['B'], B: ['C', 'A'], C: ['A'], D: ['A'], E: ['E'] });
    expect(prerequisiteCycles(g, ['A', 'B', 'C', 'D', 'E'])).toEqual(
      new Map([
        ['A', ['A', 'B', 'A']],
        ['B', ['B', 'A', 'B']],
        ['C', ['C', 'A', 'B', 'C']],
        ['E', ['E', 'E']],
      ]),
    );
  });

  it('finds none in a long chain, and ignores names it does not hold', () => {
    const edges: Record<string, string[]> = {};
    for (let i = 1; i < 5000; i++) edges[`S${i}`] = [`S${i - 1}`, 'UNKNOWN'];
    edges.S0 = [];
    expect(prerequisiteCycles(graph(edges), Object.keys(edges)).size).toBe(0);
  });
});
