// The parts of autocannon 8 that load-worker.mjs uses. autocannon is the bench's own dependency
// (build/bench/package.json, installed on first use), absent from the product's node_modules, and it ships no
// types: declared here so that tsc checks the worker against its options and results anyway. An ambient
// module wins over whatever node_modules holds, so this stays the one tsc reads once the bench is installed.
declare module 'autocannon' {
  /** A request autocannon sends; `setupRequest` makes it afresh before each sending. */
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Sent in turn, over and over. */
    requests?: Request[];
  }
  interface Result {
    /** Answers a second (`average`) and in all (`total`). */
    requests: { average: number; total: number };
    /** Milliseconds. */
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    /** Answers by status code. */
    statusCodeStats?: Record<string, { count: number }>;
  }
  /** Without a callback, a promise of the run's result. */
  export default function autocannon(options: Options): Promise<Result>;
}
