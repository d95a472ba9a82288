/** A third-party script a page should load: by URL, with ids as attributes or query. */
export interface PlannedScript {
  service: string
  src: string
  attributes?: Readonly<Record<string, string>>
  /** Our typed set-up run before the script (queues it reads) and after it loads. */
  before?: () => void
  after?: () => void
}

/** A window global a service reads or defines, typed loosely: its shape is the service's. */
export type Globals = Record<string, unknown>
export const globals = (): Globals => window as unknown as Globals

/**
 * A command queue the way service snippets define one: calls made before the script arrives
 * are kept on `q`, and the script replays them.
 */
export function commandQueue(name: string): (...args: unknown[]) => void {
  const g = globals()
  if (typeof g[name] !== 'function') {
    const calls: unknown[][] = []
    g[name] = Object.assign((...args: unknown[]) => void calls.push(args), { q: calls })
  }
  return g[name] as (...args: unknown[]) => void
}
