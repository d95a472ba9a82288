/** Writes the non-picture files: avatar, favicon, and the media posts link to. */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { AVATAR_SVG, cheatSheetPdf, icoFromPngs, surfWav } from './art/media'
import { loadSharp } from './art/sharp'

const CHECKLIST = `Darkroom checklist
==================
[ ] Changing bag, tank, reels, scissors, bottle opener for 35 mm cassettes
[ ] Developer mixed and at 20 C (check the thermometer, not the tap)
[ ] Stop bath (or plain water), fixer, wetting agent
[ ] Timer set; agitation: 30 s at first, then 10 s every minute
[ ] Wash 10 min; hang with a weighted clip; no dust, no draughts
`

export async function writeAssets(publicDir: string): Promise<void> {
  const media = path.join(publicDir, 'demo', 'media')
  await mkdir(media, { recursive: true })
  await writeFile(path.join(publicDir, 'avatar.svg'), AVATAR_SVG)
  const sharp = await loadSharp()
  const png = (size: number) => sharp(Buffer.from(AVATAR_SVG)).resize(size, size).png().toBuffer()
  const sizes = [16, 32, 48]
  const pngs = await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })))
  await writeFile(path.join(publicDir, 'favicon.ico'), icoFromPngs(pngs))
  await writeFile(path.join(media, 'surf.wav'), surfWav())
  await writeFile(path.join(media, 'darkroom-checklist.txt'), CHECKLIST)
  await writeFile(
    path.join(media, 'darkroom-cheat-sheet.pdf'),
    cheatSheetPdf('Darkroom cheat sheet', [
      'Temperature: 20 C for every bath.',
      'Developer: see the data sheet; agitate 30 s, then 10 s each minute.',
      'Stop: 1 min.   Fix: 5 min.   Wash: 10 min.',
      'Dilution 1+n: concentrate = tank volume / (1 + n).',
      'HP5+ in ID-11 1+1: 13 min.   Tri-X in D-76 stock: 6.75 min.',
      'Hang to dry in a dust-free room. Cut into strips of six.'
    ])
  )
}
