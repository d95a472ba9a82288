import { PromoBox } from '@/components/landing/PromoBox'
import { LeadStory } from '@/components/post-list/LeadStory'
import type { PostSummary } from '@/lib/content/types'
import { useMagzineConfig } from '@/themes/magzine/config'
import { fromSummary } from '@/themes/magzine/components/card-post'
import { MagCard } from '@/themes/magzine/components/MagCard'
import { HOVER_LINE, MINT, WIDTH } from '@/themes/magzine/components/styles'
import { useMagzineStrings } from '@/themes/magzine/strings'

/** The promo box's settings, black with the mint button. */
export function Promo({ className }: { className?: string }) {
  const config = useMagzineConfig()
  return (
    <PromoBox
      title={config.MAGZINE_HOME_TITLE}
      text={config.MAGZINE_HOME_DESCRIPTION}
      tips={config.MAGZINE_HOME_TIPS}
      button={
        config.MAGZINE_HOME_BUTTON
          ? { text: config.MAGZINE_HOME_BUTTON_TEXT, href: config.MAGZINE_HOME_BUTTON_URL }
          : null
      }
      className={`bg-black text-white dark:border dark:border-white/15 ${className ?? ''}`}
      classes={{ tips: 'text-neutral-300', button: MINT }}
    />
  )
}

/**
 * The front page's top: the lead story on the left; on the right the black promo box above two
 * wide secondary stories.
 */
export function HomeTop({ posts }: { posts: readonly PostSummary[] }) {
  const config = useMagzineConfig()
  const s = useMagzineStrings()
  const [lead, ...rest] = posts
  if (!lead) return null
  return (
    <section aria-label={s.TOP_STORIES} data-band="top" className={`${WIDTH} py-8 md:py-12`}>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <LeadStory
          post={lead}
          show={{
            cover: config.MAGZINE_POST_LIST_COVER,
            category: config.MAGZINE_POST_LIST_CATEGORY,
            tags: config.MAGZINE_POST_LIST_TAG,
            summary: config.MAGZINE_POST_LIST_PREVIEW
          }}
          classes={{
            cover: 'bg-black/5 dark:bg-white/5',
            category: `uppercase tracking-wider ${HOVER_LINE}`,
            tag: `text-muted ${HOVER_LINE}`,
            summary: 'text-muted'
          }}
        />
        <div className="flex flex-col gap-8">
          {config.MAGZINE_HOME_BANNER_ENABLE && <Promo />}
          {rest.slice(0, 2).map((post, i) => (
            <MagCard key={post.id} post={fromSummary(post)} index={i + 1} wide />
          ))}
        </div>
      </div>
    </section>
  )
}
