// @fastify/rate-limit 11 ships its two stores without types: the part server/platform/rateLimitStore.ts uses.
declare module '@fastify/rate-limit/store/*.js' {
  type Counted = { current: number; ttl: number };
  export default class Store {
    constructor(continueExceeding?: boolean, exponentialBackoff?: boolean, ...rest: unknown[]);
    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number, max: number): void;
    child(routeOptions: unknown): Store;
  }
}
