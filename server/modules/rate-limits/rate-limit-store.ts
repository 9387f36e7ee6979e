/** One counter's state: hits in the running window and the milliseconds until it ends. */
export type Counter = { count: number; msLeft: number }

/**
 * Where fixed-window counters live: this process's memory by default, Redis when REDIS_URL is set
 * so several server processes share them (docs/decisions/017-sign-in-limits-and-passwords.md).
 * Keys arrive already scoped and hashed; a store never sees an address or an e-mail.
 */
export type RateLimitStore = {
  /** Adds one hit, starting a window of `windowMs` when none is running, and returns the counter. */
  increment(key: string, windowMs: number): Promise<Counter>
  /** Takes one hit back (an attempt that turned out not to count); never below zero. */
  decrement(key: string): Promise<void>
  /** The running counter, or null when there is none. */
  get(key: string): Promise<Counter | null>
  delete(key: string): Promise<void>
  close(): Promise<void>
}
