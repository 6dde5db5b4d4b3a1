// Two keep-alive HTTP/1.1 clients for the load generator, both on 127.0.0.1 only:
// - `raw`: one request at a time per TCP connection, written and parsed by hand. It costs a
//   fraction of node:http's CPU, which matters when the generator shares two cores with the server.
// - `http`: node:http with a keep-alive Agent (maxSockets = K), for cross-checking `raw`.
import http from 'node:http';
import net from 'node:net';

const CRLF2 = Buffer.from('\r\n\r\n');

class RawConnection {
  constructor(port) {
    this.port = port;
    this.socket = null;
    this.buffer = null;
    this.pending = null;
  }

  open() {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port: this.port });
      socket.setNoDelay(true);
      socket.once('connect', () => {
        socket.off('error', reject);
        socket.on('error', (error) => {
          if (this.socket === socket) this.fail(error);
        });
        resolve();
      });
      socket.once('error', reject);
      socket.on('data', (chunk) => {
        if (this.socket === socket) this.onData(chunk);
      });
      socket.on('close', () => {
        if (this.socket === socket) this.fail(new Error('connection closed'));
      });
      this.buffer = null;
      this.socket = socket;
    });
  }

  fail(error) {
    const pending = this.pending;
    this.pending = null;
    this.buffer = null;
    if (this.socket) {
      this.socket.destroy();
      this.socket = null;
    }
    if (pending) pending.reject(error);
  }

  async request(head, body, timeoutMs) {
    if (!this.socket) await this.open();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.fail(new Error('timeout')), timeoutMs);
      this.pending = {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      this.socket.write(body ? head + body : head);
    });
  }

  onData(chunk) {
    this.buffer = this.buffer ? Buffer.concat([this.buffer, chunk]) : chunk;
    const headEnd = this.buffer.indexOf(CRLF2);
    if (headEnd < 0) return;
    const head = this.buffer.toString('latin1', 0, headEnd);
    const status = Number(head.slice(9, 12));
    const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    let body;
    let rest;
    if (lengthMatch) {
      const end = headEnd + 4 + Number(lengthMatch[1]);
      if (this.buffer.length < end) return;
      body = this.buffer.subarray(headEnd + 4, end);
      rest = end;
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const decoded = decodeChunked(this.buffer, headEnd + 4);
      if (!decoded) return;
      ({ body, end: rest } = decoded);
    } else {
      body = Buffer.alloc(0);
      rest = headEnd + 4;
    }
    this.buffer = rest < this.buffer.length ? this.buffer.subarray(rest) : null;
    const pending = this.pending;
    this.pending = null;
    if (/\r\nconnection:\s*close/i.test(head)) {
      this.socket?.destroy();
      this.socket = null;
    }
    pending?.resolve({ status, body, head });
  }
}

function decodeChunked(buffer, start) {
  const parts = [];
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at, 'latin1');
    if (lineEnd < 0) return null;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (size === 0) {
      const end = lineEnd + 4;
      return buffer.length >= end ? { body: Buffer.concat(parts), end } : null;
    }
    const dataEnd = lineEnd + 2 + size;
    if (buffer.length < dataEnd + 2) return null;
    parts.push(buffer.subarray(lineEnd + 2, dataEnd));
    at = dataEnd + 2;
  }
}

/**
 * A client whose `send(method, path, token, body, headers)` resolves to `{ status, body: Buffer,
 * head }`; `headers` is optional extra header lines (`name: value\r\n` each), `head` the reply's
 * status line and headers as text (the `http` client gives its headers as `name: value` lines too).
 */
export function createClient(kind, port, concurrency, timeoutMs = 10_000) {
  if (kind === 'http') return httpClient(port, concurrency, timeoutMs);
  const idle = [];
  const connections = [];
  return {
    async send(method, path, token, body, headers = '') {
      const connection = idle.pop() ?? new RawConnection(port);
      if (!connections.includes(connection)) connections.push(connection);
      let head = `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nauthorization: Bearer ${token}\r\n${headers}`;
      head += body
        ? `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n`
        : '\r\n';
      try {
        return await connection.request(head, body, timeoutMs);
      } finally {
        idle.push(connection);
      }
    },
    close() {
      for (const connection of connections) connection.socket?.destroy();
    },
  };
}

function httpClient(port, concurrency, timeoutMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  return {
    send(method, path, token, body, extra = '') {
      return new Promise((resolve, reject) => {
        const headers = { authorization: `Bearer ${token}` };
        for (const line of extra.split('\r\n')) {
          const colon = line.indexOf(':');
          if (colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
        }
        if (body) {
          headers['content-type'] = 'application/json';
          headers['content-length'] = Buffer.byteLength(body);
        }
        const request = http.request(
          { host: '127.0.0.1', port, method, path, headers, agent, timeout: timeoutMs },
          (response) => {
            const parts = [];
            response.on('data', (part) => parts.push(part));
            response.on('end', () =>
              resolve({
                status: response.statusCode,
                body: Buffer.concat(parts),
                head: Object.entries(response.headers)
                  .map(([name, value]) => `\r\n${name}: ${value}`)
                  .join(''),
              }),
            );
            response.on('error', reject);
          },
        );
        request.on('timeout', () => request.destroy(new Error('timeout')));
        request.on('error', reject);
        request.end(body);
      });
    },
    close() {
      agent.destroy();
    },
  };
}
