// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import ContextMenu from '@/components/context-menu/ContextMenu'
import { act, mount, widgetConfig } from '@/tests/components/site-extras/dom'

const rightClick = (target: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('contextmenu', {
    bubbles: true,
    cancelable: true,
    clientX: 50,
    clientY: 60,
    ...init
  })
  act(() => {
    target.dispatchEvent(event)
  })
  return event
}
const key = (target: Element, name: string) =>
  act(() => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })
    )
  })

// The clipboard is offered in secure contexts only (https: or localhost).
Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true })

describe('right-click menu', () => {
  it('replaces the browser menu with a keyboard-usable one and gives focus back on Escape', () => {
    const host = mount(
      <>
        <button type="button" id="before">
          before
        </button>
        <ContextMenu config={widgetConfig({ CUSTOM_RIGHT_CLICK_CONTEXT_MENU: 'true' })} />
      </>
    )
    const before = host.querySelector('#before') as HTMLButtonElement
    before.focus()
    const event = rightClick(document.body)
    expect(event.defaultPrevented).toBe(true)
    const menu = document.querySelector('[role="menu"]') as HTMLElement
    expect(menu.getAttribute('aria-label')).toBe('Site menu')
    const items = [...menu.querySelectorAll('[role="menuitem"]')].map((i) => i.textContent)
    expect(items).toEqual([
      'Back',
      'Forward',
      'Reload',
      'Home',
      'Random post',
      'Categories',
      'Tags',
      'Copy page link',
      'Dark mode'
    ])
    expect(document.activeElement?.textContent).toBe('Back')
    key(menu, 'ArrowDown')
    expect(document.activeElement?.textContent).toBe('Forward')
    key(menu, 'ArrowUp')
    key(menu, 'ArrowUp')
    expect(document.activeElement?.textContent).toBe('Dark mode')
    key(menu, 'Home')
    expect(document.activeElement?.textContent).toBe('Back')
    key(menu, 'Escape')
    expect(document.querySelector('[role="menu"]')).toBeNull()
    expect(document.activeElement).toBe(before)
  })

  it('keeps the browser menu in form fields and when a modifier key is held', () => {
    const host = mount(
      <>
        <input aria-label="field" />
        <a href="https://other.example/x">link</a>
        <ContextMenu config={widgetConfig({ CUSTOM_RIGHT_CLICK_CONTEXT_MENU: 'true' })} />
      </>
    )
    expect(rightClick(host.querySelector('input') as Element).defaultPrevented).toBe(false)
    expect(rightClick(host.querySelector('a') as Element, { ctrlKey: true }).defaultPrevented).toBe(
      false
    )
    expect(document.querySelector('[role="menu"]')).toBeNull()
    expect(rightClick(host.querySelector('a') as Element).defaultPrevented).toBe(true)
  })

  it('runs the chosen entry: home through the router, dark mode on the page', () => {
    const push = vi.fn(async () => true)
    mount(<ContextMenu config={widgetConfig({ CUSTOM_RIGHT_CLICK_CONTEXT_MENU: 'true' })} />, {
      push
    })
    rightClick(document.body)
    act(() => (document.querySelector('[data-action="home"]') as HTMLElement).click())
    expect(push).toHaveBeenCalledWith('/')
    expect(document.querySelector('[role="menu"]')).toBeNull()
    rightClick(document.body)
    act(() => (document.querySelector('[data-action="dark-mode"]') as HTMLElement).click())
    expect(document.documentElement.classList.contains('dark')).toBe(true)
  })

  it('copies the selected text it was opened on', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    const host = mount(
      <>
        <p>Some words here</p>
        <ContextMenu config={widgetConfig({ CUSTOM_RIGHT_CLICK_CONTEXT_MENU: 'true' })} />
      </>
    )
    const text = (host.querySelector('p') as HTMLElement).firstChild as Text
    const range = document.createRange()
    range.setStart(text, 5)
    range.setEnd(text, 10)
    window.getSelection()?.removeAllRanges()
    window.getSelection()?.addRange(range)
    rightClick(host.querySelector('p') as Element)
    act(() => (document.querySelector('[data-action="copy-text"]') as HTMLElement).click())
    expect(writeText).toHaveBeenCalledWith('words')
    window.getSelection()?.removeAllRanges()
  })

  it('closes on a click outside', () => {
    mount(<ContextMenu config={widgetConfig({ CUSTOM_RIGHT_CLICK_CONTEXT_MENU: 'true' })} />)
    rightClick(document.body)
    act(() => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    })
    expect(document.querySelector('[role="menu"]')).toBeNull()
  })
})
