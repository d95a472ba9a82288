import { createHash } from 'node:crypto'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CollapsibleAside } from '@/components/aside/CollapsibleAside'
import { prePaintScriptProps } from '@/lib/dark-mode/pre-paint-script'
import { deferredLoaderProps } from '@/lib/hydration/deferred-loader'
import { contentSecurityPolicy } from '@/lib/security/headers'

const base = { CUSTOM_EXTERNAL_JS: [], CUSTOM_EXTERNAL_CSS: [], ALLOW_NOTION_SCRIPTS: false }
const scriptSrc = (csp: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith('script-src '))!
    .split(' ')
    .slice(1)

/** The text of every inline script in `html` that a browser would run (not JSON data). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=|\stype="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text]) => text!)

const hashOf = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** Every inline script the site renders: the document's two, and a theme's collapsible aside. */
const page = renderToStaticMarkup(
  <>
    <script {...prePaintScriptProps({ appearance: 'auto', darkTime: [19, 7], forceDark: true })} />
    <script
      {...deferredLoaderProps(['/_next/static/chunks/a.js'], { global: 'Q', params: [{}] })}
    />
    <CollapsibleAside id="side" storageKey="side-state" label="Side" defaultCollapsed>
      <p>links</p>
    </CollapsibleAside>
  </>
)

describe('inline scripts under the security policy', () => {
  it('admits every inline script a page carries by its hash, and no other inline code', () => {
    const scripts = inlineScripts(page)
    expect(scripts).toHaveLength(3)
    const admitted = scriptSrc(contentSecurityPolicy(base))
    for (const text of scripts) expect(admitted).toContain(hashOf(text))
    expect(admitted).not.toContain("'unsafe-inline'")
    expect(admitted.filter((s) => s.startsWith("'sha256-"))).toHaveLength(3)
  })

  it('keeps one hash per script whatever the page or its settings', () => {
    const other = renderToStaticMarkup(
      <>
        <script
          {...prePaintScriptProps({ appearance: 'light', darkTime: [18, 6], forceDark: false })}
        />
        <script {...deferredLoaderProps(['/_next/static/chunks/b.js', '/x.js'])} />
        <CollapsibleAside id="toc" storageKey="toc-state" label="Contents">
          <p>contents</p>
        </CollapsibleAside>
      </>
    )
    expect(inlineScripts(other)).toEqual(inlineScripts(page))
  })

  it("keeps 'unsafe-inline' for scripts under next dev only, without hashes", () => {
    const dev = scriptSrc(contentSecurityPolicy(base, { development: true }))
    expect(dev).toContain("'unsafe-inline'")
    expect(dev.some((s) => s.startsWith("'sha256-"))).toBe(false)
  })
})
