// The part of autocannon (installed at the repository root, untyped) that the benches use.
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
    }
    interface Histogram {
      average: number;
      total: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      non2xx: number;
    }
  }
  function autocannon(options: autocannon.Options, done: (error: Error | null, result: autocannon.Result) => void): unknown;
  export default autocannon;
}
