import { lazy, useState, type ComponentType, type ReactElement } from 'react'
import { trackLoad } from '@/components/lazy-loads'

const loaders = new Set<() => Promise<unknown>>()
const started = new Set<Promise<unknown>>()

/** A component in a chunk of its own, with its load at hand (see lazyLayout). */
export interface LazyComponent<P extends object> {
  Component: (props: P) => ReactElement
  /** Starts the load (once) and resolves when the component can render at once. */
  load: () => Promise<unknown>
  isLoaded: () => boolean
}

/** lazyLayout's component, with its load: for parts that decide when to load (kept-part.tsx). */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>
): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined
  let loaded: ComponentType<P> | undefined
  const loadOnce = () => {
    if (loading) return loading
    loading = load().then((layout) => (loaded = layout))
    started.add(loading)
    return loading
  }
  loaders.add(loadOnce)
  if (typeof window === 'undefined') trackLoad(loadOnce())
  const Lazy = lazy(() => loadOnce().then((layout) => ({ default: layout })))
  function LazyLayout(props: P) {
    // Chosen once per mounted layout: switching from the lazy wrapper to the loaded component
    // between renders would remount the page.
    const [Layout] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Layout {...props} />
  }
  return { Component: LazyLayout, load: loadOnce, isLoaded: () => loaded !== undefined }
}

/**
 * A theme's page layout in a chunk of its own, so a page ships the code of its own page type
 * only (the home never loads the article's share bar, comments and contents; an article never
 * loads the home's grid). The theme passes a function that imports its layout's module and
 * returns the layout (see any theme's index.tsx): the bundler makes that module a chunk. Any
 * part of a layout that only some page types draw (a home's hero) can be loaded the same way.
 *
 * No Suspense boundary: on the server the layout has loaded before the page renders (its load is
 * tracked like a next/dynamic part's), so the HTML holds it inline. In the browser the page
 * hydrates as one: its hydration waits for the layout's chunk, so nothing on the page answers a
 * tap before everything does (`data-hydrated` keeps its meaning for the held first tap). A
 * client-side navigation renders in a transition and keeps the previous page on screen until
 * the next page's layout has loaded, never a blank frame.
 */
export function lazyLayout<P extends object>(
  load: () => Promise<ComponentType<P>>
): (props: P) => ReactElement {
  return lazyComponent(load).Component
}

/** Loads every lazy layout declared so far: for rendering outside Next (tests, tools). */
export async function lazyLayoutsLoaded(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()))
}

/** Settles once every lazy layout whose load has begun has loaded or failed (a test's teardown). */
export async function startedLayoutsSettled(): Promise<void> {
  await Promise.allSettled(started)
}
