import { Link } from '@/components/Link'
import { useUser } from '@clerk/nextjs'
import { format } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/use-messages'

/** Where Clerk returns after signing in or up: who is signed in, and the way on. */
export function AuthResult() {
  const { isLoaded, user } = useUser()
  const t = useMessages()
  if (!isLoaded) return <p>{t.ACCOUNTS.LOADING}</p>
  if (!user)
    return (
      <p>
        {t.ACCOUNTS.SIGNED_OUT}{' '}
        <Link href="/sign-in" className="underline">
          {t.ACCOUNTS.SIGN_IN}
        </Link>
      </p>
    )
  const name = user.fullName || user.primaryEmailAddress?.emailAddress || ''
  return (
    <p>
      {format(t.ACCOUNTS.SIGNED_IN_AS, { name })}{' '}
      <Link href="/dashboard" className="underline">
        {t.ACCOUNTS.GO_DASHBOARD}
      </Link>
    </p>
  )
}
