import { BlogTiles } from '@/components/landing/BlogTiles'
import { Link } from '@/components/Link'
import type { PostSummary } from '@/lib/content/types'
import { archiveHref } from '@/lib/routing/routes'
import { useProxioConfig } from '@/themes/proxio/config'
import { placeholdersOf } from '@/themes/proxio/components/placeholders'
import { Section } from '@/themes/proxio/components/Section'
import { BUTTON_OUTLINE } from '@/themes/proxio/components/styles'
import { useProxioStrings } from '@/themes/proxio/strings'

/** The latest PROXIO_BLOG_COUNT posts as tall tiles, and a link to all of them. */
export function BlogSection({ posts }: { posts: readonly PostSummary[] }) {
  const config = useProxioConfig()
  const s = useProxioStrings()
  const shown = posts.slice(0, config.PROXIO_BLOG_COUNT)
  if (!shown.length) return null
  return (
    <Section name="blog" eyebrow={config.PROXIO_BLOG_TITLE} title={config.PROXIO_BLOG_TEXT_1}>
      <BlogTiles posts={shown} placeholders={placeholdersOf(config)} />
      <p className="mt-10 text-center">
        <Link href={archiveHref()} className={BUTTON_OUTLINE}>
          {s.MORE_STORIES}
        </Link>
      </p>
    </Section>
  )
}
