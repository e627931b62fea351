// The one rule for instants and dates (src/data/instants.ts) and the request validator that applies
// it to every operation of every spec (createService's date-time and date formats), over HTTP on a
// small fixture context (test/fixtures/instants.openapi.yaml): impossible days, a zero date, a year
// the databases do not hold, and an offset that carries 9999-12-31 into the year 10000 are 400 in a
// body and in a query; the answers' instants are held to the same rule.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import type { Request, Response } from 'express';
import { defineModule } from '../src/boot.ts';
import { isReadableStoredInstant, parseFullDate, parseInstant } from '../src/data/instants.ts';
import { anon, assertOk, assertProblem, serviceUnderTest, startTestService } from '../src/testing/index.ts';

const IMPOSSIBLE = ['2024-19-39T00:00:00Z', '0000-00-00T00:00:00Z', '2024-02-30T00:00:00Z', '2023-02-29T12:00:00Z', '2024-04-31T00:00:00Z', '2024-01-01T24:00:00Z', '2024-01-01T23:60:00Z', '2016-12-31T23:59:60Z', '2024-01-01T00:00:00+24:00'];
const OUT_OF_RANGE = ['0099-01-01T00:00:00Z', '0999-12-31T23:59:59.999Z', '1000-01-01T00:30:00+01:00', '9999-12-31T23:00:00-05:00'];
const NOT_RFC3339 = ['2024-01-01', '2024-01-01T00:00:00', '2024-01-01 00:00:00Z', '2024-1-1T00:00:00Z', '+010000-01-01T00:00:00Z', '2024-01-01T00:00Z', 'next Saturday', ''];

describe('the instant rule', () => {
  test('RFC 3339 date-times of real days and times in the range, with any offset, are instants', () => {
    assert.equal(parseInstant('2024-02-29T12:00:00Z')?.toISOString(), '2024-02-29T12:00:00.000Z');
    assert.equal(parseInstant('2026-12-12T14:00:00+13:00')?.toISOString(), '2026-12-12T01:00:00.000Z');
    assert.equal(parseInstant('2026-05-01t09:30:00.123456z')?.toISOString(), '2026-05-01T09:30:00.123Z');
    assert.equal(parseInstant('1000-01-01T00:00:00Z')?.toISOString(), '1000-01-01T00:00:00.000Z');
    assert.equal(parseInstant('9999-12-31T23:59:59.999Z')?.toISOString(), '9999-12-31T23:59:59.999Z');
    assert.equal(parseInstant('1000-01-01T00:30:00-01:00')?.toISOString(), '1000-01-01T01:30:00.000Z');
    assert.equal(parseInstant('2000-02-29T00:00:00Z')?.toISOString(), '2000-02-29T00:00:00.000Z', '2000 is a leap year');
  });

  test('impossible days and times, years the stores do not hold and other forms are not', () => {
    for (const text of [...IMPOSSIBLE, ...OUT_OF_RANGE, ...NOT_RFC3339, '1900-02-29T00:00:00Z']) assert.equal(parseInstant(text), null, text);
  });

  test('full-dates: real days, years 1000 to 9999', () => {
    assert.equal(parseFullDate('2024-02-29'), '2024-02-29');
    for (const text of ['2024-19-39', '0000-00-00', '2023-02-29', '2024-06-31', '0999-12-31', '2024-01-01T00:00:00Z', '24-01-01', '']) assert.equal(parseFullDate(text), null, text);
  });

  test('values as the databases give them back: readable or to be repaired', () => {
    for (const text of ['2024-05-01 09:30:00.000', '2024-05-01 09:30:00', '2024-05-01T09:30:00.000Z', null]) assert.equal(isReadableStoredInstant(text), true, String(text));
    for (const text of ['0000-00-00 00:00:00.000', '0099-01-01 00:00:00.000', '+010000-01-01 04:00:00.000', 'NaN-NaN-NaN NaN:NaN:NaN.NaN', '2024-19-39 00:00:00.000', '2024-02-30 00:00:00', 'Invalid Date']) {
      assert.equal(isReadableStoredInstant(text), false, text);
    }
  });
});

const instantsModule = defineModule({
  name: 'instants',
  specPath: fileURLToPath(new URL('./fixtures/instants.openapi.yaml', import.meta.url)),
  entities: [],
  migrations: [],
  async create() {
    return {
      handlers: {
        findInstants: (req: Request, res: Response) => {
          const q = req.query as Record<string, string | undefined>;
          res.json({ at: q.answer ?? q.at ?? null, day: q.day ?? null });
        },
        saveInstants: (req: Request, res: Response) => res.json(req.body),
      },
    };
  },
});

describe('the request validator of every service', () => {
  const svc = serviceUnderTest(() => startTestService(instantsModule));

  test('a body date-time that is impossible, out of range or not RFC 3339 is 400 at its field', async () => {
    for (const at of [...IMPOSSIBLE, ...OUT_OF_RANGE, ...NOT_RFC3339]) {
      assertProblem(await anon(svc).post('/api/instants', { at }), 400, undefined, ['/body/at']);
    }
    assert.deepEqual(assertOk(await anon(svc).post('/api/instants', { at: '2024-02-29T23:30:00+13:00', day: '2024-02-29' })), { at: '2024-02-29T23:30:00+13:00', day: '2024-02-29' });
    assert.deepEqual(assertOk(await anon(svc).post('/api/instants', { at: null, day: null })), { at: null, day: null });
  });

  test('a body or query date that is no real day in the range is 400', async () => {
    for (const day of ['2024-19-39', '0000-00-00', '2023-02-29', '0999-01-01']) {
      assertProblem(await anon(svc).post('/api/instants', { day }), 400, undefined, ['/body/day']);
      assertProblem(await anon(svc).get(`/api/instants?day=${day}`), 400, undefined, ['/query/day']);
    }
  });

  test('a query date-time is held to the same rule', async () => {
    for (const at of ['2024-19-39T00:00:00Z', '0000-00-00T00:00:00Z', '2024-02-30T00:00:00Z', '9999-12-31T23:00:00-05:00']) {
      assertProblem(await anon(svc).get(`/api/instants?at=${encodeURIComponent(at)}`), 400, undefined, ['/query/at']);
    }
    assert.equal(assertOk(await anon(svc).get(`/api/instants?at=${encodeURIComponent('2024-02-29T00:00:00Z')}`)).at, '2024-02-29T00:00:00Z');
  });

  test('outside production an answer with an impossible instant fails as the server error it is', async () => {
    assertProblem(await anon(svc).get(`/api/instants?answer=${encodeURIComponent('2024-19-39T00:00:00Z')}`), 500);
  });
});
