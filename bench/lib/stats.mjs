// Small statistics helpers: percentiles of samples, and histograms for very many samples.

/** The current time in milliseconds, comparable between processes on one machine. */
export const wallNow = () => performance.timeOrigin + performance.now();

/** Percentiles (0-100) of a list or typed array of numbers; NaN when there is none. */
export function percentiles(values, points = [50, 95, 99]) {
  const sorted = Float64Array.from(values).sort();
  const result = {};
  for (const p of points) {
    if (sorted.length === 0) {
      result[`p${p}`] = NaN;
      continue;
    }
    const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
    result[`p${p}`] = sorted[rank];
  }
  result.max = sorted.length ? sorted[sorted.length - 1] : NaN;
  result.mean = sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : NaN;
  result.count = sorted.length;
  return result;
}

/** A histogram with fixed-width bins, for distributions of millions of samples. */
export class Histogram {
  constructor(binMs = 1, maxMs = 60_000) {
    this.binMs = binMs;
    this.bins = new Float64Array(Math.ceil(maxMs / binMs) + 1);
    this.total = 0;
    this.max = 0;
  }

  add(valueMs, weight = 1) {
    const bin = Math.min(this.bins.length - 1, Math.max(0, Math.floor(valueMs / this.binMs)));
    this.bins[bin] += weight;
    this.total += weight;
    if (valueMs > this.max) this.max = valueMs;
  }

  percentile(p) {
    if (this.total === 0) return NaN;
    const target = (p / 100) * this.total;
    let seen = 0;
    for (let i = 0; i < this.bins.length; i += 1) {
      seen += this.bins[i];
      if (seen >= target) return (i + 1) * this.binMs;
    }
    return this.max;
  }

  summary(points = [50, 95, 99]) {
    const result = {};
    for (const p of points) result[`p${p}`] = this.percentile(p);
    result.max = this.total ? this.max : NaN;
    result.count = this.total;
    return result;
  }
}

/** A growable array of doubles, cheap to append to in a hot loop. */
export class DoubleList {
  constructor(capacity = 1 << 16) {
    this.data = new Float64Array(capacity);
    this.length = 0;
  }

  push(value) {
    if (this.length === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length] = value;
    this.length += 1;
  }

  values() {
    return this.data.subarray(0, this.length);
  }
}

export const fmt = (value, digits = 1) =>
  value === undefined || value === null || Number.isNaN(value) ? 'n/a' : value.toFixed(digits);

/** A deterministic pseudo-random generator (mulberry32), so every run gets the same catalogue. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Spearman's rank correlation of two equally long lists (ties get their average rank). */
export function spearman(xs, ys) {
  const n = xs.length;
  if (n < 3) return NaN;
  const ranks = (values) => {
    const order = values.map((v, i) => [v, i]).sort((a, b) => a[0] - b[0]);
    const rank = new Float64Array(n);
    for (let i = 0; i < n;) {
      let j = i;
      while (j + 1 < n && order[j + 1][0] === order[i][0]) j += 1;
      for (let k = i; k <= j; k += 1) rank[order[k][1]] = (i + j) / 2;
      i = j + 1;
    }
    return rank;
  };
  const [a, b] = [ranks(xs), ranks(ys)];
  const mean = (n - 1) / 2;
  let [num, da, db] = [0, 0, 0];
  for (let i = 0; i < n; i += 1) {
    num += (a[i] - mean) * (b[i] - mean);
    da += (a[i] - mean) ** 2;
    db += (b[i] - mean) ** 2;
  }
  return num / Math.sqrt(da * db);
}
