import { MenuIcon, menuIconName } from '@/components/menu/MenuIcon'
import { useState } from 'react'
import { ConfigLink } from '@/components/ConfigLink'
import { useSite } from '@/components/theme/theme-context'
import { AuthorCard } from '@/components/widgets/AuthorCard'
import { NoticeCard } from '@/components/widgets/NoticeCard'
import { cn } from '@/lib/style/cn'
import { useHeoConfig } from '@/themes/heo/config'
import { ACCENT_BG } from '@/themes/heo/components/styles'
import { useHeoStrings } from '@/themes/heo/strings'

const round =
  'flex h-10 w-10 items-center justify-center rounded-full bg-black/15 transition-colors hover:bg-black/25 dark:bg-white/25 dark:hover:bg-white/40'

/**
 * The sidebar's indigo (by night amber) card: a greeting chip that shows the next greeting on
 * each click, the avatar, the author, the notice, two round links and a "more" pill.
 */
export function InfoCard() {
  const config = useHeoConfig()
  const s = useHeoStrings()
  const { site } = useSite()
  const greetings = config.HEO_INFOCARD_GREETINGS
  const [index, setIndex] = useState(0)
  const links = [
    { url: config.HEO_INFO_CARD_URL1, icon: config.HEO_INFO_CARD_ICON1 },
    { url: config.HEO_INFO_CARD_URL2, icon: config.HEO_INFO_CARD_ICON2 }
  ].filter((l) => l.url)
  return (
    <div data-heo-info-card="" className={cn(ACCENT_BG, 'rounded-xl p-5 shadow-sm')}>
      {greetings.length > 0 && (
        <button
          type="button"
          data-heo-greeting=""
          title={s.NEXT_GREETING}
          onClick={() => setIndex((i) => (i + 1) % greetings.length)}
          className="mx-auto block rounded-full bg-black/15 px-3 py-1 text-sm hover:bg-black/25 dark:bg-white/25 dark:hover:bg-white/40"
        >
          {greetings[index % greetings.length]}
        </button>
      )}
      <AuthorCard
        avatar
        titleAs="h2"
        title={site.author}
        className="mt-4 flex-col text-center"
        classes={{
          layout: 'flex items-center gap-3',
          avatar: 'h-24 w-24 ring-4 ring-white/30',
          text: 'w-full',
          name: 'text-2xl font-bold',
          bio: 'sr-only text-neutral-500 dark:text-neutral-400'
        }}
      />
      <NoticeCard
        show="summary"
        className="mt-3 text-sm"
        classes={{ heading: 'sr-only mb-1 font-medium', body: 'line-clamp-3' }}
      />
      <div className="mt-4 flex items-center gap-2">
        {links.map((l) => (
          <ConfigLink
            key={l.url}
            href={l.url}
            className={round}
            aria-label={menuIconName(l.icon) ?? 'link'}
          >
            <MenuIcon icon={l.icon} size={20} />
          </ConfigLink>
        ))}
        {config.HEO_INFO_CARD_URL3 && (
          <ConfigLink
            href={config.HEO_INFO_CARD_URL3}
            className="ml-auto rounded-full bg-black/15 px-4 py-2 text-sm font-semibold hover:bg-black/25 dark:bg-white/25 dark:hover:bg-white/40"
          >
            {config.HEO_INFO_CARD_TEXT3}
          </ConfigLink>
        )}
      </div>
    </div>
  )
}
