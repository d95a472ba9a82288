// @vitest-environment happy-dom
import { act, useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useStaticMermaid } from '@/components/notion-renderer/use-static-mermaid'
import { mount } from '@/tests/components/site-extras/dom'

const drawn = vi.hoisted(() =>
  vi.fn(async (code: string, _script: string, dark: boolean) => {
    if (code.includes('broken')) throw new Error('bad diagram')
    return `data:image/svg+xml,${dark ? 'dark' : 'light'}`
  })
)
vi.mock('@/components/notion-renderer/mermaid-render', () => ({ mermaidImage: drawn }))

/** Every element on screen at once, as soon as it is watched. */
class OnScreen {
  constructor(private readonly seen: IntersectionObserverCallback) {}
  observe() {
    this.seen([{ isIntersecting: true } as IntersectionObserverEntry], this as never)
  }
  disconnect() {}
}

/** A Mermaid block as the server draws it in a static body: the code figure in its holder. */
const SERVER_HTML = (code: string) =>
  `<div class="mermaid" data-part="mermaid"><figure class="notion-code-block"><pre><code class="language-mermaid">${code}</code></pre></figure></div>`

function KeptBody({ html, script }: { html: string; script: string | null }) {
  const element = useRef<HTMLDivElement>(null)
  useStaticMermaid(element, true, script)
  return <div ref={element} dangerouslySetInnerHTML={{ __html: html }} />
}

beforeEach(() => {
  drawn.mockClear()
  vi.stubGlobal('IntersectionObserver', OnScreen)
})
afterEach(() => {
  vi.unstubAllGlobals()
  document.documentElement.classList.remove('dark')
})

describe('useStaticMermaid', () => {
  it('draws the diagram as MermaidDiagram does: the image, then the code in a <details>', async () => {
    const host = mount(<KeptBody html={SERVER_HTML('graph TD')} script="https://cdn/mermaid.js" />)
    const holder = host.querySelector<HTMLElement>('[data-part="mermaid"]')
    await vi.waitFor(() => expect(holder?.dataset.drawn).toBe('true'))
    expect(drawn).toHaveBeenCalledWith('graph TD', 'https://cdn/mermaid.js', false)
    const image = holder?.querySelector(':scope > figure > img')
    expect(image?.getAttribute('src')).toBe('data:image/svg+xml,light')
    expect(image?.getAttribute('alt')).toBe('Diagram')
    const details = holder?.querySelector(':scope > figure > details')
    expect(details?.querySelector('summary')?.textContent).toBe('Diagram source')
    expect(details?.querySelector('figure.notion-code-block code')?.textContent).toBe('graph TD')
  })

  it('draws it again, dark, when the colour mode changes', async () => {
    const host = mount(<KeptBody html={SERVER_HTML('graph LR')} script="https://cdn/mermaid.js" />)
    const image = () => host.querySelector('[data-part="mermaid"] img')
    await vi.waitFor(() => expect(image()).not.toBeNull())
    await act(async () => void document.documentElement.classList.add('dark'))
    await vi.waitFor(() => expect(image()?.getAttribute('src')).toBe('data:image/svg+xml,dark'))
    expect(host.querySelectorAll('[data-part="mermaid"] img')).toHaveLength(1)
  })

  it('leaves the code as it is when the diagram fails or no script is set', async () => {
    const failed = mount(<KeptBody html={SERVER_HTML('broken')} script="https://cdn/mermaid.js" />)
    await vi.waitFor(() => expect(drawn).toHaveBeenCalledTimes(1))
    expect(failed.querySelector('[data-part="mermaid"] > figure.notion-code-block')).not.toBeNull()
    const none = mount(<KeptBody html={SERVER_HTML('graph TD')} script={null} />)
    expect(none.querySelector('[data-part="mermaid"] img')).toBeNull()
    expect(drawn).toHaveBeenCalledTimes(1)
  })
})
