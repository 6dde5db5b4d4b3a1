// The servers' memory during the gate run, from their Prometheus `/metrics` (METRICS_TOKEN).

/** The server's resident memory and V8 heap, from its `/metrics` (METRICS_TOKEN). */
async function serverMemory(port, token) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(2000),
    });
    const text = await response.text();
    const figure = (name) => {
      const match = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'm').exec(text);
      return match ? Number(match[1]) : NaN;
    };
    return {
      rss: figure('process_resident_memory_bytes'),
      heapUsed: figure('nodejs_heap_size_used_bytes'),
      heapTotal: figure('nodejs_heap_size_total_bytes'),
    };
  } catch {
    return { rss: NaN, heapUsed: NaN, heapTotal: NaN };
  }
}

/** The memory of every server process (`{ port }`) added up. */
export async function memoryOf(servers, token) {
  const figures = await Promise.all(servers.map((s) => serverMemory(s.port, token)));
  return {
    rss: figures.reduce((sum, f) => sum + f.rss, 0),
    heapUsed: figures.reduce((sum, f) => sum + f.heapUsed, 0),
    heapTotal: figures.reduce((sum, f) => sum + f.heapTotal, 0),
  };
}
