import { describe, expect, it } from 'vitest'
import {
  markFreshRead,
  noteGenerationStart,
  renderedBefore,
  RENDER_RUNS_MS
} from '@/lib/pages/page-generations'

describe('page generations: was a path last rendered from data older than a fresh read?', () => {
  it('a render started before the read, and recently, was; one started after was not', () => {
    noteGenerationStart(['article', 'one'], 1_000)
    const mark = markFreshRead()
    expect(renderedBefore('/article/one', mark, 2_000)).toBe(true)
    noteGenerationStart(['article', 'one'], 2_500)
    expect(renderedBefore('/article/one', mark, 3_000)).toBe(false)
  })

  it('a path never rendered here (rendered by another process) is not rendered twice', () => {
    const mark = markFreshRead()
    expect(renderedBefore('/article/never-here', mark)).toBe(false)
  })

  it('a render older than a render can run has stored its page long ago', () => {
    noteGenerationStart(['tag', 'old'], 0)
    const mark = markFreshRead()
    expect(renderedBefore('/tag/old', mark, RENDER_RUNS_MS - 1)).toBe(true)
    expect(renderedBefore('/tag/old', mark, RENDER_RUNS_MS)).toBe(false)
  })

  it('one key however the path is spelt: encoded or not, slashes at either end', () => {
    noteGenerationStart(['zh', 'category', '旅行'], 10)
    const mark = markFreshRead()
    expect(renderedBefore('/zh/category/%E6%97%85%E8%A1%8C/', mark, 20)).toBe(true)
    expect(renderedBefore('/zh/category/%E0%A4%A', mark, 20)).toBe(false)
  })
})
