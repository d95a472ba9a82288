import { expect, test, type Page } from '../support/browser-test'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { E2E_ACCOUNTS_ENV } from '../../scripts/e2e-env'

/**
 * The build with accounts on (a fake Clerk key; see scripts/e2e-env.ts). Clerk's browser code
 * would come from its frontend API, which cannot be reached from here: every request to it is
 * refused below, so the pages show their server-rendered mount points and the "Loading" state.
 */
const CLERK_API = 'https://clerk.notionpress.test'

/** Opens a page with Clerk's API refused; returns the page errors seen meanwhile. */
async function open(page: Page, url: string) {
  const errors: string[] = []
  const refused: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.route(`${CLERK_API}/**`, (route) => {
    refused.push(route.request().url())
    return route.abort()
  })
  const response = await page.goto(url)
  return { response, errors, refused }
}

const ROUTES = [
  ['/sign-in', 'sign-in'],
  ['/sign-up', 'sign-up'],
  ['/dashboard', 'dashboard'],
  ['/auth/result', 'auth-result']
] as const

for (const [url, screen] of ROUTES)
  test(`${url} answers 200 with its mount point in the shared layout`, async ({ page }) => {
    const { response, errors } = await open(page, url)
    expect(response?.status()).toBe(200)
    // Clerk's proxy ran: it marks the request with the visitor's state.
    expect(response?.headers()['x-clerk-auth-status']).toBe('signed-out')
    await expect(page.locator(`[data-accounts-screen="${screen}"]`)).toBeVisible()
    await expect(page.locator(`[data-accounts-mount="${screen}"]`)).toBeAttached()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    expect(errors).toEqual([])
  })

test('an account page loads Clerk from its frontend API, and the policy admits it', async ({
  page
}) => {
  const { response, refused } = await open(page, '/sign-in')
  await expect.poll(() => refused.length).toBeGreaterThan(0)
  expect(refused.every((u) => u.startsWith(CLERK_API))).toBe(true)
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(new RegExp(`script-src [^;]*${CLERK_API}`))
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${CLERK_API}`))
})

test('starter draws its own sign-in layout and its header sign-in link', async ({ page }) => {
  const { errors } = await open(page, '/sign-in?theme=starter')
  await expect(page.locator('#theme-starter [data-starter-account="sign-in"]')).toBeVisible()
  await expect(page.locator('[data-starter-banner] h1')).toHaveText('Sign in')
  await expect(page.locator('[data-accounts-mount="sign-in"]')).toBeVisible()
  expect(errors).toEqual([])
})

test('a post page shows a plain sign-in link and never loads Clerk', async ({ page }) => {
  const { errors, refused } = await open(page, '/article/how-this-site-works?theme=starter')
  const link = page.locator('#theme-starter a[data-accounts-link="sign-in"]').first()
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('href', '/sign-in')
  await page.waitForLoadState('networkidle')
  expect(refused).toEqual([])
  expect(errors).toEqual([])
})

// Everything of this build a visitor can be served.
const SERVED = ['.next-accounts/static', '.next-accounts/server/pages']
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]
  )

test('the secret key is in no served file; the proxy exists', () => {
  const secret = Buffer.from(E2E_ACCOUNTS_ENV.CLERK_SECRET_KEY)
  const files = SERVED.filter((d) => existsSync(d)).flatMap(filesUnder)
  expect(files.length).toBeGreaterThan(20)
  expect(files.filter((f) => readFileSync(f).includes(secret))).toEqual([])
  expect(existsSync('.next-accounts/server/middleware.js')).toBe(true)
})

test("the members' page reaches no visitor who is not signed in", async ({ request }) => {
  const api = await request.get('/api/member-page')
  expect(api.status()).toBe(401)
  expect(api.headers()['cache-control']).toBe('private, no-store')
  // The dashboard's HTML (and so its _next/data) says only whether there is one.
  const html = await (await request.get('/dashboard')).text()
  const data = /<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html)
  const props = JSON.parse(data![1]!).props.pageProps
  // Besides the site's own props (its settings, its share card), nothing of the members' page.
  expect(Object.keys(props).sort()).toEqual([
    'layout',
    'memberPage',
    'screen',
    'shareImage',
    'siteProps'
  ])
  expect(props.shareImage.url).toMatch(/\/cards\/[0-9a-f]+\.(png|jpg)$/)
})
