import type { RedisClientType } from 'redis'

export interface RedisConnectionOptions {
  url: string
  /** Longest wait for one command before the caller gets its fallback. */
  timeoutMs?: number
  /** Longest wait between two reconnection attempts; default 5 s. */
  maxBackoffMs?: number
  warn: (message: string) => void
  info?: (message: string) => void
}

export interface RedisConnection {
  run<T>(
    command: (client: RedisClientType) => Promise<T>,
    fallback: () => T | Promise<T>
  ): Promise<T>
  ready(): Promise<void>
  readonly isDown: boolean
  close(): Promise<void>
}

export declare const reconnectDelay: (retries: number, maxMs?: number) => number
export declare function redactUrl(url: string): string
export declare function createRedisConnection(options: RedisConnectionOptions): RedisConnection
export declare function processRedisConnection(options: RedisConnectionOptions): RedisConnection
