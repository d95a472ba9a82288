/**
 * `npm run demo:generate`: renders the demo's pictures and media into public/, then writes the
 * workspace into content/demo/. Deterministic: a rerun is byte-identical.
 *   --content-only   skip the pictures (reuse the placeholders already in public/)
 *   --out <dir>      write the workspace elsewhere (tests compare it with content/demo)
 */
import path from 'node:path'
import { readPreviews, renderPictures } from './art/render'
import { writeAssets } from './assets'
import { FETCHED_AT } from './site'
import { buildDemoWorkspace, buildZhWorkspace } from './workspace'
import { writePageIds, writeWorkspace } from './write'

export const CONTENT_DIR = 'content/demo'
export const PUBLIC_DIR = 'public'

export async function generateContent(outDir: string, publicDir = PUBLIC_DIR): Promise<void> {
  const previews = await readPreviews(publicDir)
  const main = buildDemoWorkspace(previews)
  await writeWorkspace(outDir, main, FETCHED_AT)
  // The second language lives in a folder named by its root id, listed as `zh:<id>`.
  const zh = buildZhWorkspace(previews)
  await writeWorkspace(path.join(outDir, zh.rootPageId), zh, FETCHED_AT)
  await writePageIds(outDir, `${main.rootPageId},zh:${zh.rootPageId}`)
}

async function main(argv: string[]) {
  const started = Date.now()
  const outIndex = argv.indexOf('--out')
  const out = outIndex >= 0 ? argv[outIndex + 1] : undefined
  if (!argv.includes('--content-only')) {
    await renderPictures(PUBLIC_DIR)
    await writeAssets(PUBLIC_DIR)
  }
  await generateContent(path.resolve(out ?? CONTENT_DIR))
  console.log(`demo generated in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]).endsWith(path.join('scripts', 'demo', 'generate.ts'))
)
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
