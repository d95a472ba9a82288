import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { lazyPartsLoaded, trackLoad } from '@/components/lazy-loads'

describe('lazyPartsLoaded', () => {
  it('waits for a load another render began, and for the callbacks chained on it', async () => {
    let finish: (value: string) => void = () => undefined
    const load = trackLoad(new Promise<string>((resolve) => (finish = resolve)))
    // What next/dynamic does with the import: mark the part loaded in a chained callback.
    let markedLoaded = false
    void load.then((m) => m).then(() => (markedLoaded = true))

    let waited = false
    const waiting = lazyPartsLoaded().then(() => (waited = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(waited).toBe(false)

    finish('module')
    await waiting
    expect(markedLoaded).toBe(true)
  })

  it('also waits for a load that begins while it waits (a part declared by a loaded part)', async () => {
    let nestedDone = false
    const outer = trackLoad(
      new Promise<void>((resolve) => setTimeout(resolve, 10)).then(() => {
        void trackLoad(new Promise((resolve) => setTimeout(resolve, 30))).then(
          () => (nestedDone = true)
        )
      })
    )
    await lazyPartsLoaded()
    await outer
    expect(nestedDone).toBe(true)
  })

  it('does not hang on a part that failed to load', async () => {
    trackLoad(Promise.reject(new Error('chunk missing'))).catch(() => undefined)
    await expect(lazyPartsLoaded()).resolves.toBeUndefined()
  })
})

/** Every .ts/.tsx file under the folders that render React. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(name) ? [file] : []
  })
}

interface DynamicCall {
  file: string
  line: number
  tracked: boolean
  serverRendered: boolean
}

/** The `dynamic(...)` calls of a file, whether they render on the server and are tracked. */
function dynamicCalls(file: string): DynamicCall[] {
  const text = readFileSync(file, 'utf8')
  if (!text.includes("from 'next/dynamic'")) return []
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const calls: DynamicCall[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'dynamic'
    ) {
      const [loader, options] = node.arguments
      const serverRendered = !(options && /\bssr:\s*false\b/.test(options.getText()))
      const tracked =
        loader !== undefined &&
        ts.isArrowFunction(loader) &&
        ts.isCallExpression(loader.body) &&
        loader.body.expression.getText() === 'trackLoad'
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
      calls.push({ file, line, tracked, serverRendered })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return calls
}

describe('server-rendered next/dynamic parts', () => {
  const calls = ['components', 'themes', 'pages'].flatMap(sourceFiles).flatMap(dynamicCalls)

  it('are found (the scan works)', () => {
    expect(calls.filter((call) => call.serverRendered).length).toBeGreaterThanOrEqual(15)
  })

  it('all wrap their import in trackLoad, so no render shows them empty', () => {
    const untracked = calls
      .filter((call) => call.serverRendered && !call.tracked)
      .map((call) => `${call.file}:${call.line}`)
    expect(untracked).toEqual([])
  })
})
