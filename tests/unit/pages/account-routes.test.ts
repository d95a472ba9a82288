import { describe, expect, it, vi } from 'vitest'
import { accountPaths, accountRouteResult } from '@/lib/pages/account-page'
import type { PageProps } from '@/lib/theme/layout-props'

const accounts = vi.hoisted(() => ({ on: false }))
vi.mock('accounts-boundary', () => ({
  get ACCOUNTS_ON() {
    return accounts.on
  }
}))

type Result = { props?: PageProps; notFound?: boolean }
const resolve = async (segments: string[]) => (await accountRouteResult(segments)) as Result
const SCREENS = [['sign-in'], ['sign-up'], ['dashboard'], ['auth', 'result']]

// The account screens share the `[[...route]]` page with the workspace's pages (demo site).
describe('account screens', () => {
  it('are a 404 without accounts, even where the workspace has a page of that slug', async () => {
    accounts.on = false
    expect(accountPaths()).toEqual([])
    for (const path of SCREENS) expect((await resolve(path)).notFound, path.join('/')).toBe(true)
  })

  it('draw their layouts and are prerendered with accounts on', async () => {
    accounts.on = true
    expect(accountPaths()).toEqual(SCREENS)
    const layouts = await Promise.all(SCREENS.map(async (p) => (await resolve(p)).props?.layout))
    expect(layouts).toEqual(['LayoutSignIn', 'LayoutSignUp', 'LayoutDashboard', 'LayoutSignIn'])
  })

  it('leave every other path to the workspace', () => {
    for (const path of [['article', 'film-in-winter'], ['auth'], ['sign-in', 'x'], []])
      expect(accountRouteResult(path), path.join('/')).toBeNull()
  })
})
