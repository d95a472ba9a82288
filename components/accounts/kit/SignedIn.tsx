import { useAuth } from '@clerk/nextjs'
import type { ReactNode } from 'react'

/** Its children once Clerk has loaded and says this visitor is signed in. */
export function SignedIn({ children }: { children: ReactNode }) {
  const { isLoaded, isSignedIn } = useAuth()
  return isLoaded && isSignedIn ? children : null
}
