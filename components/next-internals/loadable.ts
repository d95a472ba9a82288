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
