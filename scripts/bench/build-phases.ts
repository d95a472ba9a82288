/**
 * When each phase of `npm run build` started and ended, read from its output as it is written:
 * fetch (the prefetch), compile (Turbopack), type check, generate (static pages). Phases may
 * overlap (the prefetch runs beside the compile), so each is reported as its own span.
 */
import type { Readable } from 'node:stream'

export type PhaseName = 'fetch' | 'compile' | 'typecheck' | 'generate'

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
  { phase: 'generate', edge: 'end', pattern: /✓ Generating static pages/ }
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
    for (const phase of ['fetch', 'compile', 'typecheck', 'generate'] as const) {
      const startMs = seen[`${phase}:start`]
      const endMs = seen[`${phase}:end`]
      if (startMs !== undefined && endMs !== undefined) out[phase] = { startMs, endMs }
    }
    return out
  }
}
