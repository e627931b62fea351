// One running service per test file (or per describe block), started before its first test and
// closed after its last, without each file declaring `let svc; before(…); after(…)`. The data each
// test needs is made by that test (fixtures per test); only the process is shared.
import { after, before } from 'node:test';

/**
 * Registers before/after hooks in the current scope and returns a stand-in that forwards to the
 * service once it has started (reading it earlier, at module level, is an error that says so).
 */
export function serviceUnderTest<S extends { close(): Promise<void> }>(start: () => Promise<S>): S {
  let started: S | undefined;
  before(async () => {
    started = await start();
  });
  after(async () => {
    await started?.close();
  });
  const current = (): S => {
    if (!started) throw new Error('The service under test is read before its before() hook started it: read it inside a test or hook.');
    return started;
  };
  return new Proxy({} as S, {
    get: (_, key) => {
      const value: unknown = Reflect.get(current(), key);
      return typeof value === 'function' ? value.bind(current()) : value;
    },
    has: (_, key) => Reflect.has(current(), key),
  });
}
