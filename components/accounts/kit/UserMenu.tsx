import { Link } from '@/components/Link'
import { UserButton, useAuth } from '@clerk/nextjs'
import type { AccountButtonProps } from '@/components/accounts/types'
import { useMessages } from '@/lib/i18n/use-messages'

/** The header's account corner once Clerk is loaded: avatar menu and dashboard, or sign-in. */
export function UserMenu({ className }: AccountButtonProps) {
  const { isLoaded, isSignedIn } = useAuth()
  const t = useMessages()
  if (isLoaded && isSignedIn)
    return (
      <span className="flex items-center gap-2" data-accounts-user>
        <Link href="/dashboard" className={className}>
          {t.ACCOUNTS.DASHBOARD}
        </Link>
        <UserButton />
      </span>
    )
  return (
    <Link href="/sign-in" className={className} data-accounts-link="sign-in">
      {t.ACCOUNTS.SIGN_IN}
    </Link>
  )
}
