import { AuthorCard } from '@/components/widgets/AuthorCard'
import { cn } from '@/lib/style/cn'
import { SiteCounts } from '@/themes/hexo/components/SiteCounts'
import { ACCENT_HOVER, CARD, MUTED } from '@/themes/hexo/components/styles'
import { CONTACT_LINK_BOX, CONTACT_LINK_IDLE } from '@/components/widgets/ContactLinks'

/** The sidebar's info card: avatar, author and bio, the counts, the contact icons. */
export function InfoCard() {
  return (
    <div data-hexo-info-card="" className={cn(CARD, 'p-5')}>
      <AuthorCard
        avatar
        contacts
        titleAs="h2"
        className="flex-col text-center"
        classes={{
          layout: 'flex items-center gap-3',
          avatar:
            'h-24 w-24 transition-transform duration-500 hover:rotate-[360deg] motion-reduce:transition-none',
          text: 'w-full',
          name: 'text-xl font-semibold',
          bio: cn('mt-1 text-sm dark:text-neutral-400', MUTED),
          contacts: 'mt-3',
          contactSlots: {
            heading: 'sr-only mb-2 text-sm font-semibold',
            list: 'justify-center gap-2',
            link: `${CONTACT_LINK_BOX} ${CONTACT_LINK_IDLE} ${ACCENT_HOVER}`
          }
        }}
      />
      <SiteCounts className="mt-4 border-t border-black/5 pt-4 dark:border-white/10" />
    </div>
  )
}
