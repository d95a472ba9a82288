// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true,"disableIframePageLoading":true,"disableJavaScriptFileLoading":true,"disableCSSFileLoading":true}}
import { act, useRef } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { preloadDynamicParts } from '@/components/next-internals/loadable'
import { StaticRenderer } from '@/components/notion-renderer/StaticRenderer'
import { useStaticCollections } from '@/components/notion-renderer/use-static-collections'
import { prepareBlocks } from '@/lib/body/prepare-blocks'
import { mount } from '@/tests/components/site-extras/dom'
import { rendererConfig } from '@/tests/components/render-body'
import { ids, kitchenSink, mapPageUrl } from '@/tests/support/kitchen-sink'

/** A body kept as the server drew it (its HTML is never drawn again by React). */
function KeptBody({ html, goLive }: { html: string; goLive: () => void }) {
  const element = useRef<HTMLDivElement>(null)
  useStaticCollections(element, true, goLive)
  return <div ref={element} dangerouslySetInnerHTML={{ __html: html }} />
}

const click = (element: Element | null | undefined) =>
  act(async () => void element?.dispatchEvent(new MouseEvent('click', { bubbles: true })))

describe('a database in a body kept as the server drew it', () => {
  let html = ''
  beforeAll(async () => {
    const body = prepareBlocks(kitchenSink(), { config: { IMAGE_COMPRESS_WIDTH: 800 }, mapPageUrl })
    await preloadDynamicParts()
    html = renderToStaticMarkup(<StaticRenderer body={body} config={rendererConfig} />)
  })
  beforeEach(() => localStorage.clear())

  const tabs = (host: Element) => [
    ...host.querySelectorAll<HTMLButtonElement>('.notion-collection-view-tabs-content-item')
  ]
  const blockIdOf = (host: Element) =>
    host.querySelector('[data-static-collection]')?.getAttribute('data-static-collection') ?? ''

  it('holds its first view only, under every view’s tab, the first pressed', () => {
    const host = mount(<KeptBody html={html} goLive={() => undefined} />)
    expect(host.querySelectorAll('.notion-collection')).toHaveLength(1)
    expect(host.querySelector('.notion-table')).not.toBeNull()
    expect(host.querySelector('.notion-gallery')).toBeNull()
    expect(tabs(host).map((t) => t.dataset.viewId)).toEqual(ids.views)
    expect(tabs(host).map((t) => t.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
      'false'
    ])
    expect(host.querySelectorAll('.notion-collection-view-tabs-row')).toHaveLength(1)
  })

  it('a tab for another view is pressed, remembered in react-notion-x’s shape, and turns the body live', async () => {
    const goLive = vi.fn()
    const host = mount(<KeptBody html={html} goLive={goLive} />)
    expect(goLive).not.toHaveBeenCalled()
    await click(tabs(host)[2])
    expect(goLive).toHaveBeenCalledTimes(1)
    expect(tabs(host)[2]?.getAttribute('aria-pressed')).toBe('true')
    expect(tabs(host)[2]?.classList).toContain('notion-collection-view-tabs-content-item-active')
    expect(tabs(host)[0]?.getAttribute('aria-pressed')).toBe('false')
    expect(JSON.parse(localStorage.getItem(blockIdOf(host)) ?? 'null')).toEqual({
      collectionViewId: ids.views[2]
    })
  })

  it('the first tab, already drawn, is remembered and leaves the body kept', async () => {
    const goLive = vi.fn()
    const host = mount(<KeptBody html={html} goLive={goLive} />)
    await click(tabs(host)[0])
    expect(goLive).not.toHaveBeenCalled()
    expect(JSON.parse(localStorage.getItem(blockIdOf(host)) ?? 'null')).toEqual({
      collectionViewId: ids.views[0]
    })
  })

  it('a view chosen on an earlier visit turns the body live once mounted; a stale one does not', () => {
    const probe = mount(<KeptBody html={html} goLive={() => undefined} />)
    const blockId = blockIdOf(probe)
    localStorage.setItem(blockId, JSON.stringify({ collectionViewId: 'gone' }))
    const stale = vi.fn()
    mount(<KeptBody html={html} goLive={stale} />)
    expect(stale).not.toHaveBeenCalled()
    localStorage.setItem(blockId, JSON.stringify({ collectionViewId: ids.views[1] }))
    const chosen = vi.fn()
    mount(<KeptBody html={html} goLive={chosen} />)
    expect(chosen).toHaveBeenCalledTimes(1)
  })
})
