import { LanguageSwitch } from '@/components/LanguageSwitch'
import { SiteFooter } from '@/components/SiteFooter'
import { ThemeSwitch } from '@/components/ThemeSwitch'
import { useSite } from '@/components/theme/theme-context'
import {
  CONTACT_LINK_BOX,
  CONTACT_LINK_IDLE,
  ContactLinks
} from '@/components/widgets/ContactLinks'
import { ACCENT_HOVER } from '@/themes/heo/components/styles'

/** A grey-to-white fade with the social row, then the bottom bar. */
export function Footer() {
  const site = useSite()
  return (
    <div className="mt-10 bg-gradient-to-b from-transparent to-white pt-8 text-sm dark:to-[#1b1c20]">
      <ContactLinks
        heading
        className="mb-6 flex justify-center"
        classes={{
          heading: 'sr-only mb-2 text-sm font-semibold',
          list: 'justify-center gap-3',
          link: `${CONTACT_LINK_BOX} ${CONTACT_LINK_IDLE} ${ACCENT_HOVER}`
        }}
      />
      <div className="border-t border-[#e3e8f7] bg-white py-4 text-center dark:border-[#42444a] dark:bg-[#1b1c20]">
        <SiteFooter
          site={site}
          className="text-muted space-y-1"
          classes={{ link: 'underline-offset-2 hover:underline' }}
        />
        <div className="mt-2 flex items-center justify-center gap-3 text-xs">
          <ThemeSwitch config={site.config} className="rounded px-2 py-1 hover:underline" />
          <LanguageSwitch />
        </div>
      </div>
    </div>
  )
}
