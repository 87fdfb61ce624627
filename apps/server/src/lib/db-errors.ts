/**
 * What may be said about a failed query. A query error carries the SQL text and its parameters
 * (passwords, password hashes, reset code hashes, e-mail addresses) and the database's message
 * often quotes the value it refused; none of that may reach a log or an answer. What remains is
 * the SQLSTATE code, a short name of the statement ("insert orders") and the constraint's name.
 */
export interface DatabaseFault {
  /** The SQLSTATE, or "none" when the query failed before the database answered (a lost connection). */
  code: string;
  statement: string;
  constraint?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

type Fields = { query?: unknown; params?: unknown; code?: unknown; severity?: unknown; constraint?: unknown };

/**
 * The fault of a query error (Drizzle's wrapper, or the driver's error of PGlite or PostgreSQL,
 * however deep in `cause`), or null for any other error.
 */
export function databaseFault(error: unknown): DatabaseFault | null {
  let query: string | undefined;
  let code: string | undefined;
  let constraint: string | undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const fields = current as Fields;
    if (typeof fields.query === "string") query ??= fields.query;
    // A driver's error has a severity beside its code; Node's own codes (EPIPE) do not.
    if (typeof fields.code === "string" && SQLSTATE.test(fields.code) && fields.severity !== undefined) {
      code ??= fields.code;
      if (typeof fields.constraint === "string") constraint ??= fields.constraint;
    }
    current = (current as { cause?: unknown }).cause;
  }
  if (query === undefined && code === undefined) return null;
  return {
    code: code ?? "none",
    statement: statementName(query),
    ...(constraint ? { constraint } : {}),
  };
}

/** "insert into "orders" (…) values ($1, …)" → "insert orders": the verb and the first table. */
export function statementName(sql: string | undefined): string {
  if (!sql) return "unknown";
  const verb = /^\s*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase() ?? "unknown";
  const table = /\b(?:from|into|update)\s+"?([a-z_][\w]*)"?/i.exec(sql)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/**
 * The answer to a fault the request's own values caused, or null for a fault of the shop (a
 * missing table, a lost connection), which stays a 500. SQLSTATE classes: 22 data exception (a
 * NUL in text, a number out of range), 23 integrity constraint (a duplicate, a missing
 * reference), 54 program limit (a value too large for an index).
 */
export function inputFaultAnswer(fault: DatabaseFault): { status: number; message: string } | null {
  if (fault.code === "23505") {
    return { status: 409, message: "This would duplicate something that already exists." };
  }
  if (fault.code.startsWith("23")) {
    return { status: 400, message: "The request does not fit the records it refers to." };
  }
  if (fault.code.startsWith("22") || fault.code.startsWith("54")) {
    return { status: 400, message: "The request contains a value that cannot be stored." };
  }
  return null;
}

/**
 * The answer to a fault of the database's own resources (SQLSTATE class 53): its disk is full
 * (53100), it is out of memory or connections. Nothing of the request was written (the statement
 * failed, so its transaction rolled back), and the same request may succeed once there is room:
 * a 503, never a 500. Null for any other fault.
 */
export function resourceFaultAnswer(fault: DatabaseFault): { status: 503; message: string } | null {
  if (fault.code === "53100") {
    return {
      status: 503,
      message:
        "The shop's database has no room left on its disk, so nothing was saved. Please try again later.",
    };
  }
  if (fault.code.startsWith("53")) {
    return {
      status: 503,
      message:
        "The shop's database is short of resources right now, so nothing was saved. Please try again in a moment.",
    };
  }
  return null;
}

/** An error's stack frames without its message (a query error's message holds the parameters). */
export function stackFrames(error: unknown): string | undefined {
  const stack = (error as { stack?: unknown } | null)?.stack;
  if (typeof stack !== "string") return undefined;
  return stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}

/** True for PostgreSQL's unique violation (23505), however deep the driver or Drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseFault(error)?.code === "23505";
}

/**
 * The one row an `insert … returning` gave back. None is a fault of the shop (the insert did not
 * happen as written), never of the request: it throws, and the caller's request answers 500.
 */
export function insertedRow<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error("insert returned no row");
  return row;
}

/**
 * SQLSTATEs of a database that is going away or not there (57P01 admin shutdown, 57P02 crash
 * shutdown, 57P03 cannot connect now; class 08, connection exceptions) and the driver's own words
 * and system codes for a connection lost or refused.
 */
const UNAVAILABLE_CODES = /^(57P0[123]|08...)$/;
const UNAVAILABLE_ERRNO = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
]);
const UNAVAILABLE_WORDS =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|terminating connection/i;

/**
 * True when a query failed because the database could not be reached (restarted, stopped, the
 * network between), not because of the query: the request may simply be sent again.
 */
export function databaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.test(code) || UNAVAILABLE_ERRNO.has(code)))
      return true;
    if (typeof message === "string" && UNAVAILABLE_WORDS.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
