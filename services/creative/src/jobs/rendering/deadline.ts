// A bound on a wait for an untrusted page: a template's script can loop forever, and a Playwright
// call into that page (evaluate) then never returns on its own.

export class RenderTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not finish within ${ms} ms.`);
    this.name = 'RenderTimeoutError';
  }
}

/** The promise's outcome, or a RenderTimeoutError after ms; the promise itself is left to settle. */
export async function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderTimeoutError(what, ms)), ms);
  });
  promise.catch(() => undefined);
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}
