import type { ReactNode } from 'react'

/** The account screens, each with one Clerk widget in its mount point. */
export type AccountKind = 'sign-in' | 'sign-up' | 'dashboard' | 'auth-result'

export interface AccountButtonProps {
  /** Classes of the plain "Sign in" link (the theme's header button look). */
  className?: string
}

/** What the rest of the site may use of accounts; `accounts-boundary` resolves to on or off. */
export interface AccountsBoundary {
  ACCOUNTS_ON: boolean
  AccountsRoot: (props: { children: ReactNode }) => ReactNode
  AccountMount: (props: { kind: AccountKind; className?: string }) => ReactNode
  AccountButton: (props: AccountButtonProps) => ReactNode
}
