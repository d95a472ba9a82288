// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true,"disableIframePageLoading":true,"disableJavaScriptFileLoading":true,"disableCSSFileLoading":true}}
import { act, useRef } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { preloadDynamicParts } from '@/components/next-internals/loadable'
import { StaticRenderer } from '@/components/notion-renderer/StaticRenderer'
import { useStaticCollections } from '@/components/notion-renderer/use-static-collections'
import { prepareBlocks } from '@/lib/body/prepare-blocks'
import { isStaticBody } from '@/lib/body/static-body'
import { mount } from '@/tests/components/site-extras/dom'
import { rendererConfig } from '@/tests/components/render-body'
import { ids, kitchenSink, mapPageUrl } from '@/tests/support/kitchen-sink'

/** A body kept as the server drew it (its HTML is never drawn again by React). */
function KeptBody({ html }: { html: string }) {
  const element = useRef<HTMLDivElement>(null)
  useStaticCollections(element, true)
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

  const panels = (host: Element) => [...host.querySelectorAll('[data-collection-view]')]
  const tabs = (host: Element) => [
    ...host.querySelectorAll<HTMLButtonElement>('.notion-collection-view-tabs-content-item')
  ]
  const shown = (host: Element) =>
    panels(host)
      .filter((panel) => !panel.hasAttribute('hidden'))
      .map((panel) => panel.getAttribute('data-collection-view'))

  it('has every view drawn on the server, the first shown, under one row of tabs', () => {
    const host = mount(<KeptBody html={html} />)
    expect(panels(host).map((p) => p.getAttribute('data-collection-view'))).toEqual(ids.views)
    expect(shown(host)).toEqual([ids.views[0]])
    const [table, gallery, list, board] = panels(host)
    expect(table?.querySelector('.notion-table')).not.toBeNull()
    expect(gallery?.querySelector('.notion-gallery')).not.toBeNull()
    expect(list?.querySelector('.notion-list-collection')).not.toBeNull()
    // The kitchen sink's board view groups by nothing: react-notion-x draws it as it can.
    expect(board?.querySelector('.notion-collection')).not.toBeNull()
    expect(host.querySelectorAll('.notion-collection-view-tabs-row')).toHaveLength(1)
    expect(tabs(host).map((t) => t.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
      'false'
    ])
  })

  it('a tab shows its view and is remembered, in react-notion-x’s shape, for the next visit', async () => {
    const host = mount(<KeptBody html={html} />)
    await click(tabs(host)[1])
    expect(shown(host)).toEqual([ids.views[1]])
    expect(tabs(host)[1]?.getAttribute('aria-pressed')).toBe('true')
    expect(tabs(host)[1]?.classList).toContain('notion-collection-view-tabs-content-item-active')
    expect(tabs(host)[0]?.classList).not.toContain(
      'notion-collection-view-tabs-content-item-active'
    )
    const blockId = host
      .querySelector('[data-static-collection]')
      ?.getAttribute('data-static-collection')
    expect(JSON.parse(localStorage.getItem(blockId ?? '') ?? 'null')).toEqual({
      collectionViewId: ids.views[1]
    })
    const again = mount(<KeptBody html={html} />)
    expect(shown(again)).toEqual([ids.views[1]])
    expect(tabs(again)[1]?.getAttribute('aria-pressed')).toBe('true')
  })

  it('a remembered view that no longer exists leaves the first shown', () => {
    const host = mount(<KeptBody html={html} />)
    const blockId = host
      .querySelector('[data-static-collection]')
      ?.getAttribute('data-static-collection')
    localStorage.setItem(blockId ?? '', JSON.stringify({ collectionViewId: 'gone' }))
    expect(shown(mount(<KeptBody html={html} />))).toEqual([ids.views[0]])
  })

  it('the kitchen sink’s body with its database counts as static', () => {
    const body = prepareBlocks(kitchenSink(), { config: { IMAGE_COMPRESS_WIDTH: 800 }, mapPageUrl })
    // Its video, tweet and PDF blocks still need the renderer; without them it would not.
    expect(isStaticBody(body, { CAN_COPY: true })).toBe(false)
  })
})
