import { ArticleBody } from '@/components/article/ArticleBody'
import type { NotionRendererProps } from '@/components/notion-renderer'
import { VideoEpisodes } from '@/components/VideoEpisodes'
import type { Post } from '@/lib/content/types'
import { useMovieConfig } from '@/themes/movie/config'

const EPISODE_CLASSES = {
  player: 'overflow-hidden rounded-lg shadow-lg',
  item: 'rounded-full border px-3 py-1.5 text-left text-sm hover:border-neutral-500',
  idle: 'border-neutral-300 dark:border-neutral-500',
  current:
    'border-green-700 bg-green-700 font-semibold text-white dark:border-green-400 dark:bg-green-400 dark:text-neutral-900',
  number: 'text-inherit'
}

/**
 * The body behind its password screen, with the episode player over it (once a locked post is
 * opened too) when the post's videos are to be gathered.
 */
export function EpisodeBody({
  post,
  config
}: {
  post: Post
  config: NotionRendererProps['config']
}) {
  const movie = useMovieConfig()
  return (
    <ArticleBody
      post={post}
      config={config}
      before={
        movie.MOVIE_VIDEO_COMBINE
          ? (body) => (
              <VideoEpisodes
                body={body}
                force={movie.MOVIE_VIDEO_COMBINE_SHOW_PAGE_FORCE}
                className="mb-10"
                classes={EPISODE_CLASSES}
              />
            )
          : undefined
      }
    />
  )
}
