import { useMemo } from 'react'
import type { CommentProviderProps } from '@/components/comments/types'
import { useEmbed } from '@/components/comments/use-embed'

const theme = (dark: boolean) => (dark ? 'github-dark' : 'github-light')
const themeMessage = (name: string) => ({ type: 'set-theme', theme: name })

/**
 * Each page's issue is found by the page title ('post title | site title'), as NotionNext's
 * Utterances found it, so a site moved from NotionNext keeps its threads.
 */
export function UtterancesComments({ config }: CommentProviderProps) {
  const attributes = useMemo(
    () => ({ repo: config.COMMENT_UTTERANCES_REPO, 'issue-term': 'title' }),
    [config.COMMENT_UTTERANCES_REPO]
  )
  const ref = useEmbed({
    src: 'https://utteranc.es/client.js',
    attributes,
    themeAttribute: 'theme',
    theme,
    frameSelector: 'iframe.utterances-frame',
    origin: 'https://utteranc.es',
    themeMessage
  })
  return <div ref={ref} data-comment-provider="utterances" />
}
