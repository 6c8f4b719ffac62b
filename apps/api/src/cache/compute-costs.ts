// How long a read cache's computations take beside its committed-version reads (read-cache.ts).

/** A moving average of durations (ms) and how many it has seen. */
interface Cost {
  ms: number;
  samples: number;
}

/**
 * Where each cached read costs a committed-version read (another process writes too), a procedure
 * whose own computation takes at most half as long as that read (their moving averages over at
 * least COST_SAMPLES each) is computed directly: it asks the database nothing, or nearly, so a kept
 * answer could not serve it faster, and keeping it costs the read, the freeze and the bookkeeping
 * (the empty 1099 overdue list served 5,585 req/s uncached and 2,326 through the cache). One that
 * asks the database anything waits for a pooled connection as the read does, and stays cached: at
 * 1.5 times the read, the organizations first page (one statement) was computed directly and served
 * half as many requests. Computations are still timed, so a procedure that becomes costly is cached
 * again. Deciding this never changes an answer.
 */
const CHEAP_FACTOR = 0.5;
const COST_SAMPLES = 20;
const COST_WEIGHT = 0.1;

function noteCost(cost: Cost, ms: number): void {
  cost.ms = cost.samples === 0 ? ms : cost.ms + (ms - cost.ms) * COST_WEIGHT;
  cost.samples++;
}

/** Each procedure's computations and the committed-version reads, timed. */
export class ComputeCosts {
  readonly #read: Cost = { ms: 0, samples: 0 };
  readonly #computed = new Map<string, Cost>();

  noteRead(ms: number): void {
    noteCost(this.#read, ms);
  }

  /** Whether `procedure` is computed no slower than CHEAP_FACTOR times the read a kept answer needs. */
  cheaperThanKept(procedure: string): boolean {
    const cost = this.#computed.get(procedure);
    return (
      cost !== undefined &&
      cost.samples >= COST_SAMPLES &&
      this.#read.samples >= COST_SAMPLES &&
      cost.ms <= this.#read.ms * CHEAP_FACTOR
    );
  }

  /** `compute`, its duration noted for `procedure`. */
  timed<T>(procedure: string, compute: () => Promise<T>): () => Promise<T> {
    return async () => {
      const started = performance.now();
      const value = await compute();
      let cost = this.#computed.get(procedure);
      if (!cost) this.#computed.set(procedure, (cost = { ms: 0, samples: 0 }));
      noteCost(cost, performance.now() - started);
      return value;
    };
  }
}
