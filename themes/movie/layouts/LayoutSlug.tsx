import { ArticleLayout } from '@/components/article/ArticleLayout'
import { ArticleShare } from '@/components/article/ArticleShare'
import { Comments } from '@/components/comments/Comments'
import type { PostProps } from '@/lib/theme/props'
import { useMovieConfig } from '@/themes/movie/config'
import { ArticleInfo } from '@/themes/movie/components/ArticleInfo'
import { EpisodeBody } from '@/themes/movie/components/EpisodeBody'
import { RelatedPosters } from '@/themes/movie/components/RelatedPosters'

const section = 'mt-10 border-t border-black/10 pt-6 dark:border-white/10'

/**
 * The centred head, the episode player over the body, related posters, share, comments. The
 * body is the theme's own (EpisodeBody: the shared body with the player over it).
 */
export function LayoutSlug({ post }: PostProps) {
  const movie = useMovieConfig()
  const isPost = post.type !== 'Page'
  return (
    <ArticleLayout post={post} className="mx-auto max-w-5xl py-6">
      {({ config }) => (
        <>
          <ArticleInfo post={post} />
          <EpisodeBody post={post} config={config} />
          {isPost && movie.MOVIE_ARTICLE_RECOMMEND && <RelatedPosters posts={post.related} />}
          <ArticleShare post={post} className={section} />
          <Comments post={post} config={config} className={section} />
        </>
      )}
    </ArticleLayout>
  )
}
