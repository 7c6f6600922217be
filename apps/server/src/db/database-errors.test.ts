import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseOutage } from './database-errors.ts';

const driverError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
// How Drizzle hands a driver error to the app.
const failedQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('databaseOutage', () => {
  it.each([
    [
      'pg_terminate_backend',
      driverError('terminating connection due to administrator command', '57P01'),
      'unreachable',
    ],
    ['a server starting up', driverError('the database system is starting up', '57P03'), 'unreachable'],
    ['a broken connection', driverError('connection failure', '08006'), 'unreachable'],
    ['a closed port', driverError('connect ECONNREFUSED 127.0.0.1:5999', 'ECONNREFUSED'), 'unreachable'],
    ['a dropped connection', driverError('Connection terminated unexpectedly'), 'unreachable'],
    ['no connection in time', driverError('timeout exceeded when trying to connect'), 'connect timeout'],
    [
      'a connection that never finished',
      new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
      'connect timeout',
    ],
    ['statement_timeout', driverError('canceling statement due to statement timeout', '57014'), 'statement timeout'],
    ['no answer to a query', driverError('Query read timeout'), 'statement timeout'],
    ['a table gone', driverError('relation "products" does not exist', '42P01'), 'not migrated'],
    ['a schema gone', driverError('schema "drizzle" does not exist', '3F000'), 'not migrated'],
  ])('names %s, also under a Drizzle query error', (_name, error, outage) => {
    expect(databaseOutage(error)).toBe(outage);
    expect(databaseOutage(failedQuery(error))).toBe(outage);
  });

  it.each([
    ['a unique violation', failedQuery(driverError('duplicate key value violates unique constraint', '23505'))],
    ['an unknown database', driverError('database "x" does not exist', '3D000')],
    ['an error of the app', new Error('Connection terminated by the user')],
    ['not an error', 'Connection terminated unexpectedly'],
  ])('leaves %s alone', (_name, error) => {
    expect(databaseOutage(error)).toBeUndefined();
  });
});
