import { HeroImage } from '@/components/hero/HeroImage'
import { Link } from '@/components/Link'
import { PostIcon } from '@/components/article/PostIcon'
import type { Post } from '@/lib/content/types'
import { coverImages } from '@/lib/body/cover-images'
import { categoryHref, tagHref } from '@/lib/routing/routes'
import { useMagzineConfig } from '@/themes/magzine/config'
import { HOVER_LINE, WIDTH } from '@/themes/magzine/components/styles'

/** The article's head: category and tags, the centred title and summary, the wide cover. */
export function ArticleInfo({ post }: { post: Post }) {
  const config = useMagzineConfig()
  const category = config.MAGZINE_POST_DETAIL_CATEGORY && post.category
  const cover = coverImages(post.cover, post.id)?.full
  return (
    <header data-magzine-article-info="" className={`${WIDTH} pt-10 pb-8 text-center`}>
      <div className="mb-4 flex flex-wrap justify-center gap-x-3 gap-y-1 text-sm">
        {category && (
          <Link
            href={categoryHref(category)}
            className={`font-semibold tracking-wider uppercase ${HOVER_LINE}`}
          >
            {category}
          </Link>
        )}
        {post.tags.map((tag) => (
          <Link key={tag.name} href={tagHref(tag.name)} className={`text-muted ${HOVER_LINE}`}>
            #{tag.name}
          </Link>
        ))}
      </div>
      <h1 className="mx-auto max-w-4xl text-4xl font-bold tracking-tight md:text-5xl">
        <PostIcon icon={post.icon} className="mr-2" />
        {post.title}
      </h1>
      {post.summary && <p className="text-muted mx-auto mt-4 max-w-3xl text-lg">{post.summary}</p>}
      {cover && <HeroImage src={cover} className="mt-8 aspect-[12/5] w-full object-cover" />}
    </header>
  )
}
