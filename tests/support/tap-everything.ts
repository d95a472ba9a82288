import { act } from 'react'

/** What a visitor can tap, open or toggle (links are hovered and focused, not followed). */
const TAPPABLE =
  'button, summary, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], [aria-haspopup], [aria-expanded], input[type="checkbox"], input[type="radio"]'
/**
 * Left alone: the theme switches (a tap would draw the next theme, under the settings of this
 * one; each theme is drawn in its own case).
 */
const UNTOUCHED = '[data-theme-current], [data-action="theme"]'
/** What may open something when the pointer or the focus reaches it (dropdowns, sub-menus). */
const HOVERABLE = 'header *, nav li, nav a, li:has(> ul), [aria-haspopup], [aria-expanded]'
/** Where a visitor types (search boxes, the lock form's password). */
const TYPEABLE =
  'input[type="search"], input[type="text"], input[type="password"], input:not([type])'

/** Lets effects, next/dynamic parts and fetched answers settle (a few macrotasks). */
async function settle(): Promise<void> {
  for (let i = 0; i < 2; i++)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
}

/** A name for an element that survives re-renders: its tag, label and text. */
function signature(element: Element): string {
  const label = element.getAttribute('aria-label') ?? element.getAttribute('title') ?? ''
  const text = (element.textContent ?? '').trim().slice(0, 40)
  return `${element.tagName}|${element.getAttribute('type') ?? ''}|${label}|${text}`
}

function pointAt(element: Element): void {
  for (const type of ['pointerover', 'pointerenter', 'mouseover', 'mouseenter'])
    element.dispatchEvent(new MouseEvent(type, { bubbles: type.endsWith('over') }))
  element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  if (element instanceof HTMLElement) element.focus()
}

/** Types `text` as a visitor would (React reads the value the input event finds). */
function typeInto(input: HTMLInputElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setter?.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

/**
 * Hovers and focuses everything that may open on it, types into every text box and submits its
 * form, taps everything tappable; after each, does the same to what that opened (a drawer's own
 * buttons, a sub-menu), `depth` levels down. Then right-clicks the page and presses Escape.
 * Everything happens under React's act, so each opened state renders. Links are never followed.
 * Returns how many elements were acted on.
 */
export async function tapEverything(root: Element, depth = 4): Promise<number> {
  const done = new Set<string>()
  const fresh = (selector: string, kind: string) =>
    [...document.body.querySelectorAll(selector)].filter((element) => {
      const key = `${kind}|${signature(element)}`
      if (done.has(key) || element.matches(UNTOUCHED)) return false
      done.add(key)
      return true
    })
  async function explore(level: number): Promise<void> {
    if (level > depth) return
    const hovered = fresh(HOVERABLE, 'hover')
    const typed = fresh(TYPEABLE, 'type') as HTMLInputElement[]
    const tapped = fresh(TAPPABLE, 'tap')
    // All at once: each hovered menu stays open (no pointer leaves it), then what opened is
    // explored once rather than once per link.
    if (hovered.length) {
      await act(async () => hovered.forEach(pointAt))
      await settle()
      await explore(level + 1)
    }
    for (const input of typed) {
      if (!input.isConnected) continue
      await act(async () => typeInto(input, 'film'))
      await settle()
      await explore(level + 1)
      await act(async () => input.form?.requestSubmit())
      await settle()
    }
    for (const element of tapped) {
      if (!element.isConnected) continue
      await act(async () => (element as HTMLElement).click())
      await settle()
      await explore(level + 1)
    }
  }
  await explore(0)
  await act(async () => {
    root.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))
  })
  await settle()
  await explore(0)
  await act(async () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  })
  return done.size
}
