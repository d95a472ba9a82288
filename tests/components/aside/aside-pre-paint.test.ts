// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { ASIDE_ATTRIBUTE, asidePrePaintScriptProps } from '@/lib/aside/pre-paint-script'

/** Runs the aside's inline script as the browser would: its element is the current script. */
function run(storageKey: string, defaultState: 'collapsed' | 'open') {
  const { dangerouslySetInnerHTML, ...attributes } = asidePrePaintScriptProps(
    storageKey,
    defaultState
  )
  const element = document.createElement('script')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  Object.defineProperty(document, 'currentScript', { value: element, configurable: true })
  new Function(dangerouslySetInnerHTML.__html)()
  return document.documentElement.getAttribute(ASIDE_ATTRIBUTE)
}

beforeEach(() => {
  document.documentElement.removeAttribute(ASIDE_ATTRIBUTE)
  window.localStorage.clear()
})

describe("the aside's pre-paint script", () => {
  it('sets the default state on <html> when nothing is stored', () => {
    expect(run('side', 'collapsed')).toBe('collapsed')
    expect(run('side', 'open')).toBe('open')
  })

  it('prefers the stored state under its own key, and ignores anything else stored', () => {
    window.localStorage.setItem('side', 'open')
    expect(run('side', 'collapsed')).toBe('open')
    expect(run('other', 'collapsed')).toBe('collapsed')
    window.localStorage.setItem('side', 'sideways')
    expect(run('side', 'collapsed')).toBe('collapsed')
  })
})
