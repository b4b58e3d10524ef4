// The part of autocannon 8's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  type Result = {
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
    throughput: { total: number };
    latency: { p50: number; p99: number };
  };
  export default function autocannon(options: Options): Promise<Result>;
}
