import { ClerkProvider } from '@clerk/nextjs'
import type { ReactNode } from 'react'
import type { AccountsKit } from '@/components/accounts/boundary/kit-context'
import { AccountWidget } from '@/components/accounts/kit/AccountWidget'
import { SignedIn } from '@/components/accounts/kit/SignedIn'
import { UserMenu } from '@/components/accounts/kit/UserMenu'

/** Set by next.config from the publishable key; the only Clerk key the browser ever sees. */
const publishableKey = process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY ?? ''

function Provider({ children }: { children: ReactNode }) {
  return (
    <ClerkProvider
      publishableKey={publishableKey}
      signInUrl="/sign-in"
      signUpUrl="/sign-up"
      signInFallbackRedirectUrl="/auth/result"
      signUpFallbackRedirectUrl="/auth/result"
      afterSignOutUrl="/"
    >
      {children}
    </ClerkProvider>
  )
}

/** Everything that imports Clerk, loaded as one chunk by the accounts root. */
export const kit: AccountsKit = { Provider, Widget: AccountWidget, UserMenu, SignedIn }
