import type { AccountsBoundary } from '@/components/accounts/types'

/**
 * Accounts switched off (no Clerk publishable key at build time): next.config resolves
 * `accounts-boundary` here, so no page can reach Clerk's code and nothing of it is bundled.
 */
export const ACCOUNTS_ON: AccountsBoundary['ACCOUNTS_ON'] = false
export const AccountsRoot: AccountsBoundary['AccountsRoot'] = ({ children }) => children
export const AccountMount: AccountsBoundary['AccountMount'] = () => null
export const AccountButton: AccountsBoundary['AccountButton'] = () => null
