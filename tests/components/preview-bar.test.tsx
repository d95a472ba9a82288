import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PreviewBar } from '@/components/PreviewBar'
import { MessagesProvider } from '@/lib/i18n/use-messages'

const render = (published: boolean, lang = 'en-US') =>
  renderToStaticMarkup(
    <MessagesProvider lang={lang}>
      <PreviewBar published={published} />
    </MessagesProvider>
  )

describe('PreviewBar', () => {
  it('says whether the post is published and links to the exit route, as a labelled landmark', () => {
    const draft = render(false)
    expect(draft).toContain('<aside aria-label="Preview"')
    expect(draft).toContain('Preview: not published')
    expect(draft).toContain('href="/api/exit-preview"')
    expect(render(true)).toContain('Preview: published')
    expect(render(false, 'zh-CN')).toContain('预览：未发布')
  })
})
