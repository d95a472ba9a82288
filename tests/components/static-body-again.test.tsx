// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { preloadDynamicParts } from '@/components/next-internals/loadable'
import { StaticBody } from '@/components/notion-renderer/StaticBody'
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration/hydrated-attribute'
import { mount } from '@/tests/components/site-extras/dom'
import { rendererConfig } from '@/tests/components/render-body'
import { blockRecord, preparedBody } from '@/tests/support/prepared-body'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** A body of text alone: one the browser keeps as the server drew it. */
const body = preparedBody({
  block: {
    p: blockRecord('p', 'page', { content: ['a'] }),
    a: blockRecord('a', 'text', { properties: { title: [['Kept words']] } })
  }
})

const SERVER_HTML = '<div class="notion"><div class="notion-text">Kept words, as served</div></div>'

afterEach(() => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE))

describe('a kept body drawn again in the same page (another theme picked)', () => {
  it('takes up the server’s HTML at once, without the renderer', async () => {
    await preloadDynamicParts()
    // The page as served, hydrating: the body's element holds the server's HTML.
    const served = document.createElement('div')
    served.innerHTML = `<div class="contents" data-static-body="">${SERVER_HTML}</div>`
    document.body.append(served)
    const root = await act(async () =>
      hydrateRoot(served, <StaticBody body={body} config={rendererConfig} />)
    )
    expect(served.querySelector('[data-static-body]')?.innerHTML).toBe(SERVER_HTML)
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
    // The old theme's tree goes, the new one draws the same body.
    act(() => root.unmount())
    served.remove()
    const again = mount(<StaticBody body={body} config={rendererConfig} />)
    expect(again.querySelector('[data-static-body]')?.innerHTML).toBe(SERVER_HTML)
  })

  it('another body, never served here, is the renderer’s to draw', async () => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
    const other = { ...body, rootId: 'q' }
    const host = mount(<StaticBody body={other} config={rendererConfig} />)
    expect(host.querySelector('[data-static-body]')).toBeNull()
  })
})
