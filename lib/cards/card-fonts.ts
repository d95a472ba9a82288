import { readFileSync } from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'
import type { CardFontFamily } from '@/conf/themes/card-styles'
import { wideCharacters } from '@/lib/cards/card-format'
import { woffToSfnt } from '@/lib/cards/woff-to-sfnt'

/** A font as satori takes it. */
export interface CardFont {
  name: string
  data: Buffer
  weight: 400 | 700
  style: 'normal'
}

/**
 * The folder of an @fontsource package's font files, from the working directory (the project, or
 * a standalone server's folder, whose trace includes them: next.config.ts).
 */
const filesOf = (pkg: string) =>
  path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', pkg, 'files')

const LATIN_SUBSETS = ['latin', 'latin-ext'] as const
const CJK_PACKAGE = '@fontsource/noto-sans-sc'
const CJK_NAME = 'Noto Sans SC'

const LATIN: Record<CardFontFamily, { pkg: string; file: string; name: string }> = {
  sans: { pkg: '@fontsource/noto-sans', file: 'noto-sans', name: 'Noto Sans' },
  serif: { pkg: '@fontsource/noto-serif', file: 'noto-serif', name: 'Noto Serif' }
}

/** Font files read, unwrapped from WOFF once a process (woffToSfnt). */
const fileCache = new Map<string, Buffer>()
function readFont(file: string): Buffer {
  let data = fileCache.get(file)
  if (!data) fileCache.set(file, (data = woffToSfnt(readFileSync(file))))
  return data
}

/** Latin and Latin Extended of one family, both weights (the WOFF files: satori reads no WOFF2). */
function latin(family: CardFontFamily): CardFont[] {
  const { pkg, file, name } = LATIN[family]
  return LATIN_SUBSETS.flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      name,
      weight,
      style: 'normal' as const,
      data: readFont(path.join(filesOf(pkg), `${file}-${subset}-${weight}-normal.woff`))
    }))
  )
}

type Ranges = [number, number][]

/** The CJK font's slices ("[12]" → its unicode ranges), as its package lists them. */
let cjkSlices: Map<string, Ranges> | null = null
function slices(): Map<string, Ranges> {
  if (cjkSlices) return cjkSlices
  const table = JSON.parse(
    readFileSync(path.join(filesOf(CJK_PACKAGE), '..', 'unicode.json'), 'utf8')
  ) as Record<string, string>
  cjkSlices = new Map()
  for (const [key, value] of Object.entries(table)) {
    const match = /^\[(\d+)\]$/.exec(key)
    if (!match?.[1]) continue
    const ranges: Ranges = value.split(',').map((part) => {
      const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-')
      return [parseInt(from, 16), parseInt(to ?? from, 16)]
    })
    cjkSlices.set(match[1], ranges)
  }
  return cjkSlices
}

/**
 * The CJK font cut to `characters`, one small font per slice of the package that holds any of
 * them, so a card's font holds only the glyphs its text uses.
 */
async function cutCjkFonts(characters: string[]): Promise<CardFont[]> {
  const wanted = new Map<string, string[]>()
  for (const c of characters) {
    const code = c.codePointAt(0) ?? 0
    for (const [slice, ranges] of slices())
      if (ranges.some(([from, to]) => code >= from && code <= to)) {
        wanted.set(slice, [...(wanted.get(slice) ?? []), c])
        break
      }
  }
  return Promise.all(
    [...wanted].flatMap(([slice, chars]) =>
      ([400, 700] as const).map(async (weight) => {
        const file = path.join(filesOf(CJK_PACKAGE), `noto-sans-sc-${slice}-${weight}-normal.woff`)
        const data = await subsetFont(readFont(file), chars.join(''), { targetFormat: 'truetype' })
        return { name: `${CJK_NAME} ${slice}`, weight, style: 'normal' as const, data }
      })
    )
  )
}

/**
 * Cuts already made, by their characters: the cards of one site share one cut (see cardFonts),
 * and satori keeps a parsed font while the same bytes come back, so it is parsed once too.
 */
const CUTS_KEPT = 4
const cuts = new Map<string, Promise<CardFont[]>>()
function cjkFonts(characters: string[]): Promise<CardFont[]> {
  const key = characters.join('')
  let fonts = cuts.get(key)
  if (!fonts) {
    cuts.set(key, (fonts = cutCjkFonts(characters)))
    fonts.catch(() => cuts.delete(key))
    for (const oldest of cuts.keys()) if (cuts.size > CUTS_KEPT) cuts.delete(oldest)
  }
  return fonts
}

/** The Latin fonts of each family, one array each, so satori finds them parsed. */
const latinOf = new Map<CardFontFamily, CardFont[]>()

/**
 * Every font a card's `text` needs: the family's Latin fonts, then the CJK glyphs it uses (a font
 * per slice, each named apart: satori keeps one font per name and weight), and the CSS
 * font-family that lists them in that order. `shared`: the characters of every card of the site;
 * when they hold the card's own, the site's one cut serves it (cut and parsed once a build).
 */
export async function cardFonts(
  family: CardFontFamily,
  text: string,
  shared = ''
): Promise<{ fonts: CardFont[]; fontFamily: string }> {
  let latinFonts = latinOf.get(family)
  if (!latinFonts) latinOf.set(family, (latinFonts = latin(family)))
  const own = wideCharacters(text)
  const site = wideCharacters(shared)
  const wide = own.every((c) => site.includes(c)) ? site : [...new Set([...site, ...own])]
  const fonts = [...latinFonts, ...(own.length ? await cjkFonts(wide.sort()) : [])]
  const names = [...new Set(fonts.map((font) => font.name))]
  return { fonts, fontFamily: names.map((name) => `'${name}'`).join(', ') }
}
