// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true,"disableIframePageLoading":true,"disableJavaScriptFileLoading":true,"disableCSSFileLoading":true}}
import { act } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { preloadDynamicParts } from '@/components/next-internals/loadable'
import { NotionRenderer } from '@/components/notion-renderer/NotionRenderer'
import { prepareBlocks } from '@/lib/body/prepare-blocks'
import type { PreparedBlocks } from '@/lib/body/types'
import { mount } from '@/tests/components/site-extras/dom'
import { rendererConfig } from '@/tests/components/render-body'
import { ids, kitchenSink, mapPageUrl } from '@/tests/support/kitchen-sink'

describe("a database's view tabs", () => {
  let body: PreparedBlocks
  beforeAll(async () => {
    body = prepareBlocks(kitchenSink(), { config: { IMAGE_COMPRESS_WIDTH: 800 }, mapPageUrl })
    await preloadDynamicParts()
  })
  /** The body mounted, once its database part (loaded on demand in a browser) is drawn. */
  async function render() {
    const host = mount(<NotionRenderer body={body} config={rendererConfig} />)
    await vi.waitFor(() => expect(host.querySelector('.notion-collection')).not.toBeNull())
    return host
  }
  const tabs = (host: HTMLElement) => [
    ...host.querySelectorAll<HTMLButtonElement>('.notion-collection-view-tabs-content-item')
  ]

  it('are buttons holding phrasing content only, the first view chosen', async () => {
    localStorage.clear()
    const host = await render()
    const buttons = tabs(host)
    expect(buttons.map((b) => b.textContent)).toEqual(['table', 'gallery', 'list', 'board'])
    for (const button of buttons) {
      expect(button.querySelector('div')).toBeNull()
      expect(button.firstElementChild?.className).toBe('notion-collection-view-type')
    }
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
      'false'
    ])
    expect(host.querySelector('.notion-table')).not.toBeNull()
    // react-notion-x draws the chosen view and no tabs of its own.
    expect(host.querySelectorAll('.notion-collection-view-tabs-row')).toHaveLength(1)
  })

  it('switch the view on a click and remember it for the next visit', async () => {
    localStorage.clear()
    const host = await render()
    act(() => tabs(host)[1]!.click())
    expect(host.querySelector('.notion-gallery')).not.toBeNull()
    expect(host.querySelector('.notion-table')).toBeNull()
    expect(tabs(host)[1]!.classList).toContain('notion-collection-view-tabs-content-item-active')
    const blockId = Object.keys(localStorage).find((key) => key !== ids.root)!
    expect(JSON.parse(localStorage.getItem(blockId)!)).toEqual({ collectionViewId: ids.views[1] })

    const again = await render()
    expect(again.querySelector('.notion-gallery')).not.toBeNull()
    expect(tabs(again)[1]!.getAttribute('aria-pressed')).toBe('true')
  })
})
