import {
  ClerkFailed,
  ClerkLoaded,
  ClerkLoading,
  RedirectToSignIn,
  SignIn,
  SignUp,
  useAuth
} from '@clerk/nextjs'
import { AuthResult } from '@/components/accounts/kit/AuthResult'
import { ProfileForm } from '@/components/accounts/kit/ProfileForm'
import type { AccountKind } from '@/components/accounts/types'
import { useMessages } from '@/lib/i18n/use-messages'

/**
 * Clerk's widget for one account screen (the dashboard is the member's own profile), with a
 * line while Clerk's script loads and another if it cannot.
 */
export function AccountWidget({ kind }: { kind: AccountKind }) {
  const t = useMessages()
  return (
    <>
      <ClerkLoading>
        <p className="py-8 text-center opacity-70">{t.ACCOUNTS.LOADING}</p>
      </ClerkLoading>
      <ClerkFailed>
        <p role="alert" className="py-8 text-center">
          {t.ACCOUNTS.UNAVAILABLE}
        </p>
      </ClerkFailed>
      <ClerkLoaded>
        <Widget kind={kind} />
      </ClerkLoaded>
    </>
  )
}

function Widget({ kind }: { kind: AccountKind }) {
  switch (kind) {
    case 'sign-in':
      return <SignIn routing="hash" signUpUrl="/sign-up" />
    case 'sign-up':
      return <SignUp routing="hash" signInUrl="/sign-in" />
    case 'dashboard':
      return <Dashboard />
    case 'auth-result':
      return <AuthResult />
  }
}

function Dashboard() {
  const { isLoaded, isSignedIn } = useAuth()
  if (!isLoaded) return null
  return isSignedIn ? <ProfileForm /> : <RedirectToSignIn />
}
