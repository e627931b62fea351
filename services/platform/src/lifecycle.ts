// What a module's parts start and stop with it, besides its handlers: a kit made in create(ctx)
// (the jobs runner) registers here, and bootService starts it after the events and stops it first,
// in a service's own process and in the embedded default alike.
export interface ModuleLifecycle {
  /** Runs once the module's database and events are up. */
  onStart(start: () => Promise<void> | void): void;
  /** Runs before the module's events and database close (last registered, first stopped). */
  onStop(stop: () => Promise<void> | void): void;
}

export class Lifecycle implements ModuleLifecycle {
  private readonly starts: Array<() => Promise<void> | void> = [];
  private readonly stops: Array<() => Promise<void> | void> = [];

  onStart(start: () => Promise<void> | void): void {
    this.starts.push(start);
  }

  onStop(stop: () => Promise<void> | void): void {
    this.stops.push(stop);
  }

  async start(): Promise<void> {
    for (const start of this.starts) await start();
  }

  async stop(): Promise<void> {
    for (const stop of [...this.stops].reverse()) await stop();
  }
}
