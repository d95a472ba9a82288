import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { formatBuild } from '@/scripts/bench/bench-report'
import { watchPhases } from '@/scripts/bench/build-phases'

const BUILD_OUTPUT = [
  '[notionpress] prefetch: fetching 1 workspace(s) from Notion',
  '  Running TypeScript ...',
  '  Finished TypeScript in 5.6s ...',
  '  Creating an optimized production build ...',
  '✓ Compiled successfully in 9.1s',
  '[notionpress] prefetch: cached under /tmp/cache',
  '  Generating static pages using 1 worker (0/301) ...',
  '✓ Generating static pages using 1 worker (301/301) in 1.7s'
]

describe('watchPhases', () => {
  it('reads overlapping phase spans from build output split across chunks', async () => {
    const stdout = new PassThrough()
    let now = 1000
    const realNow = Date.now
    Date.now = () => now
    try {
      const phases = watchPhases([stdout, null], 1000)
      for (const [i, line] of BUILD_OUTPUT.entries()) {
        now = 1000 + (i + 1) * 1000
        // Half a line now, the rest with the next write: lines are joined before matching.
        const cut = Math.floor(line.length / 2)
        stdout.write(line.slice(0, cut))
        stdout.write(`${line.slice(cut)}\n`)
      }
      await new Promise((resolve) => setImmediate(resolve))
      expect(phases()).toEqual({
        fetch: { startMs: 1000, endMs: 6000 },
        typecheck: { startMs: 2000, endMs: 3000 },
        compile: { startMs: 4000, endMs: 5000 },
        generate: { startMs: 7000, endMs: 8000 }
      })
      const lines = formatBuild('cold build', {
        wallMs: 9000,
        peakRssBytes: 2 ** 30,
        atPeak: [],
        perProcessPeak: [{ command: 'next-build', rssBytes: 512 * 2 ** 20 }],
        phases: phases(),
        requests: {
          total: 3,
          byEndpoint: { loadPageChunk: 3 },
          throttled: 0,
          fetchMs: 1000,
          floorMs: 1000,
          floorRatio: 1
        }
      })
      expect(lines).toContain(
        '    phases: fetch 1.0 s–6.0 s (5.0 s), compile 4.0 s–5.0 s (1.0 s), typecheck 2.0 s–3.0 s (1.0 s), generate 7.0 s–8.0 s (1.0 s)'
      )
      expect(lines).toContain('    own peak: 512 MiB next-build')
    } finally {
      Date.now = realNow
    }
  })
})

describe("a static export's card phases", () => {
  it('reads when the cards drawn from the rows ran, and the export files and cards after the pages', async () => {
    const stdout = new PassThrough()
    let now = 0
    const realNow = Date.now
    Date.now = () => now
    try {
      const phases = watchPhases([stdout], 0)
      const lines = [
        '[notionpress] share cards: drawing early, from the rows',
        "[notionpress] share cards: 150 drawn early of the site's 202 (stopped: the pages are done, the rest are drawn after them); 7.0 s CPU: 0.2 starting, 0.2 reading the site, 6.6 drawing",
        '[notionpress] export: writing the files besides the pages, and the share cards not drawn yet in 1 process(es)',
        '[notionpress] export: wrote 229 files into out/ (_headers, feed.html)',
        '[notionpress] export: 202 share cards in cards/ (52 drawn, 150 kept from earlier builds or drawn beside this one; 2.0 s CPU: 0.2 starting, 0.2 reading the site, 1.6 drawing; share 1 of 1)'
      ]
      for (const [i, line] of lines.entries()) {
        now = (i + 1) * 1000
        stdout.write(`${line}\n`)
      }
      await new Promise((resolve) => setImmediate(resolve))
      expect(phases()).toEqual({
        cardsEarly: { startMs: 1000, endMs: 2000 },
        exportFiles: { startMs: 3000, endMs: 4000 },
        cardsAfter: { startMs: 3000, endMs: 5000 }
      })
    } finally {
      Date.now = realNow
    }
  })
})
