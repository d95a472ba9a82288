import fs from 'node:fs'
import type NotionPressCacheHandler from '@/lib/shared/cache-handler.mjs'

/** A page as Next's pages router hands it to a cache handler. */
export const pageEntry = (text: string) => ({
  kind: 'PAGES' as const,
  html: `<p>${text}</p>`,
  pageData: { pageProps: { text } },
  headers: undefined,
  status: 200
})

/** The context Next gives a cache handler for a server folder, with Node's own file system. */
export function handlerContext(serverDistDir: string, fsOf: object = nodeFs) {
  // Next's context carries more; the handler and Next's file-system cache read these.
  return {
    fs: fsOf,
    serverDistDir,
    flushToDisk: true,
    revalidatedTags: [],
    _requestHeaders: {}
  } as unknown as ConstructorParameters<typeof NotionPressCacheHandler>[0]
}

export const nodeFs = {
  existsSync: fs.existsSync,
  readFile: fs.promises.readFile,
  readFileSync: fs.readFileSync,
  writeFile: (f: string, d: string) => fs.promises.writeFile(f, d),
  mkdir: (d: string) => fs.promises.mkdir(d, { recursive: true }),
  stat: (f: string) => fs.promises.stat(f)
}
