import type { NextRouter } from 'next/router'
import { describe, expect, it } from 'vitest'
import { mayRestore, trackNavigations } from '@/lib/routing/use-carried-query'

/*
 * A page puts `?theme=` back in the address after a navigation dropped it, by a replace that
 * would cancel any navigation started meanwhile (a second link followed before the first page's
 * effects ran): it waits for that one, whose own page puts it back.
 */
/** The router's event emitter, as far as the tracker uses it. */
function emitter() {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>()
  return {
    on: (type: string, handler: (...args: unknown[]) => void) =>
      void handlers.set(type, [...(handlers.get(type) ?? []), handler]),
    off: () => undefined,
    listeners: (type: string) => handlers.get(type)?.length ?? 0,
    emit: (type: string, ...args: unknown[]) => {
      for (const handler of handlers.get(type) ?? []) handler(...args)
    }
  }
}

describe('putting the carried parameters back', () => {
  it('may when no navigation is in flight, or only the one to this page', () => {
    expect(mayRestore('/archive', '', null)).toBe(true)
    expect(mayRestore('/archive', '', '/archive')).toBe(true)
    expect(mayRestore('/archive', '/blog', '/blog/archive')).toBe(true)
    expect(mayRestore('/', '/blog', '/blog')).toBe(true)
  })

  it('may not while a navigation elsewhere is in flight', () => {
    expect(mayRestore('/archive', '', '/search?s=light')).toBe(false)
    expect(mayRestore('/archive', '/blog', '/blog/search?s=light')).toBe(false)
  })

  it("follows the router's navigations: the newest in flight until its own end", () => {
    const events = emitter()
    trackNavigations(events as unknown as NextRouter['events'])
    // Once per router: a second call adds no second set of listeners.
    trackNavigations(events as unknown as NextRouter['events'])
    expect(events.listeners('routeChangeStart')).toBe(1)
    expect(mayRestore('/archive')).toBe(true)
    events.emit('routeChangeStart', '/archive')
    expect(mayRestore('/archive')).toBe(true)
    // A second link followed before the first navigation ended.
    events.emit('routeChangeStart', '/search?s=light')
    events.emit('routeChangeError', new Error('cancelled'), '/archive')
    events.emit('routeChangeComplete', '/archive')
    expect(mayRestore('/archive')).toBe(false)
    events.emit('routeChangeComplete', '/search?s=light')
    expect(mayRestore('/archive')).toBe(true)
    // Without events (a stand-in router) nothing is followed.
    expect(() => trackNavigations(undefined)).not.toThrow()
  })
})
