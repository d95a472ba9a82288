// @vitest-environment happy-dom
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { KitContext, type AccountsKit } from '@/components/accounts/boundary/kit-context'
import { DashboardPage } from '@/components/accounts/DashboardPage'
import { ThemeProvider } from '@/components/theme/theme-context'
import { memberPost } from '@/lib/pages/page-props'
import { buildSiteData } from '@/lib/content/site-data'
import type { Post } from '@/lib/content/types'
import { setLogSink } from '@/lib/log'
import { paragraph } from '@/scripts/lib/blocks'
import { buildWorkspace } from '@/scripts/lib/workspace-builder'
import { widgetSite } from '@/tests/components/widgets/site'
import { act, mount } from '@/tests/components/site-extras/dom'
import { theme as exampleTheme } from '@/themes/example'

const MARKER = 'members-only-marker-7f3a'

async function membersPage(): Promise<Post> {
  const restore = setLogSink(() => undefined)
  const workspace = buildWorkspace({ seed: 'dash', name: 'Dash', time: Date.UTC(2024, 0, 1) }, [
    { title: 'Members lounge', slug: 'dashboard', type: 'Page', blocks: [paragraph(MARKER)] }
  ])
  const data = buildSiteData({ fetchedAt: '2024-06-01T00:00:00Z', ...workspace })
  restore()
  return (await memberPost(data))!
}

/** Clerk's kit, faked: `signedIn` says what Clerk would. */
const state = vi.hoisted(() => ({ signedIn: false }))
const kit: AccountsKit = {
  Provider: ({ children }: { children: ReactNode }) => children,
  Widget: () => null,
  UserMenu: () => null,
  SignedIn: ({ children }: { children: ReactNode }) => (state.signedIn ? children : null)
}

let fetched: string[] = []
beforeEach(async () => {
  state.signedIn = false
  fetched = []
  const post = await membersPage()
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url)
    return new Response(JSON.stringify({ post }), { status: 200 })
  })
})

const site = widgetSite()
const render = (memberPage: boolean, withKit = true) =>
  mount(
    <ThemeProvider theme={exampleTheme} site={site}>
      <KitContext.Provider value={withKit ? kit : null}>
        <DashboardPage memberPage={memberPage} />
      </KitContext.Provider>
    </ThemeProvider>
  )
const settle = () => act(async () => await new Promise((r) => setTimeout(r, 20)))

describe("the dashboard's members' page", () => {
  it('is fetched from the server and shown once Clerk says the visitor is signed in', async () => {
    state.signedIn = true
    const host = render(true)
    // The renderer is a next/dynamic part: it draws once its chunk has loaded.
    for (let i = 0; i < 100 && !host.textContent?.includes(MARKER); i++) await settle()
    expect(fetched).toEqual(['/api/member-page'])
    expect(host.querySelector('[data-accounts-page]')?.textContent).toContain(MARKER)
  })

  it('is not asked for while signed out, before Clerk loads, or when there is none', async () => {
    const hosts = [render(true), render(true, false)]
    state.signedIn = true
    hosts.push(render(false), render(true, false))
    for (let i = 0; i < 5; i++) await settle()
    for (const host of hosts) expect(host.textContent).not.toContain(MARKER)
    expect(fetched).toEqual([])
  })

  it('shows nothing when the server refuses', async () => {
    state.signedIn = true
    vi.stubGlobal('fetch', async () => new Response('{"error":"sign in"}', { status: 401 }))
    const host = render(true)
    await settle()
    expect(host.querySelector('[data-accounts-page]')).toBeNull()
  })
})
