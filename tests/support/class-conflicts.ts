import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { twMerge } from 'tailwind-merge'

/**
 * Class lists that set one CSS property twice, found while pages render. cn() joins without
 * merging (clsx), so `p-4 p-2` keeps both and the stylesheet's order (not the list's) decides
 * which padding wins. tailwind-merge (a devDependency, the judge here and nowhere in the pages)
 * names such classes: those it drops from a list are overridden by a later class of the same
 * property.
 */

/**
 * The classes tailwind-merge drops from `joined`. Compared as sets: the browser applies classes
 * in the stylesheet's order whatever their order or repetition in the attribute, so only a
 * dropped class changes how the element looks.
 */
export function overriddenClasses(joined: string): string[] {
  const kept = new Set(twMerge(joined).split(' '))
  return [...new Set(joined.split(/\s+/))].filter((name) => name && !kept.has(name))
}

/** The first frame of `stack` in the project's shipped code: the component that called cn(). */
export function callSite(stack: string | undefined, root: string): string {
  for (const line of (stack ?? '').split('\n').slice(1)) {
    const frame = /at (?:(\S+) \()?(?:file:\/\/)?([^()\s]+?):(\d+):\d+\)?$/.exec(line.trim())
    if (!frame) continue
    const [, name, file = '', row] = frame
    if (!file.startsWith(root) || /\/(node_modules|tests|lib\/style)\//.test(file)) continue
    return `${file.slice(root.length + 1)}:${row}${name ? ` (${name})` : ''}`
  }
  return 'unknown call site'
}

export interface Conflict {
  site: string
  themes: Set<string>
  /** One class list joined there, with the classes tailwind-merge drops from it. */
  example: string
}

/** Every call site seen joining conflicting classes, with the themes that made it conflict. */
export class ConflictLog {
  readonly sites = new Map<string, Conflict>()
  calls = 0

  /** The project's folder: call sites are named from it. */
  private readonly root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

  /** Records one joined class list (a site is named only when the list conflicts). */
  record(joined: string, theme: string, stack: () => string | undefined): void {
    this.calls++
    const dropped = overriddenClasses(joined)
    if (!dropped.length) return
    const site = callSite(stack(), this.root)
    const known = this.sites.get(site)
    if (known) known.themes.add(theme)
    else
      this.sites.set(site, {
        site,
        themes: new Set([theme]),
        example: `"${joined}" (overridden: ${dropped.join(' ')})`
      })
  }

  /** One line per call site that joined conflicting classes, sorted by site. */
  lines(): string[] {
    return [...this.sites.values()]
      .sort((a, b) => a.site.localeCompare(b.site))
      .map(({ site, themes, example }) => `${site} [${[...themes].join(', ')}]: ${example}`)
  }
}

/** Where a test file keeps its log (from vi.hoisted: it outlives the file's module resets). */
export interface LogHolder {
  log?: ConflictLog
}

/**
 * cn's module with every call recorded in `holder`'s log, for a test file's vi.mock factory:
 * `vi.mock('../../lib/style/cn', async (original) => judgedCn(await original(), holder, caseOf))`
 * (the helper imported inside the factory). `caseOf` names what is being drawn (a theme, a
 * settings variant): the log lists each call site with the cases that made it conflict.
 */
export function judgedCn<M extends { cn: (...inputs: never[]) => string }>(
  actual: M,
  holder: LogHolder,
  caseOf: () => string
): M {
  const log = (holder.log ??= new ConflictLog())
  const cn = (...inputs: Parameters<M['cn']>) => {
    const joined = actual.cn(...inputs)
    log.record(joined, caseOf(), () => new Error().stack)
    return joined
  }
  return { ...actual, cn }
}
