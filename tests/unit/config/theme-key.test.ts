import { describe, expect, it } from 'vitest'
import { loadConfig } from '@/lib/config/load-config'
import { setLogSink } from '@/lib/log'

const quietly = <T>(run: () => T): { value: T; lines: string[] } => {
  const lines: string[] = []
  const restore = setLogSink((_level, message) => lines.push(message))
  try {
    return { value: run(), lines }
  } finally {
    restore()
  }
}

describe('THEME', () => {
  it('takes a known theme id from the environment', () => {
    expect(loadConfig({ env: { THEME: 'example' } }).config.THEME).toBe('example')
  })

  it('warns and keeps the default for an unknown id, from env or Notion', () => {
    const env = quietly(() => loadConfig({ env: { THEME: 'nope' } }).config.THEME)
    expect(env.value).toBe('plog')
    expect(env.lines.join('\n')).toContain('Loading nope failed. Falling back to default theme')
    const notion = quietly(() => loadConfig({ env: {}, notion: { THEME: 'ghost' } }).config.THEME)
    expect(notion.value).toBe('plog')
    expect(notion.lines.join('\n')).toContain('Loading ghost failed. Falling back to default theme')
  })
})
