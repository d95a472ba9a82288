/**
 * When each phase of `npm run build` started and ended, read from its output as it is written:
 * fetch (the prefetch), compile (Turbopack), type check, generate (static pages), and for a static
 * export with share cards the cards drawn from the rows, the export's files and the cards
 * drawn after the pages. Phases may overlap (the prefetch runs beside the compile), so each is
 * reported as its own span.
 */
import type { Readable } from 'node:stream'

export type PhaseName =
  'fetch' | 'compile' | 'typecheck' | 'generate' | 'cardsEarly' | 'exportFiles' | 'cardsAfter'

const PHASES: PhaseName[] = [
  'fetch',
  'compile',
  'typecheck',
  'generate',
  'cardsEarly',
  'exportFiles',
  'cardsAfter'
]

export interface PhaseSpan {
  startMs: number
  endMs: number
}

export type BuildPhases = Partial<Record<PhaseName, PhaseSpan>>

const MARKERS: { phase: PhaseName; edge: 'start' | 'end'; pattern: RegExp }[] = [
  { phase: 'fetch', edge: 'start', pattern: /prefetch/ },
  { phase: 'fetch', edge: 'end', pattern: /prefetch: (cached under|reading the)/ },
  { phase: 'compile', edge: 'start', pattern: /Creating an optimized production build/ },
  { phase: 'compile', edge: 'end', pattern: /Compiled successfully|Compiled with warnings/ },
  { phase: 'typecheck', edge: 'start', pattern: /Running TypeScript|Linting and checking/ },
  { phase: 'typecheck', edge: 'end', pattern: /Finished TypeScript|TypeScript:? .*done/ },
  { phase: 'generate', edge: 'start', pattern: /Generating static pages.*\(0\// },
  { phase: 'generate', edge: 'end', pattern: /✓ Generating static pages/ },
  // A static export's share cards drawn from the rows (scripts/lib/early-cards.ts), then the
  // export's other files and the cards still missing, side by side (scripts/postbuild-export.ts).
  { phase: 'cardsEarly', edge: 'start', pattern: /share cards: drawing early/ },
  { phase: 'cardsEarly', edge: 'end', pattern: /share cards: \d+ drawn early/ },
  { phase: 'exportFiles', edge: 'start', pattern: /export: writing the files/ },
  { phase: 'exportFiles', edge: 'end', pattern: /export: wrote \d+ files into/ },
  { phase: 'cardsAfter', edge: 'start', pattern: /export: writing the files.*share cards/ },
  { phase: 'cardsAfter', edge: 'end', pattern: /export: \d+ share cards in cards\// }
]

/** Watches the streams; `phases()` gives the spans seen so far (ms since `startedAt`). */
export function watchPhases(streams: (Readable | null)[], startedAt: number) {
  const seen: Partial<Record<`${PhaseName}:${'start' | 'end'}`, number>> = {}
  const onLine = (line: string) => {
    const at = Date.now() - startedAt
    for (const { phase, edge, pattern } of MARKERS) {
      const key = `${phase}:${edge}` as const
      if (seen[key] === undefined && pattern.test(line)) seen[key] = at
    }
  }
  for (const stream of streams) {
    let rest = ''
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n')
      rest = lines.pop() ?? ''
      lines.forEach(onLine)
    })
  }
  return (): BuildPhases => {
    const out: BuildPhases = {}
    for (const phase of PHASES) {
      const startMs = seen[`${phase}:start`]
      const endMs = seen[`${phase}:end`]
      if (startMs !== undefined && endMs !== undefined) out[phase] = { startMs, endMs }
    }
    return out
  }
}
