import { createContext, useContext, type ComponentType, type ReactNode } from 'react'
import type { AccountButtonProps, AccountKind } from '@/components/accounts/types'

/** The Clerk-backed parts, loaded on demand: nothing here imports Clerk. */
export interface AccountsKit {
  Provider: ComponentType<{ children: ReactNode }>
  Widget: ComponentType<{ kind: AccountKind }>
  UserMenu: ComponentType<AccountButtonProps>
  /** Its children once Clerk has loaded and this visitor is signed in; else nothing. */
  SignedIn: ComponentType<{ children: ReactNode }>
}

export const KitContext = createContext<AccountsKit | null>(null)

/** The loaded kit, or null while Clerk is not (or not yet) loaded on this page. */
export const useAccountsKit = () => useContext(KitContext)
