import { PosterCard } from '@/components/post-list/PosterCard'
import { useSite } from '@/components/theme/theme-context'
import type { PostLink } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { HEADING } from '@/themes/movie/components/styles'

/** Related posts as a row of small posters (two on phones, four from md). */
export function RelatedPosters({ posts }: { posts: readonly PostLink[] }) {
  const t = useMessages()
  const { site } = useSite()
  if (!posts.length) return null
  return (
    <section data-movie-related="" aria-labelledby="movie-related" className="mt-12">
      <h2 id="movie-related" className={`mb-5 ${HEADING}`}>
        {t.POST.RELATED_POSTS}
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {posts.slice(0, 4).map((post) => (
          <li key={post.id}>
            <PosterCard
              post={post}
              cover={post.coverThumbnail ?? site.cover}
              index={1}
              level={3}
              tags={false}
              classes={{
                root: 'rounded-md',
                title: 'text-base font-semibold',
                titleLink: 'hover:underline'
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
