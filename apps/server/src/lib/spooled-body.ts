import { randomUUID } from 'node:crypto';
import { open, unlink, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from './app-error';

const READ_CHUNK = 64 * 1024;

/**
 * A request body read as it arrives, each chunk also written to a temporary file, so that a
 * reading that has to start again (an import planned again after a conflict) gets the whole body
 * without the body ever being held in memory. Over `maxBytes` is 413, as Fastify's body limit.
 */
export class SpooledBody {
  private readonly live: AsyncIterator<Buffer>;
  private file: FileHandle | undefined;
  private spooled = 0;

  constructor(
    stream: Readable,
    private readonly maxBytes: number,
  ) {
    this.live = stream[Symbol.asyncIterator]();
  }

  /** The body from its start: what an earlier reading took, then the rest as it arrives. */
  async *chunks(): AsyncGenerator<Uint8Array, void, undefined> {
    for (let position = 0; position < this.spooled;) {
      const buffer = Buffer.alloc(Math.min(READ_CHUNK, this.spooled - position));
      const { bytesRead } = await this.file!.read(buffer, 0, buffer.length, position);
      position += bytesRead;
      yield buffer.subarray(0, bytesRead);
    }
    for (;;) {
      const next = await this.live.next();
      if (next.done) return;
      const chunk = next.value;
      if (this.spooled + chunk.length > this.maxBytes) throw new AppError(413, 'PAYLOAD_TOO_LARGE');
      this.file ??= await this.create();
      await this.file.write(chunk, 0, chunk.length, this.spooled);
      this.spooled += chunk.length;
      yield chunk;
    }
  }

  /** The file, already unlinked: it goes with its handle, however the request ends. */
  private async create() {
    const path = join(tmpdir(), `daftar-body-${randomUUID()}`);
    const file = await open(path, 'wx+', 0o600);
    await unlink(path);
    return file;
  }

  async close() {
    await this.file?.close();
    this.file = undefined;
  }
}
