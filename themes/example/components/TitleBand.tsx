import { PostIcon } from '@/components/article/PostIcon'
import type { PostSummary } from '@/lib/content/types'
import { useSite } from '@/components/theme/theme-context'
import { useExampleConfig } from '@/themes/example/config'
import { coverImages } from '@/lib/body/cover-images'

/** The grey band with the post title (and icon), or the site title and author. */
export function TitleBand({ post }: { post: PostSummary | null }) {
  const site = useSite()
  const config = useExampleConfig()
  const cover = config.EXAMPLE_TITLE_IMAGE
    ? coverImages(post?.cover ?? site.site.cover, post?.cover ? post.id : null)?.full
    : null
  return (
    <div className="relative overflow-hidden bg-neutral-100 dark:bg-neutral-900">
      {cover && (
        // eslint-disable-next-line @next/next/no-img-element -- images are plain <img>
        <img
          src={cover}
          alt=""
          className="absolute inset-0 h-full w-full object-cover opacity-70"
        />
      )}
      <div className="relative mx-auto max-w-4xl px-4 py-10 text-center">
        {post ? (
          <h1 className="text-3xl font-semibold">
            <PostIcon icon={post.icon} className="align-middle" />
            {post.title}
          </h1>
        ) : (
          <>
            <h1 className="text-2xl font-semibold">{site.site.title}</h1>
            <p className="mt-1 text-muted">{site.site.author}</p>
          </>
        )}
      </div>
    </div>
  )
}
