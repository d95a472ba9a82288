import { ConfigLink } from '@/components/ConfigLink'
import { linkAttrs } from '@/lib/render/safe-url'
import { useStarterConfig } from '@/themes/starter/config'

/** Account pages do not exist yet: a header button pointing at one is not shown. */
const ACCOUNT_PATH = /^\/(sign-in|sign-up|dashboard)(\/|$|\?|#)/

/** Whether a header button is shown: some text and a safe link that is not an account page. */
export const showNavButton = (text: string, url: string) => {
  const attrs = linkAttrs(url)
  return Boolean(text.trim() && attrs && !ACCOUNT_PATH.test(attrs.href))
}

/** STARTER_NAV_BUTTON_1/2 on wide screens: an outline link and a filled one. */
export function NavButtons() {
  const config = useStarterConfig()
  const buttons = [
    { text: config.STARTER_NAV_BUTTON_1_TEXT, url: config.STARTER_NAV_BUTTON_1_URL },
    { text: config.STARTER_NAV_BUTTON_2_TEXT, url: config.STARTER_NAV_BUTTON_2_URL }
  ].filter((b) => showNavButton(b.text, b.url))
  if (buttons.length === 0) return null
  return (
    <div className="ml-2 hidden items-center gap-2 sm:flex">
      {buttons.map((b, i) => (
        <ConfigLink
          key={i}
          href={b.url}
          className={
            i === 0
              ? 'rounded-md px-4 py-2 text-base font-medium hover:opacity-80'
              : 'rounded-md bg-[#3758F9] px-5 py-2 text-base font-medium text-white hover:bg-[#1B44C8] group-data-transparent:bg-[#1B44C8]'
          }
        >
          {b.text}
        </ConfigLink>
      ))}
    </div>
  )
}
