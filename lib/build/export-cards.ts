import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

const CARD_REFERENCE = /\/cards\/([0-9a-f]{20}\.(?:png|jpg))/g

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
}

/**
 * A static export's share cards: those its pages name (og:image), copied from the build's card
 * cache into `<outDir>/cards/`. Only these: the cache also keeps cards of earlier builds (a post
 * since locked or removed), which must not ship. Returns how many were copied and missing.
 */
export async function copyExportCards(
  outDir: string,
  cardsDir: string
): Promise<{ copied: number; missing: string[] }> {
  const names = new Set<string>()
  for (const file of await htmlFiles(outDir))
    for (const match of (await readFile(file, 'utf8')).matchAll(CARD_REFERENCE))
      if (match[1]) names.add(match[1])
  if (!names.size) return { copied: 0, missing: [] }
  await mkdir(path.join(outDir, 'cards'), { recursive: true })
  const missing: string[] = []
  for (const name of names)
    await copyFile(path.join(cardsDir, name), path.join(outDir, 'cards', name)).catch(() =>
      missing.push(name)
    )
  return { copied: names.size - missing.length, missing }
}
