import { ACCOUNTS_ON, AccountButton } from '@/components/accounts'
import { ConfigLink } from '@/components/ConfigLink'
import { linkAttrs } from '@/lib/body/safe-url'
import { useStarterConfig } from '@/themes/starter/config'

const ACCOUNT_PATH = /^\/(sign-in|sign-up|dashboard)(\/|$|\?|#)/
const SIGN_IN_PATH = /^\/sign-in(\/|$|\?|#)/
const OUTLINE = 'rounded-md px-4 py-2 text-base font-medium hover:opacity-80'
const FILLED =
  'rounded-md bg-[#3758F9] px-5 py-2 text-base font-medium text-white hover:bg-[#1B44C8] group-data-transparent:bg-[#1B44C8]'

/**
 * Whether a header button is shown: some text and a safe link, and an account page only while
 * accounts are on (without them those pages do not exist).
 */
export const showNavButton = (text: string, url: string, accounts = false) => {
  const attrs = linkAttrs(url)
  return Boolean(text.trim() && attrs && (accounts || !ACCOUNT_PATH.test(attrs.href)))
}

/**
 * STARTER_NAV_BUTTON_1/2 on wide screens: an outline link and a filled one. With accounts on,
 * the sign-in corner comes first (a "Sign in" link, or the member's avatar once signed in) and
 * takes the place of a button pointing at /sign-in.
 */
export function NavButtons() {
  const config = useStarterConfig()
  const buttons = [
    { text: config.STARTER_NAV_BUTTON_1_TEXT, url: config.STARTER_NAV_BUTTON_1_URL },
    { text: config.STARTER_NAV_BUTTON_2_TEXT, url: config.STARTER_NAV_BUTTON_2_URL }
  ]
    .filter((b) => showNavButton(b.text, b.url, ACCOUNTS_ON))
    .filter((b) => !(ACCOUNTS_ON && SIGN_IN_PATH.test(b.url)))
  if (buttons.length === 0 && !ACCOUNTS_ON) return null
  return (
    <div className={`items-center gap-2 ${ACCOUNTS_ON ? 'flex sm:ml-2' : 'ml-2 hidden sm:flex'}`}>
      <AccountButton className="rounded-md px-1.5 py-2 text-sm font-medium whitespace-nowrap hover:opacity-80 sm:px-4 sm:text-base" />
      {buttons.map((b, i) => (
        <ConfigLink
          key={i}
          href={b.url}
          className={`${ACCOUNTS_ON ? 'hidden sm:inline-flex' : ''} ${i === 0 && !ACCOUNTS_ON ? OUTLINE : FILLED}`}
        >
          {b.text}
        </ConfigLink>
      ))}
    </div>
  )
}
