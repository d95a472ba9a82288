import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DragCarousel } from '@/components/DragCarousel'

describe('DragCarousel', () => {
  it('server-renders a named, focusable native scroller with one list item per card', () => {
    const html = renderToStaticMarkup(
      <DragCarousel label="Posts" className="pb-4" classes={{ list: 'gap-8', item: 'w-[80vw]' }}>
        <span>A</span>
        <span>B</span>
        {null}
      </DragCarousel>
    )
    expect(html).toMatch(/^<div role="region" aria-label="Posts" tabindex="0" data-carousel=""/)
    expect(html).toContain('overflow-x-auto')
    expect(html).toContain('pb-4')
    expect(html).toMatch(/<ul class="[^"]*gap-8[^"]*">/)
    expect(html).not.toMatch(/gap-6/)
    expect(html.match(/<li data-part="item" class="shrink-0 w-\[80vw\]">/g)).toHaveLength(2)
    expect(html).toContain('<span>B</span>')
    // Dragging attaches once scripts run; the markup alone scrolls natively.
    expect(html).not.toContain('data-drag=')
  })
})
