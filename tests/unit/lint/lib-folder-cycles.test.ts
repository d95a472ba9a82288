/**
 * The folders of lib/ import one another without a circle: for any two folders, at most one
 * imports the other, directly or through others. Every import counts, type-only and `import()`
 * included, because a type cycle ties two folders together as much as a value one does.
 * A file directly in lib/ (log.ts) is a node of its own.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../../..')
const LIB = path.join(ROOT, 'lib')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : []
  })
}

function resolveSpec(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(ROOT, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null
  if (!base) return null
  const candidates = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'].map((s) => base + s)
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null
}

/** lib/content/x.ts -> 'content'; lib/log.ts -> 'log.ts'; outside lib -> null. */
function folderOf(file: string): string | null {
  const rel = path.relative(LIB, file)
  if (rel.startsWith('..')) return null
  return rel.split(path.sep)[0] ?? null
}

/** Folder -> folder -> one file-level import that makes the edge, for the failure message. */
export function libFolderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>()
  for (const file of sourceFiles(LIB)) {
    const from = folderOf(file) as string
    const edges = graph.get(from) ?? new Map<string, string>()
    graph.set(from, edges)
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      const target = resolveSpec(file, fileName)
      const to = target && folderOf(target)
      if (!to || to === from || edges.has(to)) continue
      edges.set(to, `${path.relative(ROOT, file)} -> ${fileName}`)
    }
  }
  return graph
}

/** Strongly connected components with more than one folder (Tarjan). */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node) as number, low.get(to) as number))
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) as number, index.get(to) as number))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop() as string
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1) found.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

describe('lib/ folders', () => {
  it('import one another without a cycle', () => {
    const graph = libFolderGraph()
    const report = cycles(graph).map((component) =>
      component
        .flatMap((from) =>
          [...(graph.get(from) ?? new Map<string, string>())]
            .filter(([to]) => component.includes(to))
            .map(([to, via]) => `${from} -> ${to} (${via})`)
        )
        .join('\n')
    )
    expect(report).toEqual([])
  })
})
