// One running service per test file (or per describe block), started before its first test and
// closed after its last, without each file declaring `let svc; before(…); after(…)`. The data each
// test needs is made by that test (fixtures per test); only the process is shared.
import { after, before } from 'node:test';

export interface UnderTest<S> {
  /**
   * Resolves once the service has started. node:test (Node 24) runs a file's top-level before()
   * hooks concurrently, so a top-level before() of the file that uses the service awaits this first.
   */
  readonly ready: Promise<S>;
}

/**
 * Registers before/after hooks in the current scope and returns a stand-in that forwards to the
 * service once it has started (reading it earlier, at module level, is an error that says so).
 */
export function serviceUnderTest<S extends { close(): Promise<void> }>(start: () => Promise<S>): S & UnderTest<S> {
  let started: S | undefined;
  let settle!: { resolve(s: S): void; reject(e: unknown): void };
  const ready = new Promise<S>((resolve, reject) => (settle = { resolve, reject }));
  // A failed start fails the hook below; `ready` must not also be an unhandled rejection.
  ready.catch(() => {});
  before(async () => {
    try {
      started = await start();
      settle.resolve(started);
    } catch (e) {
      settle.reject(e);
      throw e;
    }
  });
  after(async () => {
    await started?.close();
  });
  const current = (): S => {
    if (!started) throw new Error('The service under test is read before it started: read it inside a test, or in a before() hook after `await svc.ready`.');
    return started;
  };
  return new Proxy({} as S & UnderTest<S>, {
    get: (_, key) => {
      if (key === 'ready') return ready;
      // A Promise resolving to this stand-in must not take it for a thenable.
      if (key === 'then') return undefined;
      const value: unknown = Reflect.get(current(), key);
      return typeof value === 'function' ? value.bind(current()) : value;
    },
    has: (_, key) => key === 'ready' || Reflect.has(current(), key),
  });
}
