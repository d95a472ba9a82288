import { Link } from '@/components/Link'
import { useRouter } from 'next/router'
import { useEffect, useState, useSyncExternalStore } from 'react'
import {
  KitContext,
  useAccountsKit,
  type AccountsKit
} from '@/components/accounts/boundary/kit-context'
import type { AccountsBoundary } from '@/components/accounts/types'
import { isAccountPath } from '@/lib/routing/account-paths'
import { hasSignedInCookie } from '@/lib/accounts/signed-in-cookie'
import { useMessages } from '@/lib/i18n/use-messages'

/**
 * Accounts switched on. Clerk's code (the kit) loads only where it is needed: on the account
 * pages, or once Clerk's cookie says this browser has signed in. Other visitors get plain links.
 */
export const ACCOUNTS_ON: AccountsBoundary['ACCOUNTS_ON'] = true

// Read once per render: signing in or out goes through Clerk, which reloads what it needs.
const noChanges = () => () => {}
const readCookie = () => hasSignedInCookie(document.cookie)

export const AccountsRoot: AccountsBoundary['AccountsRoot'] = ({ children }) => {
  const { asPath } = useRouter()
  const signedIn = useSyncExternalStore(noChanges, readCookie, () => false)
  const [kit, setKit] = useState<AccountsKit | null>(null)
  const wanted = isAccountPath(asPath) || signedIn
  useEffect(() => {
    if (!wanted || kit) return
    void import('@/components/accounts/kit/kit').then((m) => setKit(m.kit))
  }, [wanted, kit])
  if (!kit) return children
  return (
    <kit.Provider>
      <KitContext.Provider value={kit}>{children}</KitContext.Provider>
    </kit.Provider>
  )
}

export const AccountMount: AccountsBoundary['AccountMount'] = ({ kind, className }) => {
  const kit = useAccountsKit()
  const t = useMessages()
  return (
    <div data-accounts-mount={kind} className={className}>
      {kit ? (
        <kit.Widget kind={kind} />
      ) : (
        <p className="py-8 text-center opacity-70">{t.ACCOUNTS.LOADING}</p>
      )}
    </div>
  )
}

export const AccountButton: AccountsBoundary['AccountButton'] = ({ className }) => {
  const kit = useAccountsKit()
  const t = useMessages()
  if (kit) return <kit.UserMenu className={className} />
  return (
    <Link href="/sign-in" className={className} data-accounts-link="sign-in">
      {t.ACCOUNTS.SIGN_IN}
    </Link>
  )
}
