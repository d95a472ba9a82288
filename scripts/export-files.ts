/**
 * The export's files besides its pages (feeds, sitemap, robots.txt, search index, theme data,
 * `_headers`, `vercel.json`), written beside them (out/, lib/build/export-artifacts.ts
 * exportDirOf) after `next build` has exported the pages.
 *
 * Not run directly: `scripts/postbuild-export.ts` bundles it (its body renderer imports CSS,
 * which Node cannot load) and runs the bundle with the environment the build's pages saw. It
 * reads the same workspace they were built from (the prefetched one: NEXT_PHASE says "build"),
 * and renders the feeds' bodies with the same renderer the server's feed route uses.
 */
import { renderBodyHtml } from '../components/notion-renderer/body-html'
import { exportDirOf } from '../lib/build/export-artifacts'
import { writeExportArtifacts } from '../lib/pages/write-export-artifacts'
import { getSiteData } from '../lib/pages/get-site-data'
import { exitWithMessage } from './script-errors'

async function main() {
  const files = await writeExportArtifacts(await getSiteData(), renderBodyHtml, exportDirOf())
  if (files.length === 0) throw new Error('postbuild: the export has no files to add (EXPORT off?)')
}

main().catch(exitWithMessage)
