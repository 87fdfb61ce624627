/**
 * Group commit for one kind of work: what is submitted while a batch is running waits and goes
 * together in the next batch, up to `maxSize` items. Nothing ever waits for a timer: alone, an
 * item runs at once as a batch of one; under load, each batch takes everything that arrived
 * during the previous one, so a database round trip (or a whole transaction) is paid once per
 * batch instead of once per request. Before each batch the event loop takes one turn, so what
 * has arrived on the sockets by then joins.
 *
 * `run` answers every item of a batch, in order, with its result or an Error; an error thrown by
 * `run` itself fails every item of that batch. One batch runs at a time per batcher.
 */
export class GroupBatcher<In, Out> {
  private waiting: { item: In; resolve(value: Out): void; reject(error: unknown): void }[] = [];
  private running = false;

  constructor(
    private readonly run: (items: In[]) => Promise<(Out | Error)[]>,
    private readonly maxSize = 100,
    /** With `maxWeight`, a batch also stops before its items' weights add up past it. */
    private readonly weigh?: { of: (item: In) => number; maxWeight: number },
  ) {}

  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.running) void this.next();
    });
  }

  private async next(): Promise<void> {
    this.running = true;
    while (this.waiting.length > 0) {
      // Let the requests that have arrived meanwhile be read first: the embedded database
      // answers through promises alone, and without this turn of the event loop the next batch
      // would start before any new request could join it.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = this.waiting.splice(0, this.takes());
      try {
        const results = await this.run(batch.map((w) => w.item));
        batch.forEach((w, i) => {
          const result = results[i];
          if (result instanceof Error) w.reject(result);
          else w.resolve(result as Out);
        });
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    this.running = false;
  }

  /** How many waiting items the next batch takes: at least one, at most maxSize and maxWeight. */
  private takes(): number {
    const most = Math.min(this.maxSize, this.waiting.length);
    if (!this.weigh) return most;
    let weight = 0;
    for (let n = 0; n < most; n += 1) {
      weight += this.weigh.of(this.waiting[n]!.item);
      if (weight > this.weigh.maxWeight) return Math.max(1, n);
    }
    return most;
  }
}
