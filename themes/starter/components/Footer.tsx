import { ConfigLink } from '@/components/ConfigLink'
import { LinkColumnsFooter } from '@/components/landing/LinkColumnsFooter'
import { LanguageSwitch } from '@/components/LanguageSwitch'
import { SiteFooter } from '@/components/SiteFooter'
import { ThemeSwitch } from '@/components/ThemeSwitch'
import { useSite } from '@/components/theme/theme-context'
import { ContactLinks } from '@/components/widgets/ContactLinks'
import { configText } from '@/lib/landing/config-text'
import { useMessages } from '@/lib/i18n/use-messages'
import { useStarterConfig } from '@/themes/starter/config'
import { Logo } from '@/themes/starter/components/Logo'
import { useStarterStrings } from '@/themes/starter/strings'
import { CONTACT_LINK_BOX } from '@/components/widgets/ContactLinks'

const link = 'text-neutral-300 hover:text-white hover:underline'

/**
 * The navy footer: logo, slogan and social row; STARTER_FOOTER_LINK_GROUP columns; the latest
 * posts; then the legal links, copyright and the theme and language switches.
 */
export function Footer() {
  const site = useSite()
  const c = useStarterConfig()
  const t = useMessages()
  const s = useStarterStrings()
  const groups = c.STARTER_FOOTER_LINK_GROUP.map((g) => ({
    name: configText(g.TITLE),
    links: g.LINK_GROUP.map((l) => ({ title: configText(l.TITLE), href: l.URL }))
  }))
  const latest = site.latestPosts.slice(0, Math.max(0, c.STARTER_FOOTER_POST_COUNT))
  if (latest.length > 0)
    groups.push({
      name: configText(c.STARTER_FOOTER_BLOG_LATEST_TITLE),
      links: latest.map((p) => ({ title: p.title, href: p.href }))
    })
  const legal = [
    [c.STARTER_FOOTER_PRIVACY_POLICY_TEXT, c.STARTER_FOOTER_PRIVACY_POLICY_URL],
    [c.STARTER_FOOTER_PRIVACY_LEGAL_NOTICE_TEXT, c.STARTER_FOOTER_PRIVACY_LEGAL_NOTICE_URL],
    [c.STARTER_FOOTER_PRIVACY_TERMS_OF_SERVICE_TEXT, c.STARTER_FOOTER_PRIVACY_TERMS_OF_SERVICE_URL]
  ].filter(([text, url]) => configText(text) && url?.trim())
  return (
    <div data-starter-footer="" className="bg-[#111928] pt-16 text-neutral-300">
      <LinkColumnsFooter
        groups={groups}
        label={t.MENU.MENU}
        lead={
          <div className="space-y-5">
            <Logo white className="text-white" />
            {c.STARTER_FOOTER_SLOGAN && <p>{configText(c.STARTER_FOOTER_SLOGAN)}</p>}
            <ContactLinks
              classes={{
                list: 'flex flex-wrap gap-1',
                link: `${CONTACT_LINK_BOX} text-neutral-300 hover:bg-white/10 hover:text-white dark:text-neutral-300 dark:hover:bg-white/10 dark:hover:text-white`
              }}
            />
          </div>
        }
        classes={{
          root: 'mx-auto max-w-6xl px-4 md:px-6',
          columns: 'grid grid-cols-2 gap-10 py-8 pb-12 sm:grid-cols-2 md:grid-cols-4',
          lead: 'col-span-2 md:col-span-1',
          heading: 'mb-5 text-lg font-semibold text-white',
          link: 'text-neutral-300 hover:text-white dark:hover:text-white',
          bottom: 'border-white/10 text-sm dark:border-white/10'
        }}
      >
        {legal.length > 0 && (
          <nav aria-label={s.LEGAL}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legal.map(([text, url], i) => (
                <li key={i}>
                  <ConfigLink href={url} className={link}>
                    {configText(text)}
                  </ConfigLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <SiteFooter
          site={site}
          className="space-y-1 text-center md:text-right"
          classes={{ link: 'underline-offset-2 hover:underline' }}
        />
        <div className="flex items-center gap-3">
          <ThemeSwitch config={site.config} className="rounded px-2 py-1 hover:underline" />
          <LanguageSwitch />
        </div>
      </LinkColumnsFooter>
    </div>
  )
}
