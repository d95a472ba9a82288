import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, vi } from 'vitest'

/**
 * A setup file of every vitest run: each cn() call any test makes (a component drawn with a
 * theme's slots, a drawer or menu a test opens) is judged as tests/themes/server-html judges
 * the pages' calls, and a test during which one joined two classes setting one property fails,
 * naming the call site. cn() joins without merging, so such a pair would leave the stylesheet's
 * order to pick which class applies. A test file that mocks cn itself (server-html,
 * opened-parts) judges its own calls.
 */

interface Found {
  lines: string[]
}

/** Kept on the global object: the worker's module graph (and the mocked cn) outlives a file. */
const found = ((globalThis as { __cnOverlaps?: Found }).__cnOverlaps ??= { lines: [] })

vi.mock('@/lib/style/cn', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/style/cn')>()
  const { callSite, overriddenClasses } = await import('./class-conflicts')
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
  const lines = (globalThis as { __cnOverlaps?: Found }).__cnOverlaps?.lines
  return {
    ...actual,
    cn: (...inputs: Parameters<typeof actual.cn>) => {
      const joined = actual.cn(...inputs)
      const dropped = overriddenClasses(joined)
      if (dropped.length && lines && lines.length < 20)
        lines.push(`${callSite(new Error().stack, root)}: "${joined}" (${dropped.join(' ')})`)
      return joined
    }
  }
})

afterEach(() => {
  const lines = found.lines.splice(0)
  expect(lines, 'cn() calls joining two classes that set one property').toEqual([])
})
