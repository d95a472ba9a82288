/** The part of autocannon's API the bench uses (it ships no types; installed in tools/). */
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    /** Each connection cycles through these in turn. */
    requests?: { method?: string; path: string }[]
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
  }
  export interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    non2xx: number
    errors: number
    timeouts: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
