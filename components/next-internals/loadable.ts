import Loadable from 'next/dist/shared/lib/loadable.shared-runtime'

/**
 * Starts every next/dynamic part declared so far (a `dynamic()` call at a module's top level)
 * that has not begun loading, and resolves once those loads settle: what Next itself runs before
 * it renders on a server. next/dynamic has no public preloading API; Loadable is the module it
 * registers its parts with, imported from the same file it imports it from, so both share one
 * queue. tests/components/next-internals.test.tsx fails if a Next upgrade moves or reshapes it.
 */
export async function preloadDynamicParts(): Promise<void> {
  await Loadable.preloadAll()
}

type Preload = () => Promise<unknown>

/**
 * What next/dynamic returns: a forwardRef around Loadable's component, which carries `preload`
 * (not in Next's types; `preload` on the wrapper itself is looked for too).
 */
type LoadablePart = { preload?: Preload; render?: { preload?: Preload } }

/**
 * Loads one next/dynamic part ahead of its first render, so that render draws it at once instead
 * of its loading state (nothing) for a moment. Resolves, never rejects, once the load settles.
 */
export async function preloadPart(part: object): Promise<void> {
  const { preload, render } = part as LoadablePart
  await (preload ?? render?.preload)?.().catch(() => undefined)
}
