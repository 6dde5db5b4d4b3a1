// How each engine reports the failures the services act on, kept in one place.

const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
const PG_CHECK_VIOLATION = '23514';
const PG_UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/**
 * Two transactions waited for each other's locks and the database ended one (PostgreSQL's
 * deadlock detector), or could not order them: trying again succeeds.
 */
export function isLockConflict(error: unknown): boolean {
  const code = codeOf(error);
  return code === '40P01' || code === '40001';
}

export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return (
    code === PG_UNIQUE_VIOLATION ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** A row names another (by its id) that does not exist. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === PG_FOREIGN_KEY_VIOLATION || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

export function isCheckViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === PG_CHECK_VIOLATION || code === 'SQLITE_CONSTRAINT_CHECK';
}

/** The database cannot be reached or is shutting down: the request may succeed later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (
    code &&
    (PG_UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code) || code === 'SQLITE_BUSY')
  ) {
    return true;
  }
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    message,
  );
}
