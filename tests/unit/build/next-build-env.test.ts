import { describe, expect, it } from 'vitest'
import { nextBuildEnv, ONE_TASK_COMPILE_MIN_FETCH_SECONDS } from '@/lib/build/next-build-env'
import { PREFETCH_STATUS_ENV } from '@/lib/notion/prefetch-status'

const PARALLELISM = 'TURBO_TASKS_AVAILABLE_PARALLELISM'

describe('the environment npm run build starts next build with', () => {
  it('keeps Turbopack to one task at a time while a Notion fetch runs beside the compile', () => {
    const env = nextBuildEnv({
      env: { NODE_ENV: 'production', PATH: '/bin' },
      statusFile: '/tmp/s.json',
      fetchSeconds: 74
    })
    expect(env[PARALLELISM]).toBe('1')
    expect(env.PATH).toBe('/bin')
    expect(env[PREFETCH_STATUS_ENV]).toBe('/tmp/s.json')
    expect(env.MIMALLOC_PURGE_DELAY).toBe('0')
  })

  it('leaves every core to the compile when the fetch is short or there is none', () => {
    const env = { NODE_ENV: 'production' } as const
    const long = ONE_TASK_COMPILE_MIN_FETCH_SECONDS
    for (const fetchSeconds of [0, long - 1])
      expect(nextBuildEnv({ env, statusFile: '', fetchSeconds })).not.toHaveProperty(PARALLELISM)
    expect(nextBuildEnv({ env, statusFile: '', fetchSeconds: long })).toHaveProperty(PARALLELISM)
  })

  it("lets the owner's own values win, but never over the status file", () => {
    const env = nextBuildEnv({
      env: {
        NODE_ENV: 'production',
        [PARALLELISM]: '4',
        MIMALLOC_PURGE_DELAY: '10',
        [PREFETCH_STATUS_ENV]: '/stale'
      },
      statusFile: '/tmp/s.json',
      fetchSeconds: 74
    })
    expect(env[PARALLELISM]).toBe('4')
    expect(env.MIMALLOC_PURGE_DELAY).toBe('10')
    expect(env[PREFETCH_STATUS_ENV]).toBe('/tmp/s.json')
  })
})
