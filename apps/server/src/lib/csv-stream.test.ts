import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { readCsvStream, type CsvStreamItem } from './csv-stream';
import { SpooledBody } from './spooled-body';

const COLUMNS = ['id', 'name'] as const;
type Column = (typeof COLUMNS)[number];
const encode = (text: string) => new TextEncoder().encode(text);

async function* chunksOf(...parts: (string | Uint8Array)[]) {
  for (const part of parts) yield typeof part === 'string' ? encode(part) : part;
}

async function readAll(chunks: AsyncIterator<Uint8Array>, maxRows = 100) {
  const items: CsvStreamItem<Column>[] = [];
  const end = await readCsvStream(chunks, COLUMNS, maxRows, (item) => void items.push(item));
  return { end, items };
}

describe('a CSV file read as a stream', () => {
  it('hands on the rows of a long file while the rest of it has not arrived yet', async () => {
    const rowsPerChunk = 500;
    const chunks = 10;
    const seen: number[] = [];
    // When each chunk is sent: how many rows had been handed on by then.
    const handedOnBeforeChunk: number[] = [];
    async function* body() {
      yield encode('id,name\n');
      for (let c = 0; c < chunks; c += 1) {
        // The reader gets the time to read what it has; a reader that waits for the end gets none.
        for (let wait = 0; wait < 50 && seen.length < c * rowsPerChunk - 1; wait += 1)
          await sleep(5);
        handedOnBeforeChunk.push(seen.length);
        const lines = Array.from(
          { length: rowsPerChunk },
          (_, i) => `S${c * rowsPerChunk + i},Student ${i}\n`,
        );
        yield encode(lines.join(''));
      }
    }
    const end = await readCsvStream(body(), COLUMNS, 60_000, (item) => {
      if ('cells' in item) seen.push(item.row);
    });
    expect(end).toEqual({ kind: 'read' });
    expect(seen).toHaveLength(rowsPerChunk * chunks);
    expect(seen.at(-1)).toBe(rowsPerChunk * chunks + 1);
    // Before the last chunk was sent, every row of the chunks before it had been handed on, but
    // the last (csv-parse waits to see that its line has ended).
    expect(handedOnBeforeChunk.at(-1)).toBe(rowsPerChunk * (chunks - 1) - 1);
  });

  it('numbers rows as a spreadsheet does across chunks, blank rows and a split character', async () => {
    const bytes = encode('\uFEFFid,name\nS1,Aisyah\n\nS2,Zoë\nS3\n');
    const split = bytes.indexOf(0xc3) + 1; // inside the two bytes of ë
    const { end, items } = await readAll(
      chunksOf(bytes.subarray(0, 12), bytes.subarray(12, split), bytes.subarray(split)),
    );
    expect(end).toEqual({ kind: 'read' });
    expect(items).toEqual([
      { row: 2, cells: { id: 'S1', name: 'Aisyah' } },
      { row: 4, cells: { id: 'S2', name: 'Zoë' } },
      { row: 5, column: null, message: 'cellCount', params: { count: 1, expected: 2 } },
    ]);
  });

  it('refuses the whole file for bytes that are not UTF-8, even after rows were handed on', async () => {
    const { end, items } = await readAll(
      chunksOf('id,name\nS1,Ali\n', new Uint8Array([0x53, 0x32, 0x2c, 0xff, 0x0a])),
    );
    expect(items).toHaveLength(1);
    expect(end).toEqual({
      kind: 'problems',
      problems: [{ row: null, column: null, message: 'notUtf8', params: {} }],
    });
  });

  it('puts an unreadable file before too many rows, and too many rows before the rows', async () => {
    const rows = 'S1,Ali\nS2,Abu\nS3,Siti\n';
    expect((await readAll(chunksOf('id,name\n', rows), 2)).end).toEqual({ kind: 'tooManyRows' });
    const unreadable = await readAll(chunksOf('id,name\n', rows, 'S4,"Mei\n'), 2);
    expect(unreadable.end).toEqual({
      kind: 'problems',
      problems: [{ row: 5, column: 'name', message: 'quoteNotClosed', params: {} }],
    });
  });

  it('reports a missing header or column', async () => {
    expect((await readAll(chunksOf(''))).end).toMatchObject({
      problems: [{ row: 1, message: 'noHeader' }],
    });
    expect((await readAll(chunksOf('id\nS1\n'))).end).toMatchObject({
      problems: [{ row: 1, column: 'name', message: 'missingColumn' }],
    });
  });
});

describe('a spooled request body', () => {
  it('reads again from its start after a reading stopped part way, then goes on', async () => {
    const parts = ['id,name\n', 'S1,Ali\n', 'S2,Abu\n'];
    const body = new SpooledBody(Readable.from(parts.map((p) => Buffer.from(p))), 1024);
    const first = body.chunks();
    expect(Buffer.from((await first.next()).value!).toString()).toBe('id,name\n');
    const again: string[] = [];
    for await (const chunk of body.chunks()) again.push(Buffer.from(chunk).toString());
    expect(again.join('')).toBe(parts.join(''));
    await body.close();
  });

  it('refuses a body over its limit with 413', async () => {
    const body = new SpooledBody(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), 1000);
    const reading = (async () => {
      for await (const _chunk of body.chunks());
    })();
    await expect(reading).rejects.toEqual(new AppError(413, 'PAYLOAD_TOO_LARGE'));
    await body.close();
  });
});
