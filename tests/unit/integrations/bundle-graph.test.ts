/**
 * A page's static import graph must not reach any third-party service's loader code: each is
 * imported only through next/dynamic, so a build without a service configured never loads it.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../../..')
const LOADERS = [
  'components/comments/Artalk.tsx',
  'components/comments/Twikoo.tsx',
  'components/comments/Waline.tsx',
  'components/comments/Valine.tsx',
  'components/comments/Cusdis.tsx',
  'components/comments/Gitalk.tsx',
  'components/comments/WebMention.tsx',
  'components/integrations/Analytics.tsx',
  'components/integrations/Chat.tsx',
  'components/integrations/AdSenseAuto.tsx',
  'lib/integrations/analytics.ts',
  'lib/integrations/chat.ts',
  ...[
    'Fireworks',
    'MouseFollow',
    'Sakura',
    'Snow',
    'StarrySky',
    'Nest',
    'Ribbon',
    'FlutteringRibbon',
    'EffectCanvas'
  ].map((name) => `components/effects/${name}.tsx`),
  'components/music/MusicPlayer.tsx',
  'components/music/MetingPlayer.tsx',
  'components/pet/Live2DPet.tsx',
  'components/context-menu/ContextMenu.tsx'
]

const resolve = (from: string, spec: string): string | null => {
  const base = spec.startsWith('@/')
    ? path.join(ROOT, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null
  if (!base) return null
  const candidates = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base]
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null
}

/** Static imports only: `import(...)` inside next/dynamic is a separate chunk. */
const staticImports = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /^\s*(?:import|export)\b[^;'"]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm
    )
  ].map((m) => m[1] ?? m[2] ?? '')

function closure(entries: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    for (const spec of staticImports(file)) {
      const target = resolve(file, spec)
      if (target) queue.push(target)
    }
  }
  return seen
}

const pages = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? pages(path.join(dir, e.name))
      : /\.tsx?$/.test(e.name)
        ? [path.join(dir, e.name)]
        : []
  )

describe('third-party loader code', () => {
  it('is not in the static import graph of any page or theme chunk', () => {
    const themeRoots = readdirSync(path.join(ROOT, 'themes'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => resolve(path.join(ROOT, 'themes/x'), `./${e.name}`))
      .filter((f): f is string => f !== null)
    // Each theme's page layouts are chunks of their own (components/theme/lazy-layout.tsx).
    const themeLayouts = themeRoots.flatMap((root) =>
      pages(path.join(path.dirname(root), 'layouts'))
    )
    const reached = closure([...pages(path.join(ROOT, 'pages')), ...themeRoots, ...themeLayouts])
    expect(reached.has(path.join(ROOT, 'components/comments/Comments.tsx'))).toBe(true)
    expect(reached.has(path.join(ROOT, 'components/integrations/Integrations.tsx'))).toBe(true)
    expect(reached.has(path.join(ROOT, 'components/site-extras/SiteWidgets.tsx'))).toBe(true)
    for (const loader of LOADERS) expect(reached.has(path.join(ROOT, loader)), loader).toBe(false)
  })
})
