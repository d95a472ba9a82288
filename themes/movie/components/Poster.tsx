import { PosterCard } from '@/components/post-list/PosterCard'
import { useSite } from '@/components/theme/theme-context'
import type { PostCardProps } from '@/lib/theme/types'
import { useMovieConfig } from '@/themes/movie/config'
import styles from '@/themes/movie/movie.module.css'

/** The PostCard slot: a 2:3 poster rising into place once, the site's cover for a missing one. */
export function Poster({ post, index }: PostCardProps) {
  const { site } = useSite()
  const config = useMovieConfig()
  return (
    <PosterCard
      post={post}
      index={index}
      cover={config.MOVIE_POST_LIST_COVER ? (post.cover ?? site.cover) : null}
      classes={{
        root: `${styles.rise} rounded-md shadow-md`,
        image:
          'transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none',
        titleLink: 'hover:underline'
      }}
    />
  )
}
