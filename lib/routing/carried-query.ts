/**
 * Query parameters that follow the visitor across internal navigation: `?theme=` and the language
 * (`?lang=` / `?locale=`). Remembered for the page view in this module, so the next
 * page renders with them at once, and written back into its address.
 */
export const CARRIED_PARAMS = ['theme', 'lang', 'locale'] as const
export type CarriedParam = (typeof CARRIED_PARAMS)[number]
export type Carried = Partial<Record<CarriedParam, string>>

type Query = Readonly<Record<string, string | string[] | undefined>>

let remembered: Carried = {}

/** The carried parameters an address shows. */
export function carriedOf(query: Query): Carried {
  const found: Carried = {}
  for (const name of CARRIED_PARAMS) {
    const value = query[name]
    if (typeof value === 'string' && value) found[name] = value
  }
  return found
}

/** What applies now: the address's own parameters over those remembered from earlier pages. */
export const effectiveCarried = (query: Query): Carried => ({ ...remembered, ...carriedOf(query) })

export function rememberCarried(
  query: Query,
  changes: Partial<Record<CarriedParam, string | null>> = {}
) {
  const next: Carried = { ...remembered, ...carriedOf(query) }
  for (const [name, value] of Object.entries(changes) as [CarriedParam, string | null][]) {
    if (value) next[name] = value
    else delete next[name]
  }
  remembered = next
}

export const rememberedCarried = (): Carried => ({ ...remembered })

/** Forget everything (tests). */
export const resetCarried = () => {
  remembered = {}
}

/**
 * `asPath` with the given parameters set (a null value removes one), hash kept; null when the
 * address already says exactly that.
 */
export function withParams(
  asPath: string,
  params: Readonly<Record<string, string | null | undefined>>
): string | null {
  const url = new URL(asPath, 'http://local')
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue
    if (value === null) url.searchParams.delete(name)
    else url.searchParams.set(name, value)
  }
  const next = `${url.pathname}${url.search}${url.hash}`
  return next === asPath ? null : next
}
