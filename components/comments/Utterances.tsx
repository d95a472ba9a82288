import { useMemo } from 'react'
import type { CommentProvider, CommentProviderProps } from '@/components/comments/types'
import { useEmbed } from '@/components/comments/use-embed'

const theme = (dark: boolean) => (dark ? 'github-dark' : 'github-light')
const themeMessage = (name: string) => ({ type: 'set-theme', theme: name })

function UtterancesComments({ config }: CommentProviderProps) {
  const attributes = useMemo(
    () => ({ repo: config.COMMENT_UTTERANCES_REPO, 'issue-term': 'pathname' }),
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

export const utterances: CommentProvider = {
  id: 'utterances',
  label: 'Utterances',
  isEnabled: (config) => Boolean(config.COMMENT_UTTERANCES_REPO),
  Component: UtterancesComments
}
