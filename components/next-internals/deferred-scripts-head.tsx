import { Head } from 'next/document'
import type { ReactElement } from 'react'
import { chunkQueueOf } from '@/components/next-internals/turbopack-bootstrap'
import { deferredLoaderProps } from '@/lib/hydration/deferred-loader'

/** The page's files, as Next passes them to its <Head>'s script methods. */
export type DocumentFiles = Parameters<Head['getScripts']>[0]

interface ScriptProps {
  src?: unknown
  dangerouslySetInnerHTML?: { __html?: unknown }
}
const propsOf = (element: ReactElement | null) => element?.props as ScriptProps | undefined

const srcOf = (element: ReactElement | null): string | undefined => {
  const src = propsOf(element)?.src
  return typeof src === 'string' ? src : undefined
}

const htmlOf = (element: ReactElement): string =>
  String(propsOf(element)?.dangerouslySetInnerHTML?.__html ?? '')

/**
 * Next's <Head> with its page scripts swapped for one inline loader that requests them after the
 * page has painted (lib/hydration/deferred-loader.ts). Measured on an article under Lighthouse's
 * mobile profile, the same HTML scored 76 with Next's `defer` tags and 97 with the same scripts
 * run after `load` (bench/README.md): the simulated phone otherwise counts every script byte
 * against the largest paint. Next's one inline script, Turbopack's chunk bootstrap, becomes the
 * loader's data (turbopack-bootstrap.ts): every inline script of a page has a fixed text, which
 * the security policy admits by its hash (lib/security/inline-scripts.ts).
 *
 * Next has no option to load its own scripts later (next/script only places scripts of the
 * site's own), so this overrides two methods of its <Head> that its types declare but its docs do
 * not: `getDynamicChunks` and `getScripts`, which its render calls for the page's <script> tags.
 * tests/components/next-internals.test.tsx renders it against the installed Next and fails if
 * they are gone, renamed, or no longer give the page's scripts.
 */
export class DeferredScriptsHead extends Head {
  /** The dynamic chunks join the loader's list in getScripts, in the order Next gives them. */
  override getDynamicChunks(): (ReactElement | null)[] {
    return []
  }

  override getScripts(files: DocumentFiles): ReactElement[] {
    const scripts = super.getScripts(files)
    const urls = [...super.getDynamicChunks(files), ...scripts]
      .map(srcOf)
      .filter((src): src is string => !!src)
    const inline = scripts.filter((script) => !srcOf(script)).map(htmlOf)
    const { buildManifest, __NEXT_DATA__ } = this.context
    const queue = chunkQueueOf(buildManifest, __NEXT_DATA__.page, inline)
    if (urls.length === 0) return []
    return [<script key="deferred-loader" {...deferredLoaderProps(urls, queue)} />]
  }
}
