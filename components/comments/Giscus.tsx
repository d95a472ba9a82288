import { useMemo } from 'react'
import type { CommentProviderProps } from '@/components/comments/types'
import { useEmbed } from '@/components/comments/use-embed'

const theme = (dark: boolean) => (dark ? 'dark' : 'light')
const themeMessage = (name: string) => ({ giscus: { setConfig: { theme: name } } })

/** Giscus knows zh-CN, zh-TW and bare language codes. */
const giscusLang = (lang: string) =>
  lang === 'zh-CN' ? lang : lang.startsWith('zh') ? 'zh-TW' : (lang.split('-')[0] ?? 'en')

export function GiscusComments({ config, lang }: CommentProviderProps) {
  const attributes = useMemo(
    () => ({
      'data-repo': config.COMMENT_GISCUS_REPO,
      'data-repo-id': config.COMMENT_GISCUS_REPO_ID,
      'data-category': config.COMMENT_GISCUS_CATEGORY,
      'data-category-id': config.COMMENT_GISCUS_CATEGORY_ID,
      'data-mapping': config.COMMENT_GISCUS_MAPPING,
      'data-reactions-enabled': config.COMMENT_GISCUS_REACTIONS_ENABLED ? '1' : '0',
      'data-emit-metadata': '0',
      'data-input-position': config.COMMENT_GISCUS_INPUT_POSITION,
      'data-lang': giscusLang(lang),
      'data-loading': 'lazy'
    }),
    [config, lang]
  )
  const ref = useEmbed({
    src: 'https://giscus.app/client.js',
    attributes,
    themeAttribute: 'data-theme',
    theme,
    frameSelector: 'iframe.giscus-frame',
    origin: 'https://giscus.app',
    themeMessage
  })
  // giscus draws its frame into the element with class "giscus".
  return <div ref={ref} className="giscus" data-comment-provider="giscus" />
}
