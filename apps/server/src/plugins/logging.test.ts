import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggedError } from './logging.ts';

describe('loggedError', () => {
  it("keeps a failed query's statement and cause but not its parameters, nor PostgreSQL's detail", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "orders_pkey"'), {
      code: '23505',
      detail: 'Key (customer_email)=(siti@example.co.id) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "orders" ("customer_full_name") values ($1)',
      ['Siti Rahayu'],
      cause,
    );
    const logged = JSON.stringify(loggedError(error));
    expect(logged).toContain('Failed query: insert into \\"orders\\"');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('Siti Rahayu');
    expect(logged).not.toContain('siti@example.co.id');
  });

  it('withholds the message of a SyntaxError, which quotes the text it could not parse', () => {
    let error: unknown;
    try {
      JSON.parse('{"fullName": "Siti Rahayu", ');
    } catch (thrown) {
      error = thrown;
    }
    expect(JSON.stringify(loggedError(error))).not.toContain('Siti');
  });
});
