import { validId } from '@/lib/integrations/ids'
import { globalOf, loadScript, loadStyle } from '@/lib/integrations/load-script'
import type { CommentProviderProps } from '@/components/comments/types'
import { useWidget } from '@/components/comments/use-widget'

type GitalkConstructor = new (options: Record<string, unknown>) => {
  render: (el: HTMLElement) => void
}

/**
 * Gitalk: one GitHub issue per post, labelled with the post's id as NotionNext labelled it (its
 * Notion id; a locked post's opaque id), so a site moved from NotionNext finds its threads.
 */
export default function GitalkComments({ config, post, lang }: CommentProviderProps) {
  const repo = validId('githubRepo', 'COMMENT_GITALK_REPO', config.COMMENT_GITALK_REPO)
  const owner = validId('githubUser', 'COMMENT_GITALK_OWNER', config.COMMENT_GITALK_OWNER)
  const clientID = validId(
    'gitalkClientId',
    'COMMENT_GITALK_CLIENT_ID',
    config.COMMENT_GITALK_CLIENT_ID
  )
  const clientSecret = validId(
    'gitalkSecret',
    'COMMENT_GITALK_CLIENT_SECRET',
    config.COMMENT_GITALK_CLIENT_SECRET
  )
  const admin = config.COMMENT_GITALK_ADMIN.filter((name) =>
    validId('githubUser', 'COMMENT_GITALK_ADMIN', name)
  )
  const ref = useWidget(
    'Gitalk',
    async (el) => {
      loadStyle(config.COMMENT_GITALK_CSS_CDN_URL)
      await loadScript({ src: config.COMMENT_GITALK_JS_CDN_URL })
      const Gitalk = globalOf<GitalkConstructor>('Gitalk')
      if (!Gitalk || !repo || !owner || !clientID || !clientSecret)
        throw new Error('Gitalk is not available')
      new Gitalk({
        clientID,
        clientSecret,
        repo,
        owner,
        admin,
        id: post.id,
        title: post.title,
        language: lang,
        distractionFreeMode: config.COMMENT_GITALK_DISTRACTION_FREE_MODE
      }).render(el)
    },
    `${repo}|${owner}|${clientID}|${post.id}|${lang}`
  )
  return <div ref={ref} data-comment-provider="gitalk" />
}
