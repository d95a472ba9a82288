import { AdSlot } from '@/components/integrations/AdSlot'
import { TableOfContents } from '@/components/article/TableOfContents'
import { DarkModeToggle } from '@/components/DarkModeToggle'
import {
  NEWSLETTER_BUTTON_LOOK,
  NEWSLETTER_INPUT_LOOK,
  NewsletterForm
} from '@/components/integrations/NewsletterForm'
import { Link } from '@/components/Link'
import { MenuList } from '@/components/menu/MenuList'
import { useMenu } from '@/components/menu/use-menu'
import { SearchBox } from '@/components/SearchBox'
import { SiteFooter } from '@/components/SiteFooter'
import { useSite } from '@/components/theme/theme-context'
import { CategoryList } from '@/components/widgets/CategoryList'
import { ContactLinks } from '@/components/widgets/ContactLinks'
import { NoticeCard } from '@/components/widgets/NoticeCard'
import { TagCloud } from '@/components/widgets/TagCloud'
import type { TocItem } from '@/lib/body/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { useFukasawaConfig } from '@/themes/fukasawa/config'
import { HEADING, LINK } from '@/themes/fukasawa/components/styles'
import { HOME_PATH } from '@/lib/routing/routes'

const SECTION = 'border-t border-neutral-200 pt-5 dark:border-neutral-800'
const ROW = `text-sm text-neutral-700 dark:text-neutral-300 ${LINK}`

/**
 * The sidebar, top to bottom: title and description, menu, search, notice, newsletter, tags
 * (not on the tag index), categories (not on the category index), contacts and site info, the
 * dark-mode toggle, then the article's contents, sticky.
 */
export function SideContent(props: {
  toc: readonly TocItem[] | null
  index: 'category' | 'tag' | null
}) {
  const site = useSite()
  const t = useMessages()
  const config = useFukasawaConfig()
  const items = useMenu({ home: true })
  return (
    <div className="flex min-h-full flex-col gap-5">
      <div>
        <Link
          href={HOME_PATH}
          className="text-2xl font-bold text-neutral-900 hover:underline dark:text-white"
        >
          {site.site.title}
        </Link>
        {site.site.description && (
          <p className="mt-2 text-sm text-muted">{site.site.description}</p>
        )}
      </div>
      <nav aria-label={t.MENU.MENU}>
        <MenuList
          items={items}
          className="space-y-0.5"
          linkClassName={`block py-1 font-medium ${ROW}`}
          subLinkClassName={`block py-1 pl-4 ${ROW}`}
          expandClassName="rounded p-1 text-muted hover:bg-neutral-100 dark:hover:bg-neutral-800"
        />
      </nav>
      <SearchBox className="border border-neutral-300 px-3 py-2 dark:border-neutral-700 rounded-none text-sm" />
      <NoticeCard className={SECTION} classes={{ heading: HEADING, body: 'text-sm' }} />
      {config.FUKASAWA_MAILCHIMP_FORM && (
        <NewsletterForm
          className={SECTION}
          classes={{
            heading: HEADING,
            input: `rounded-none ${NEWSLETTER_INPUT_LOOK}`,
            button: `rounded-none ${NEWSLETTER_BUTTON_LOOK}`
          }}
        />
      )}
      <AdSlot config={site.config} kind="auto" />
      {props.index !== 'tag' && (
        <TagCloud limit={20} className={SECTION} classes={{ heading: HEADING }} />
      )}
      {props.index !== 'category' && (
        <CategoryList
          className={SECTION}
          classes={{ heading: HEADING, link: ROW, count: 'text-muted' }}
        />
      )}
      <div className={`${SECTION} space-y-3 text-xs text-muted`}>
        <ContactLinks classes={{ list: '-ml-2 gap-1', qr: { popover: 'left-0 translate-x-0' } }} />
        <SiteFooter site={site} className="space-y-1" classes={{ link: LINK }} />
        <DarkModeToggle
          label={t.COMMON.TOGGLE_DARK_MODE}
          className="-ml-2 rounded-full p-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
        />
      </div>
      {props.toc && site.config.POST_TOC_ENABLE && (
        <div className={`${SECTION} sticky top-16`}>
          <TableOfContents
            toc={props.toc}
            classes={{
              title: HEADING,
              list: 'text-sm',
              current: 'font-semibold text-neutral-950 dark:text-white'
            }}
          />
        </div>
      )}
    </div>
  )
}
