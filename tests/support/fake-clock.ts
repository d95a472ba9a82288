import type { Clock } from '@/lib/notion/clock'

/** A clock whose sleeps return at once and advance time: waits are asserted, never timed. */
export interface FakeClock extends Clock {
  sleeps: number[]
}

export function fakeClock(start = 1_000_000): FakeClock {
  let now = start
  const sleeps: number[] = []
  return {
    sleeps,
    now: () => now,
    async sleep(ms) {
      sleeps.push(ms)
      now += ms
    }
  }
}
