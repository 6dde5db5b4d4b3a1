// The limit: the registration rush's work with no framework and no query builder, to measure
// Daftar against. A bare node:http server that verifies the HS256 token (fast-jwt, as Daftar),
// looks the user up, applies the same rules as Daftar's add and removal to take or give back a
// seat (bench/limit/rules.mjs), and replies JSON.
// - SQLite through better-sqlite3 (bench/limit/sqlite-store.mjs): one transaction (BEGIN
//   IMMEDIATE) of hand-written prepared statements, the seat taken with a conditional update, the
//   selection row inserted or deleted.
// - PostgreSQL through pg (bench/limit/postgres-store.mjs; named prepared statements), the same
//   queries as Daftar's, with no explicit transaction: one read of everything the add or removal
//   decides on (the SQL text of Daftar's addContext / removeContext, with the registration's row
//   version), the rules in JS, then one call of take_seat_if_unchanged /
//   remove_selection_if_unchanged (Daftar's migration 0002), which changes nothing if the
//   registration changed since the read: then read and decide again. A student's first add
//   inserts the registration, then reads again.
//
// Environment: PORT, DATABASE_URL (sqlite:<path> or postgres://...), JWT_SECRET, POOL_SIZE.
import http from 'node:http';
import { createVerifier } from 'fast-jwt';
import { openPostgres } from './limit/postgres-store.mjs';
import { Refusal } from './limit/rules.mjs';
import { openSqlite } from './limit/sqlite-store.mjs';

const { PORT = '0', DATABASE_URL = '', JWT_SECRET = '', POOL_SIZE = '10' } = process.env;
if (JWT_SECRET.length < 32 || !DATABASE_URL) {
  console.error('limit-server: set DATABASE_URL and JWT_SECRET (32+ characters)');
  process.exit(2);
}

const verifier = createVerifier({
  key: JWT_SECRET,
  algorithms: ['HS256'],
  requiredClaims: ['sub', 'role', 'exp', 'ver'],
  cache: 10_000,
});

const store = DATABASE_URL.startsWith('postgres')
  ? await openPostgres(DATABASE_URL, Number(POOL_SIZE))
  : await openSqlite(DATABASE_URL.replace(/^sqlite:/, ''));

function send(res, status, body) {
  if (body === undefined) {
    res.writeHead(status, { 'content-length': 0 });
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function student(req) {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Bearer ')) throw new Refusal(401, 'UNAUTHENTICATED', 'Please sign in.');
  let claims;
  try {
    claims = verifier(header.slice(7));
  } catch {
    throw new Refusal(401, 'UNAUTHENTICATED', 'Please sign in.');
  }
  const user = await store.user(Number(claims.sub));
  if (!user || user.token_version !== claims.ver)
    throw new Refusal(401, 'UNAUTHENTICATED', 'Please sign in.');
  if (user.role !== 'student') throw new Refusal(403, 'FORBIDDEN', 'Not allowed.');
  return user.id;
}

const positiveId = (value) => Number.isInteger(value) && value > 0;

async function handle(req, res, body) {
  try {
    if (req.url === '/healthz') return send(res, 200, { ok: true });
    if (req.method === 'POST' && req.url === '/api/registration/subjects') {
      const userId = await student(req);
      let parsed;
      try {
        parsed = JSON.parse(body);
      } catch {
        throw new Refusal(400, 'INVALID_JSON', 'The request body is not valid JSON.');
      }
      if (!positiveId(parsed?.subjectId))
        throw new Refusal(400, 'VALIDATION_ERROR', 'subjectId must be a positive whole number.');
      return send(res, 201, await store.add(userId, parsed.subjectId));
    }
    const match = /^\/api\/registration\/subjects\/(\d+)$/.exec(req.url);
    if (req.method === 'DELETE' && match) {
      const userId = await student(req);
      await store.remove(userId, Number(match[1]));
      return send(res, 204);
    }
    return send(res, 404, { error: 'No such route.', code: 'NOT_FOUND' });
  } catch (error) {
    if (error instanceof Refusal)
      return send(res, error.status, { error: error.message, code: error.code });
    console.error(error);
    return send(res, 500, { error: 'Something went wrong.', code: 'INTERNAL_ERROR' });
  }
}

const server = http.createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
  const parts = [];
  req.on('data', (part) => parts.push(part));
  req.on('end', () => void handle(req, res, Buffer.concat(parts).toString('utf8')));
});
server.listen(Number(PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
