// @vitest-environment happy-dom
import { act, useRef } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CodeFigure } from '@/components/notion-renderer/CodeFigure'
import {
  RendererContext,
  type RendererContextValue
} from '@/components/notion-renderer/prepared-context'
import { FOLD_LINES, type CodeOptions } from '@/components/notion-renderer/renderer-config'
import { useStaticCode } from '@/components/notion-renderer/use-static-code'
import { mount } from '@/tests/components/site-extras/dom'

const LONG = Array.from({ length: FOLD_LINES + 5 }, (_, i) => `let line${i} = ${i}`).join('\n')

/** A code block's HTML as the server draws it for a static body. */
function serverFigure(code: string, options: Partial<CodeOptions> = {}): string {
  const context = {
    code: {
      macBar: true,
      lineNumbers: true,
      foldAfter: FOLD_LINES,
      startFolded: true,
      mermaidScript: '',
      ...options
    }
  } as RendererContextValue
  return renderToStaticMarkup(
    <RendererContext.Provider value={context}>
      <CodeFigure code={code} label="Rust" language="rust" html={null} />
    </RendererContext.Provider>
  )
}

/** A body kept as the server drew it (its HTML is never drawn again by React). */
function KeptBody({ html, active = true }: { html: string; active?: boolean }) {
  const element = useRef<HTMLDivElement>(null)
  useStaticCode(element, active)
  return <div ref={element} dangerouslySetInnerHTML={{ __html: html }} />
}

const writeText = vi.fn<(text: string) => Promise<void>>(async () => undefined)
beforeEach(() => {
  writeText.mockClear()
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})
afterEach(() => vi.useRealTimers())

const click = (element: Element | null) =>
  act(async () => void element?.dispatchEvent(new MouseEvent('click', { bubbles: true })))

describe('useStaticCode', () => {
  it('copies the source text, not the line numbers, and says so for a moment', async () => {
    const host = mount(<KeptBody html={serverFigure('fn ev() {}\nlet x = 1')} />)
    const button = host.querySelector('button.notion-code-copy-button')
    expect(button?.textContent).toBe('Copy')
    vi.useFakeTimers()
    await click(button)
    expect(writeText).toHaveBeenCalledWith('fn ev() {}\nlet x = 1')
    expect(button?.textContent).toBe('Copied')
    await act(async () => void vi.advanceTimersByTime(1500))
    expect(button?.textContent).toBe('Copy')
  })

  it('folds and unfolds a long block as CodeFigure does', async () => {
    const host = mount(<KeptBody html={serverFigure(LONG)} />)
    const figure = host.querySelector('figure.notion-code-block')
    const fold = figure?.querySelector(':scope > button[aria-controls]')
    expect(figure?.hasAttribute('data-folded')).toBe(true)
    expect(fold?.getAttribute('aria-expanded')).toBe('false')
    expect(fold?.textContent).toBe(`Show all ${FOLD_LINES + 5} lines`)
    await click(fold ?? null)
    expect(figure?.hasAttribute('data-folded')).toBe(false)
    expect(fold?.getAttribute('aria-expanded')).toBe('true')
    expect(fold?.textContent).toBe('Show less')
    await click(fold ?? null)
    expect(figure?.hasAttribute('data-folded')).toBe(true)
    expect(fold?.textContent).toBe(`Show all ${FOLD_LINES + 5} lines`)
    expect(writeText).not.toHaveBeenCalled()
  })

  it('does nothing for a body the renderer draws (its own buttons answer)', async () => {
    const host = mount(<KeptBody html={serverFigure(LONG)} active={false} />)
    await click(host.querySelector('button.notion-code-copy-button'))
    await click(host.querySelector('figure > button[aria-controls]'))
    expect(writeText).not.toHaveBeenCalled()
    expect(host.querySelector('figure')?.hasAttribute('data-folded')).toBe(true)
  })
})
