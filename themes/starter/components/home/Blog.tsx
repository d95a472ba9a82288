import { BlogTeaser } from '@/components/landing/BlogTeaser'
import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import type { PostSummary } from '@/lib/content/types'
import { archiveHref } from '@/lib/routing/routes'
import { useStarterConfig } from '@/themes/starter/config'
import { Heading } from '@/themes/starter/components/home/Heading'
import { sectionClass } from '@/themes/starter/components/home/Section'
import { BUTTON, TEASER_SLOTS } from '@/themes/starter/components/styles'
import { useStarterStrings } from '@/themes/starter/strings'

/** The first STARTER_BLOG_COUNT posts as cards, and a button to all of them. */
export function Blog({ posts }: { posts: readonly PostSummary[] }) {
  const c = useStarterConfig()
  const { site } = useSite()
  const s = useStarterStrings()
  return (
    <BlogTeaser
      id="blog"
      className={sectionClass()}
      posts={posts}
      count={c.STARTER_BLOG_COUNT}
      fallbackCover={site.cover}
      heading={
        <Heading
          label={c.STARTER_BLOG_TITLE}
          title={c.STARTER_BLOG_TEXT_1}
          text={c.STARTER_BLOG_TEXT_2}
        />
      }
      more={
        <p className="mt-12 text-center">
          <Link href={archiveHref()} className={BUTTON}>
            {s.ALL_POSTS}
          </Link>
        </p>
      }
      classes={{ list: 'gap-10', card: TEASER_SLOTS }}
    />
  )
}
