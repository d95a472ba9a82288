import { RedirectToSignIn, SignIn, SignUp, useAuth } from '@clerk/nextjs'
import { AuthResult } from '@/components/accounts/kit/AuthResult'
import { ProfileForm } from '@/components/accounts/kit/ProfileForm'
import type { AccountKind } from '@/components/accounts/types'

/** Clerk's widget for one account screen; the dashboard is the member's own profile. */
export function AccountWidget({ kind }: { kind: AccountKind }) {
  switch (kind) {
    case 'sign-in':
      return <SignIn routing="path" path="/sign-in" signUpUrl="/sign-up" />
    case 'sign-up':
      return <SignUp routing="path" path="/sign-up" signInUrl="/sign-in" />
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
