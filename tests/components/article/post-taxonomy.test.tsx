import { preloadDynamicParts } from '@/components/next-internals/loadable'
import { beforeAll, describe, expect, it } from 'vitest'
import { ArticleBody } from '@/components/article/ArticleBody'
import { PostTaxonomy } from '@/components/article/PostTaxonomy'
import type { SiteProps } from '@/lib/theme/props'
import type { Post } from '@/lib/content/types'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

let site: SiteProps

beforeAll(async () => {
  site = widgetSite()
  await preloadDynamicParts()
})

const notice = () => {
  if (!site.notice?.body) throw new Error('the widget site has a notice with a body')
  return { post: site.notice.post, body: site.notice.body }
}

describe('PostTaxonomy', () => {
  it('links the day to its archive month, the category and each tag, with slot classes', () => {
    const post = {
      ...notice().post,
      date: '2024-03-05T10:00:00.000Z',
      publishDay: 'Mar 5, 2024',
      category: 'Travel',
      tags: [
        { name: 'fog', color: 'gray' },
        { name: 'sea', color: 'blue' }
      ]
    }
    const html = renderWidget(
      site,
      <PostTaxonomy
        post={post}
        className="mt-9"
        classes={{ date: 'order-last', tag: 'text-yellow-700' }}
      />
    )
    expect(html).toMatch(/^<p data-part="post-taxonomy" class="[^"]*mt-9/)
    expect(html).toMatch(
      /<a class="[^"]*order-last[^"]*" href="\/archive#2024-03"><time dateTime="2024-03-05T10:00:00.000Z">Mar 5, 2024<\/time><\/a>/
    )
    expect(html).toContain('href="/category/Travel">Travel</a>')
    expect(
      html.match(/class="hover:underline text-yellow-700" href="\/tag\/(fog|sea)">#(fog|sea)<\/a>/g)
    ).toHaveLength(2)
  })

  it('leaves out a missing category', () => {
    const html = renderWidget(
      site,
      <PostTaxonomy post={{ ...notice().post, category: null, tags: [] }} />
    )
    expect(html).not.toContain('/category/')
    expect(html).toContain('/archive#')
  })
})

describe('ArticleBody', () => {
  it('draws `before` over an open body, handed the body it renders', () => {
    const { post, body } = notice()
    const open: Post = {
      ...post,
      locked: false,
      body,
      toc: [],
      encrypted: null,
      prev: null,
      next: null,
      related: []
    }
    const html = renderWidget(
      site,
      <ArticleBody post={open} config={site.config} before={(b) => <p data-before={b.rootId} />} />
    )
    const at = html.indexOf(`<p data-before="${body.rootId}"></p>`)
    expect(at).toBeGreaterThanOrEqual(0)
    expect(html.indexOf('notion', at)).toBeGreaterThan(at)
  })
})
