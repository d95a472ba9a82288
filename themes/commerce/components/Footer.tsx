import { LanguageSwitch } from '@/components/LanguageSwitch'
import { SiteFooter } from '@/components/SiteFooter'
import { ThemeSwitch } from '@/components/ThemeSwitch'
import { useSite } from '@/components/theme/theme-context'
import { FooterColumns } from '@/themes/commerce/components/FooterColumns'

/**
 * The corporate footer on charcoal: link columns, contact column and optional picture, then
 * a bottom row with the copyright, licence line, the site's name, bio and description.
 */
export function Footer() {
  const site = useSite()
  return (
    <div data-commerce-footer="" className="mt-10 bg-[#2A2A2A] text-neutral-300">
      <FooterColumns />
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-screen-xl flex-col gap-3 px-5 py-5 text-xs md:flex-row md:items-start md:justify-between">
          <SiteFooter
            site={site}
            className="space-y-1"
            classes={{ link: 'underline-offset-2 hover:underline' }}
          />
          <div data-part="identity" className="space-y-1 md:text-right">
            <p className="font-semibold text-white">{site.site.title}</p>
            {site.site.bio && <p>{site.site.bio}</p>}
            {site.site.description && <p>{site.site.description}</p>}
            <div className="flex items-center gap-3 md:justify-end">
              <ThemeSwitch config={site.config} className="rounded px-2 py-1 hover:underline" />
              <LanguageSwitch />
            </div>
          </div>
        </div>
      </div>
    </div>
  )
}
