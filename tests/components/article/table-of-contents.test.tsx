import { describe, expect, it } from 'vitest'
import { TableOfContents } from '@/components/article/TableOfContents'
import { TocCard } from '@/components/widgets/TocCard'
import type { TocItem } from '@/lib/body/types'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

const toc: TocItem[] = [
  { id: 'a1', text: 'First', indent: 0 },
  { id: 'b2', text: 'Second', indent: 1 },
  { id: 'c3', text: 'Third', indent: 0 }
]

describe('TableOfContents', () => {
  it('styles its title, list and links through class slots', () => {
    const html = renderWidget(
      widgetSite(),
      <TableOfContents
        toc={toc}
        className="text-sm"
        classes={{ title: 'mb-1 uppercase', list: 'pl-2', link: 'text-teal-700' }}
      />
    )
    expect(html).toMatch(/<nav aria-label="[^"]+" class="text-sm">/)
    // The title slot replaces the title's own classes.
    expect(html).toMatch(/<p class="mb-1 uppercase">/)
    expect(html).toContain('<ol class="space-y-1 text-sm pl-2">')
    expect(html.match(/class="hover:underline text-teal-700"/g)).toHaveLength(3)
    expect(html).toContain('>Second</a>')
  })

  it('leaves out its title where a card or drawer already names it', () => {
    const html = renderWidget(widgetSite(), <TableOfContents toc={toc} showTitle={false} />)
    expect(html).not.toContain('<p')
    expect(html).toContain('>First</a>')
  })

  it('passes the slots on from a contents card', () => {
    const html = renderWidget(
      widgetSite(),
      <TocCard toc={toc} tocClasses={{ title: 'font-semibold text-red-700' }} />
    )
    expect(html).toContain('data-widget="toc"')
    expect(html).toContain('<p class="font-semibold text-red-700">')
  })
})
