/**
 * Optional member accounts. `accounts-boundary` is the one door to Clerk: next.config points it
 * at boundary/on.tsx when a publishable key is set at build time and at boundary/off.tsx otherwise.
 */
export { ACCOUNTS_ON, AccountButton, AccountMount, AccountsRoot } from 'accounts-boundary'
export type { AccountKind } from '@/components/accounts/types'
