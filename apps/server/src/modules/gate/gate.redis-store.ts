import { ErrorReply } from 'redis';
import { AppError } from '../../lib/app-error';
import type { RedisConnections } from '../../lib/redis-connections';
import type { GateStore, JoinOutcome, QueueState } from './gate.store';

// Each operation is one Lua script, so it is atomic across every process sharing the Redis.
// Keys of one queue: `<prefix>:meta` (a hash of its counters), `:pre` (the pre-queue, a set),
// `:tickets` (student to ticket, a hash) and `:expiries` (claimed admissions, a sorted set by
// expiry). The scripts mirror `memoryGateStore`, which the same tests run against.

const JOIN = `
local meta, pre, tickets, expiries = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local user, now, idle = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3])
if redis.call('HGET', meta, 'opened') ~= '1' then
  redis.call('SADD', pre, user)
  return {'prequeued', 0}
end
local ticket = tonumber(redis.call('HGET', tickets, user))
local through = tonumber(redis.call('HGET', meta, 'through') or '0')
if ticket and ticket <= through then
  local expires = tonumber(redis.call('ZSCORE', expiries, user))
  if not expires then
    redis.call('ZADD', expiries, now + idle, user)
    return {'admitted', now + idle}
  end
  if expires > now then return {'admitted', expires} end
  redis.call('ZREM', expiries, user)
  ticket = nil
end
if not ticket then
  ticket = redis.call('HINCRBY', meta, 'issued', 1)
  redis.call('HSET', tickets, user, ticket)
end
return {'waiting', ticket}
`;

const OPEN = `
local meta, pre, tickets = KEYS[1], KEYS[2], KEYS[3]
if redis.call('HGET', meta, 'opened') == '1' then return 0 end
local issued = tonumber(redis.call('HGET', meta, 'issued') or '0')
local function give(user)
  if redis.call('HEXISTS', tickets, user) == 0 then
    issued = issued + 1
    redis.call('HSET', tickets, user, issued)
  end
end
for _, user in ipairs(ARGV) do give(user) end
for _, user in ipairs(redis.call('SMEMBERS', pre)) do give(user) end
redis.call('DEL', pre)
redis.call('HSET', meta, 'opened', '1', 'issued', issued)
return 1
`;

const ADVANCE = `
local meta, pre = KEYS[1], KEYS[2]
local now, rate, paused = tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3] == '1'
local opened = redis.call('HGET', meta, 'opened') == '1'
local issued = tonumber(redis.call('HGET', meta, 'issued') or '0')
local through = tonumber(redis.call('HGET', meta, 'through') or '0')
if opened then
  local credit = 0
  if not paused then
    local last = tonumber(redis.call('HGET', meta, 'last') or ARGV[1])
    local waiting = issued - through
    local elapsed = math.max(0, now - last)
    credit = math.min(tonumber(redis.call('HGET', meta, 'credit') or '0') + elapsed * rate / 60000,
      math.max(1, waiting))
    local admit = math.min(math.floor(credit), waiting)
    through = through + admit
    credit = credit - admit
  end
  redis.call('HSET', meta, 'through', through, 'credit', tostring(credit), 'last', ARGV[1])
end
return {opened and 1 or 0, redis.call('SCARD', pre), issued, through}
`;

/**
 * Runs one command of the store. While Redis is away (or went away mid-command) the gate cannot
 * know anyone's turn, so it answers 503 GATE_UNAVAILABLE: never an open door. Redis's own
 * refusals (a script's error) are faults and stay as they are.
 */
async function reaching<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (error) {
    if (error instanceof ErrorReply) throw error;
    throw new AppError(503, 'GATE_UNAVAILABLE');
  }
}

/** The queue in Redis, shared by every process started with the same `REDIS_URL`. */
export async function redisGateStore(
  redis: RedisConnections,
  prefix = 'daftar:gate',
): Promise<GateStore> {
  // Without the offline queue a command fails at once while Redis is away, instead of holding
  // the student's request until it returns.
  const client = await redis.connect({ purpose: 'admission gate', queueWhileAway: false });
  const keys = (queue: string) => {
    const base = `${prefix}:${queue}`;
    return {
      meta: `${base}:meta`,
      pre: `${base}:pre`,
      tickets: `${base}:tickets`,
      expiries: `${base}:expiries`,
    };
  };
  const numbers = (reply: unknown) => (reply as Array<number | string>).map(Number);
  const stateOf = ([opened, prequeued, issued, admittedThrough]: number[]): QueueState => ({
    opened: opened === 1,
    prequeued: prequeued!,
    issued: issued!,
    admittedThrough: admittedThrough!,
  });

  return {
    join: (queue, userId, nowMs, idleMs) =>
      reaching(async () => {
        const k = keys(queue);
        const [kind, value] = (await client.eval(JOIN, {
          keys: [k.meta, k.pre, k.tickets, k.expiries],
          arguments: [String(userId), String(nowMs), String(idleMs)],
        })) as [string, number];
        if (kind === 'prequeued') return { kind };
        if (kind === 'admitted') return { kind, expiresAtMs: Number(value) };
        return { kind: 'waiting', ticket: Number(value) } satisfies JoinOutcome;
      }),
    prequeue: (queue) => reaching(async () => (await client.sMembers(keys(queue).pre)).map(Number)),
    open: (queue, order) =>
      reaching(async () => {
        const k = keys(queue);
        const opened = await client.eval(OPEN, {
          keys: [k.meta, k.pre, k.tickets],
          arguments: order.map(String),
        });
        return Number(opened) === 1;
      }),
    advance: (queue, nowMs, ratePerMinute, paused) =>
      reaching(async () => {
        const k = keys(queue);
        const reply = await client.eval(ADVANCE, {
          keys: [k.meta, k.pre],
          arguments: [String(nowMs), String(ratePerMinute), paused ? '1' : '0'],
        });
        return stateOf(numbers(reply));
      }),
    state: (queue) =>
      reaching(async () => {
        const k = keys(queue);
        const [meta, prequeued] = await Promise.all([
          client.hmGet(k.meta, ['opened', 'issued', 'through']),
          client.sCard(k.pre),
        ]);
        return stateOf([
          Number(meta[0] === '1'),
          prequeued,
          Number(meta[1] ?? 0),
          Number(meta[2] ?? 0),
        ]);
      }),
    extend: (queue, userId, expiresAtMs) =>
      reaching(async () => {
        await client.zAdd(
          keys(queue).expiries,
          { score: expiresAtMs, value: String(userId) },
          { GT: true },
        );
      }),
    activeAdmissions: (queue, nowMs) =>
      reaching(() => client.zCount(keys(queue).expiries, `(${nowMs}`, '+inf')),
    autoRate: (queue) =>
      reaching(async () => {
        const rate = await client.hGet(keys(queue).meta, 'autoRate');
        return rate === null || rate === undefined ? null : Number(rate);
      }),
    setAutoRate: (queue, ratePerMinute) =>
      reaching(async () => {
        await client.hSet(keys(queue).meta, 'autoRate', String(ratePerMinute));
      }),
  };
}
