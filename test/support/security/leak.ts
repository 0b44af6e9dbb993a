import assert from 'node:assert/strict';

/**
 * What a response body must never show. These patterns look for text the server would produce (a stack frame,
 * a driver's error, a source path), not for what a client sent: error bodies may echo the identifier asked for.
 */
const INTERNALS: { what: string; pattern: RegExp }[] = [
  { what: 'a stack frame', pattern: /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+\)?/ },
  { what: 'a stack trace', pattern: /"stack"\s*:/ },
  { what: 'a path of the project', pattern: /\/work\/|(?:^|[\s"'(/])src\/[\w./-]+\.[jt]s\b|node_modules|file:\/\// },
  { what: 'a source file and line', pattern: /\b[\w-]+\.[cm]?[jt]s:\d+/ },
  {
    what: 'SQL or a database error',
    pattern:
      /\b(?:SELECT\b[\s\S]{1,300}\bFROM|INSERT INTO|UPDATE\s+\w+\s+SET|DELETE FROM|syntax error at or near|(?:relation|column|function|table|schema|type) "[^"]*" does not exist|invalid byte sequence|violates (?:check|foreign key|unique|not-null)|duplicate key value|invalid input syntax for|out of range for type|value too long for type|SQLSTATE|pg_catalog|current transaction is aborted|prepared statement)\b/i,
  },
  {
    what: 'a framework or Node error code',
    pattern: /\bFST_[A-Z_]+|\bERR_[A-Z][A-Z_]{3,}|\bE(?:CONNREFUSED|CONNRESET|ADDRINUSE|NOENT|ACCES|PIPE)\b/,
  },
];

export interface CollectedResponse {
  statusCode: number;
  body: string;
}

/**
 * Fails when a response shows internals (see INTERNALS) or a secret the suite knows (the admin token, every API
 * key it created), and when an error response is not the catalogue's JSON body: anything else (an HTML page, a
 * framework's own error object) is where internals usually slip out.
 */
export function assertNoLeak(res: CollectedResponse, secrets: Iterable<string>, context: string): void {
  // Inside JSON strings, quotes and newlines are escaped; the patterns are written for the text itself.
  const body = res.body.replace(/\\"/g, '"').replace(/\\n/g, '\n');
  for (const { what, pattern } of INTERNALS) {
    const match = pattern.exec(body);
    assert.equal(
      match,
      null,
      `${context}: the ${res.statusCode} response shows ${what} (${JSON.stringify(match?.[0])}): ${body.slice(0, 500)}`,
    );
  }
  for (const secret of secrets) {
    assert.ok(!res.body.includes(secret), `${context}: the ${res.statusCode} response contains a secret (${secret.slice(0, 12)}...)`);
  }
  if (res.statusCode >= 400 && res.body !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      assert.fail(`${context}: the ${res.statusCode} response is not JSON: ${body.slice(0, 200)}`);
    }
    const error =
      (parsed as { error?: unknown; detail?: { error?: unknown } }).error ?? (parsed as { detail?: { error?: unknown } }).detail?.error;
    assert.equal(typeof error, 'string', `${context}: the ${res.statusCode} response is not {error, message, ...}: ${body.slice(0, 200)}`);
    assert.ok(
      !('statusCode' in (parsed as object)),
      `${context}: the ${res.statusCode} response is a framework error object: ${body.slice(0, 200)}`,
    );
  }
}
