// A loopback port for a process a test starts itself (the embedded default, a service's own main).
import { createServer } from 'node:net';

/** A port the kernel hands out now on 127.0.0.1. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const port = (s.address() as { port: number }).port;
        s.close(() => resolve(port));
      });
  });
