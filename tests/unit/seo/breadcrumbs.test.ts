import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, postBreadcrumbs } from '@/lib/seo/breadcrumbs'

const post = { title: 'A post', href: '/article/a-post', type: 'Post' as const, category: 'Film' }

describe('breadcrumbs', () => {
  it('go home, to the category, then to the post; a page or an uncategorised post skips the middle', () => {
    expect(postBreadcrumbs(post, 'Home')).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Film', href: '/category/Film' },
      { name: 'A post', href: '/article/a-post' }
    ])
    expect(postBreadcrumbs({ ...post, type: 'Page' }, 'Home')).toHaveLength(2)
    expect(postBreadcrumbs({ ...post, category: null }, 'Home')).toHaveLength(2)
  })

  it('are a BreadcrumbList of absolute URLs', () => {
    const ld = JSON.parse(
      breadcrumbJsonLd(postBreadcrumbs(post, 'Home'), 'https://blog.example.com/')
    )
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' })
    expect(ld.itemListElement[2]).toEqual({
      '@type': 'ListItem',
      position: 3,
      name: 'A post',
      item: 'https://blog.example.com/article/a-post'
    })
  })

  it('cannot close their script element or start markup, whatever the title', () => {
    const title = '</script><script>alert(1)</script> & <!-- \u2028'
    const text = breadcrumbJsonLd(postBreadcrumbs({ ...post, title }, 'Home'), 'https://b.example')
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(text).itemListElement[2].name).toBe(title)
  })
})
