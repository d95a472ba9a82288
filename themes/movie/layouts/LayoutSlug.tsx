import { ShareBar } from '@/components/article/ShareBar'
import { useAnchorScroll } from '@/components/article/use-anchor-scroll'
import { Comments } from '@/components/comments/Comments'
import { ARTICLE_WRAPPER_ID } from '@/components/NotFound'
import { useSite } from '@/components/theme/theme-context'
import type { PostProps } from '@/lib/theme/props'
import { useMovieConfig } from '@/themes/movie/config'
import { ArticleInfo } from '@/themes/movie/components/ArticleInfo'
import { EpisodeBody } from '@/themes/movie/components/EpisodeBody'
import { RelatedPosters } from '@/themes/movie/components/RelatedPosters'

const section = 'mt-10 border-t border-black/10 pt-6 dark:border-white/10'

/** The centred head, the episode player over the body, related posters, share, comments. */
export function LayoutSlug({ post }: PostProps) {
  const { config } = useSite()
  const movie = useMovieConfig()
  const isPost = post.type !== 'Page'
  useAnchorScroll()
  return (
    <article id={ARTICLE_WRAPPER_ID} className="mx-auto max-w-5xl py-6">
      <ArticleInfo post={post} />
      <EpisodeBody post={post} config={config} />
      {isPost && movie.MOVIE_ARTICLE_RECOMMEND && <RelatedPosters posts={post.related} />}
      {config.POST_SHARE_BAR_ENABLE && (
        <ShareBar post={post} link={config.LINK} className={section} />
      )}
      <Comments post={post} config={config} className={section} />
    </article>
  )
}
