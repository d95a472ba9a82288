// @vitest-environment happy-dom
import { act } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ASIDE_ATTRIBUTE } from '@/components/aside/aside-store'
import { useAsideState } from '@/components/aside/use-aside-state'
import { mountWith } from '@/tests/components/site-extras/dom'

function Probe(props: { collapseOnScroll: boolean }) {
  const { collapsed } = useAsideState({
    storageKey: 'probe-aside',
    defaultState: 'open',
    collapseOnScroll: props.collapseOnScroll,
    collapseBelow: 1366
  })
  return <p data-collapsed={collapsed} />
}

const resizeTo = (width: number) =>
  act(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
    window.dispatchEvent(new Event('resize'))
  })
const state = () => document.documentElement.getAttribute(ASIDE_ATTRIBUTE)

beforeEach(() => {
  document.documentElement.removeAttribute(ASIDE_ATTRIBUTE)
  window.localStorage.clear()
})

describe('an aside that folds in narrow windows', () => {
  it('collapses below the width on a post, without remembering it, and reopens when wide', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true })
    const { host } = mountWith(<Probe collapseOnScroll />)
    expect(state()).toBe('collapsed')
    await act(() => new Promise((r) => setTimeout(r, 0)))
    expect(host.querySelector('p')?.getAttribute('data-collapsed')).toBe('true')
    expect(window.localStorage.getItem('probe-aside')).toBeNull()
    await new Promise((r) => setTimeout(r, 120))
    resizeTo(1600)
    await act(() => new Promise((r) => setTimeout(r, 120)))
    expect(state()).toBe('open')
  })

  it('leaves it alone when the setting is off', () => {
    Object.defineProperty(window, 'innerWidth', { value: 1000, configurable: true })
    mountWith(<Probe collapseOnScroll={false} />)
    expect(state() ?? 'open').toBe('open')
  })
})
