/**
 * Renders the scenes to web pictures with sharp (librsvg): for a cover, the 1200 px original the
 * plog modal shows, an 800 px copy for the grid and a 24 px placeholder; frames get the original
 * and the placeholder. Placeholders double as the record maps' preview data URIs.
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { PreviewImage } from '../../lib/workspace-builder'
import { landscapeSvg, type Scene } from './landscape'
import { COVER_SCENES, FRAME_SCENES } from './scenes'
import { loadSharp } from './sharp'

export const COVER_DIR = 'demo/covers'
export const FRAME_DIR = 'demo/frames'
export const coverUrl = (name: string) => `/${COVER_DIR}/${name}.webp`
export const coverThumbUrl = (name: string) => `/${COVER_DIR}/${name}-800.webp`
export const frameUrl = (name: string) => `/${FRAME_DIR}/${name}.webp`
/** The short films recorded by scripts/demo/clips.ts (committed; not rebuilt by demo:generate). */
export const CLIP_DIR = 'demo/video'
export const clipUrl = (name: string) => `/${CLIP_DIR}/${name}.webm`
const PLACEHOLDER = '-24.webp'

async function renderOne(scene: Scene, seed: string, file: string, grid: boolean) {
  const sharp = await loadSharp()
  const full = await sharp(Buffer.from(landscapeSvg(scene, seed)))
    .webp({ quality: 72, effort: 4 })
    .toBuffer()
  await writeFile(`${file}.webp`, full)
  if (grid) await sharp(full).resize(800, 600).webp({ quality: 72 }).toFile(`${file}-800.webp`)
  await sharp(full).resize(24, 18).webp({ quality: 50 }).toFile(`${file}${PLACEHOLDER}`)
}

/** Write every cover and frame under `publicDir`, four at a time. */
export async function renderPictures(publicDir: string): Promise<void> {
  await mkdir(path.join(publicDir, COVER_DIR), { recursive: true })
  await mkdir(path.join(publicDir, FRAME_DIR), { recursive: true })
  const jobs = [
    ...Object.entries(COVER_SCENES).map(
      ([name, scene]) =>
        () =>
          renderOne(scene, name, path.join(publicDir, COVER_DIR, name), true)
    ),
    ...Object.entries(FRAME_SCENES).map(
      ([name, { scene, seed }]) =>
        () =>
          renderOne(
            COVER_SCENES[scene] as Scene,
            seed,
            path.join(publicDir, FRAME_DIR, name),
            false
          )
    )
  ]
  for (let i = 0; i < jobs.length; i += 4)
    await Promise.all(jobs.slice(i, i + 4).map((job) => job()))
}

/** Preview entries for every rendered picture, read back from the placeholders on disk. */
export async function readPreviews(publicDir: string): Promise<Record<string, PreviewImage>> {
  const previews: Record<string, PreviewImage> = {}
  for (const dir of [COVER_DIR, FRAME_DIR]) {
    const files = (await readdir(path.join(publicDir, dir))).filter((f) => f.endsWith(PLACEHOLDER))
    for (const name of files.sort()) {
      const data = await readFile(path.join(publicDir, dir, name))
      previews[`/${dir}/${name.slice(0, -PLACEHOLDER.length)}.webp`] = {
        originalWidth: 1200,
        originalHeight: 900,
        dataURIBase64: `data:image/webp;base64,${data.toString('base64')}`
      }
    }
  }
  return previews
}
