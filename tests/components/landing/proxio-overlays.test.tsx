// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CursorDot } from '@/components/landing/CursorDot'
import { WelcomeCover } from '@/components/landing/WelcomeCover'
import { WELCOME_COVER_KEY } from '@/components/landing/welcome-seen'
import { act, mount } from '@/tests/components/site-extras/dom'

/** The browser's answers to media queries: each listed feature matches. */
const media = (...on: string[]) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: on.some((feature) => query.includes(feature))
  }))

const cover = () => document.querySelector<HTMLElement>('[data-welcome-cover]')

beforeEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

describe('WelcomeCover', () => {
  const ui = <WelcomeCover text="Hello there" enterLabel="Enter" label="Welcome" />

  it('opens as a named dialog with the enter button focused, and leaves on click', () => {
    media()
    mount(ui)
    const dialog = cover()
    expect(dialog?.getAttribute('role')).toBe('dialog')
    expect(dialog?.getAttribute('aria-label')).toBe('Welcome')
    expect(document.activeElement?.textContent).toBe('Enter')
    act(() => dialog?.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 })))
    expect(cover()?.dataset.welcomeCover).toBe('leaving')
    expect(document.querySelector('[data-part="ripple"]')).not.toBeNull()
    expect(sessionStorage.getItem(WELCOME_COVER_KEY)).toBe('1')
    act(() => cover()?.dispatchEvent(new Event('transitionend', { bubbles: true })))
    expect(cover()).toBeNull()
  })

  it('leaves on Escape at once under reduced motion', () => {
    media('prefers-reduced-motion')
    mount(ui)
    act(() => {
      cover()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    })
    expect(cover()).toBeNull()
    expect(sessionStorage.getItem(WELCOME_COVER_KEY)).toBe('1')
  })

  it('stays away for the rest of the session once dismissed', () => {
    sessionStorage.setItem(WELCOME_COVER_KEY, '1')
    mount(ui)
    expect(cover()).toBeNull()
  })
})

describe('CursorDot', () => {
  it('follows a fine pointer and is hidden from assistive technology', () => {
    media('pointer: fine')
    mount(<CursorDot />)
    const dot = document.querySelector<HTMLElement>('[data-cursor-dot]')
    expect(dot?.getAttribute('aria-hidden')).toBe('true')
    expect(dot?.dataset.state).toBe('hidden')
  })

  it('is not mounted for touch screens', () => {
    media()
    mount(<CursorDot />)
    expect(document.querySelector('[data-cursor-dot]')).toBeNull()
  })

  it('is not mounted under reduced motion', () => {
    media('pointer: fine', 'prefers-reduced-motion')
    mount(<CursorDot />)
    expect(document.querySelector('[data-cursor-dot]')).toBeNull()
  })
})
