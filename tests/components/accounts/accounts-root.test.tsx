// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountButton, AccountMount, AccountsRoot } from '@/components/accounts/boundary/on'
import { mount } from '@/tests/components/site-extras/dom'

/** The Clerk kit, faked: counts loads, marks what it renders. */
const loads = vi.hoisted(() => ({ count: 0 }))
vi.mock('@/components/accounts/kit/kit', () => {
  loads.count += 1
  return {
    kit: {
      Provider: ({ children }: { children: ReactNode }) => <div data-fake-provider>{children}</div>,
      Widget: ({ kind }: { kind: string }) => <div data-fake-widget={kind} />,
      UserMenu: () => <span data-fake-user-menu />
    }
  }
})

const page = (
  <AccountsRoot>
    <AccountButton />
    <AccountMount kind="sign-in" />
  </AccountsRoot>
)
/** Lets the dynamic import of the kit settle. */
const settle = () => act(async () => await new Promise((r) => setTimeout(r, 20)))

afterEach(() => {
  document.cookie = '__client_uat=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

describe('the accounts root', () => {
  it('keeps Clerk away from an ordinary page for a visitor who never signed in', async () => {
    const host = mount(page, { pathname: '/[[...route]]', asPath: '/article/hello' })
    await settle()
    expect(loads.count).toBe(0)
    expect(host.querySelector('[data-fake-provider]')).toBeNull()
    expect(host.querySelector('a[data-accounts-link="sign-in"]')?.getAttribute('href')).toBe(
      '/sign-in'
    )
    expect(host.querySelector('[data-accounts-mount="sign-in"]')?.textContent).toBe(
      'Loading your account…'
    )
  })

  it("loads Clerk on an ordinary page once Clerk's cookie says the visitor signed in", async () => {
    document.cookie = '__client_uat=1732500000'
    const host = mount(page, { pathname: '/[[...route]]', asPath: '/article/hello' })
    await settle()
    expect(host.querySelector('[data-fake-provider] [data-fake-user-menu]')).not.toBeNull()
  })

  it('loads Clerk on an account page and fills the mount point', async () => {
    const host = mount(page, { pathname: '/[[...route]]', asPath: '/sign-in' })
    await settle()
    expect(loads.count).toBe(1)
    expect(
      host.querySelector('[data-accounts-mount="sign-in"] [data-fake-widget="sign-in"]')
    ).not.toBeNull()
  })
})
