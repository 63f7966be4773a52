// The Lua scripts of `redisDatasetStore`, each one atomic step on the server. The record is a hash:
// `format`, `catalog`, `date` (YYYYMMDD), `day` (days since the epoch), `updated_at` (capture, epoch
// ms) and `dataset` (the text), so the scripts compare versions without parsing the text.

/**
 * Compare-and-set of the shared dataset (KEYS[1]; ARGV: format, catalog, date, day, capture ms, text).
 * Returns 1 when written; 0 when the record holds a newer version (date, then capture ms, as
 * `compareVersions`), or this very text; -1 when it holds another format or catalogue (never replaced); -2 when the
 * key is not a hash. A record without its dataset (damaged) is replaced, and so is one from the
 * future by the server's clock (after tomorrow, or captured over 10 minutes ahead): otherwise one such
 * value would refuse every real write for good. A record of the first format (no format or catalogue
 * fields) is ordered by its date and capture alone. A write of the version stored with another text
 * replaces it: the same dataset with the curation state of a later round that withheld every value
 * (its publications count toward a new level; a restart must count them too). A write that lands is published on the channel
 * `<key>:updates` (message: the date as YYYYMMDD, a space, the capture ms), for `watch`: by `publish`,
 * PUBLISH on one server, SPUBLISH on a cluster (the channel shares the key's hash tag, so its shard is
 * the key's: Redis lets a script publish there).
 */
export const write = (publish: 'PUBLISH' | 'SPUBLISH') => `local t = redis.call('TYPE', KEYS[1]).ok
if t == 'hash' then
  if redis.call('HEXISTS', KEYS[1], 'dataset') == 1 then
    local f = redis.call('HMGET', KEYS[1], 'format', 'catalog', 'date', 'day', 'updated_at')
    if (f[1] and f[1] ~= ARGV[1]) or (f[2] and f[2] ~= ARGV[2]) then return -1 end
    local d, day, u = tonumber(f[3]), tonumber(f[4]), tonumber(f[5])
    local now = redis.call('TIME')
    local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
    local future = (day and day > math.floor(nowMs / 86400000) + 1) or (u and u > nowMs + 600000)
    local nd, nu = tonumber(ARGV[3]), tonumber(ARGV[5])
    if d and u and not future and (nd < d or (nd == d and nu < u)) then return 0 end
    if d and u and not future and nd == d and nu == u and redis.call('HGET', KEYS[1], 'dataset') == ARGV[6] then return 0 end
  end
elseif t ~= 'none' then
  return -2
end
redis.call('HSET', KEYS[1], 'format', ARGV[1], 'catalog', ARGV[2], 'date', ARGV[3], 'day', ARGV[4], 'updated_at', ARGV[5], 'dataset', ARGV[6])
redis.call('${publish}', KEYS[1] .. ':updates', ARGV[3] .. ' ' .. ARGV[5])
return 1`;

/**
 * Reads the shared dataset unless it is over the byte cap (ARGV[1]), which is checked first (HSTRLEN),
 * so an oversized value is never transferred. Returns `{'none', 0}` (no key, or a record without its
 * dataset), `{'other', 0}` (not a hash), `{'large', bytes}` or `{'ok', bytes, text}`.
 */
export const READ = `local t = redis.call('TYPE', KEYS[1]).ok
if t == 'none' then return {'none', 0} end
if t ~= 'hash' then return {'other', 0} end
local n = redis.call('HSTRLEN', KEYS[1], 'dataset')
if n == 0 then return {'none', 0} end
if n > tonumber(ARGV[1]) then return {'large', n} end
return {'ok', n, redis.call('HGET', KEYS[1], 'dataset')}`;

/**
 * READ for a caller that serves a version already (ARGV: byte cap, format, catalog, date YYYYMMDD,
 * capture ms): `{'same', 0}` when the record holds exactly that version, `{'older', 0}` when it holds
 * an older one of the same format and catalogue (date, then capture, as `compareVersions`), so the
 * text is transferred only when it can change something; otherwise what READ returns.
 */
export const READ_CHANGED = `local t = redis.call('TYPE', KEYS[1]).ok
if t == 'none' then return {'none', 0} end
if t ~= 'hash' then return {'other', 0} end
local n = redis.call('HSTRLEN', KEYS[1], 'dataset')
if n == 0 then return {'none', 0} end
local f = redis.call('HMGET', KEYS[1], 'format', 'catalog', 'date', 'updated_at')
if f[1] == ARGV[2] and f[2] == ARGV[3] then
  local d, u, kd, ku = tonumber(f[3]), tonumber(f[4]), tonumber(ARGV[4]), tonumber(ARGV[5])
  if d and u then
    if d == kd and u == ku then return {'same', 0} end
    if d < kd or (d == kd and u < ku) then return {'older', 0} end
  end
end
if n > tonumber(ARGV[1]) then return {'large', n} end
return {'ok', n, redis.call('HGET', KEYS[1], 'dataset')}`;

/**
 * Takes the lease (KEYS[1]; ARGV: owner, ttl ms) when it is free or expired, extends it when the owner
 * holds it (1), and refuses while another owner holds it (0). A lease without an expiry (a damaged
 * value: no holder would ever give it up) is taken over (3), so it cannot block the fleet.
 */
export const ACQUIRE = `local holder = redis.call('GET', KEYS[1])
if holder == false then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if redis.call('PTTL', KEYS[1]) == -1 then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 3
end
return 0`;

/** Gives the lease up (KEYS[1]) if ARGV[1] holds it. */
export const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Replaces the record of the newest adopted version (KEYS[1], `<key>:adopted`) by ARGV[1] only when
 * it names a newer version of the same series (ARGV[2] format, ARGV[3] catalogue, ARGV[4] date,
 * ARGV[5] capture ms) than the record there, or when the record there is not a head: a slow
 * instance cannot set it back. Returns 1 when written, 0 when kept.
 */
export const WRITE_RECORD = `
local old = redis.call('GET', KEYS[1])
if old then
  local ok, head = pcall(cjson.decode, old)
  if ok and type(head) == 'table' and head.format == ARGV[2] and head.catalog == ARGV[3] and type(head.date) == 'string' and type(head.capturedAt) == 'number' then
    if head.date > ARGV[4] or (head.date == ARGV[4] and head.capturedAt >= tonumber(ARGV[5])) then return 0 end
  end
end
redis.call('SET', KEYS[1], ARGV[1])
return 1
`;
