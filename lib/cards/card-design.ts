import { createElement, type CSSProperties, type ReactElement, type ReactNode } from 'react'
import { CARD_HEIGHT, CARD_WIDTH, type CardInput } from '@/lib/cards/card-types'

/**
 * What the designs draw: the card's text, its avatar as a data: URL, and whether its cover could
 * be read. The cover is never drawn here: its place is left empty (`coverBox`) and the renderer
 * lays the photograph in with sharp, which is several times cheaper than embedding it in the SVG.
 */
export type Drawn = Omit<CardInput, 'avatar' | 'cover'> & { avatar: string | null; cover: boolean }

/** The width of a writing card's cover band, on its right. */
const WRITING_BAND = 400

/** The cover's place on the card (left, top, width, height), by design. */
export function coverBox(design: CardInput['style']['design']): [number, number, number, number] {
  return design === 'writing'
    ? [CARD_WIDTH - WRITING_BAND, 0, WRITING_BAND, CARD_HEIGHT]
    : [0, 0, CARD_WIDTH, CARD_HEIGHT]
}

/** satori lays out flex boxes only: every box with several children says so. */
const box = (style: CSSProperties, ...children: ReactNode[]): ReactElement =>
  createElement('div', { style: { display: 'flex', ...style } }, ...children)

const img = (src: string, style: CSSProperties): ReactElement =>
  createElement('img', { src, style: { objectFit: 'cover', ...style } })

/** Long titles step down so three lines hold most of them. */
const titleSize = (title: string, large: number) =>
  title.length > 90 ? large * 0.62 : title.length > 48 ? large * 0.78 : large

function byline(input: Drawn, colour: string): ReactElement {
  return box(
    { alignItems: 'center', gap: 18, fontSize: 28, color: colour },
    input.avatar ? img(input.avatar, { width: 52, height: 52, borderRadius: 26 }) : null,
    box({ fontWeight: 700 }, input.siteName)
  )
}

function clamp(text: string, lines: number, style: CSSProperties): ReactElement {
  return box({ lineClamp: lines, display: 'block', overflow: 'hidden', ...style }, text)
}

/** The title large on the page colour; the cover, when any, as a band on the right. */
function writing(input: Drawn): ReactElement {
  const { palette } = input.style
  const band = input.cover ? WRITING_BAND : 0
  return box(
    { width: '100%', height: '100%', background: palette.background, color: palette.text },
    box({ width: 14, height: '100%', background: palette.accent }),
    box(
      {
        flexDirection: 'column',
        justifyContent: 'space-between',
        flexGrow: 1,
        flexShrink: 1,
        minWidth: 0,
        padding: '64px 72px 60px 62px'
      },
      byline(input, palette.muted),
      box(
        { flexDirection: 'column', gap: 24 },
        clamp(input.title, 3, {
          fontSize: titleSize(input.title, band ? 62 : 72),
          fontWeight: 700,
          lineHeight: 1.18
        }),
        input.summary
          ? clamp(input.summary, 2, { fontSize: 28, lineHeight: 1.4, color: palette.muted })
          : null
      ),
      box({ fontSize: 24, color: palette.accent, fontWeight: 700 }, input.meta ?? ' ')
    ),
    input.cover ? box({ width: band, height: CARD_HEIGHT, flexShrink: 0 }) : null
  )
}

/** Over the whole card: see-through at the top, dark at the foot, so white text reads on any cover. */
const SHADE = 'linear-gradient(to bottom, rgba(0,0,0,0) 35%, rgba(0,0,0,0.78) 100%)'

/**
 * The photo card's shade alone, the same on every card: the renderer draws it once, lays it over
 * each cover, then draws the card's text (cardElement) over that.
 */
export function photoShade(): ReactElement {
  return box({ width: CARD_WIDTH, height: CARD_HEIGHT, backgroundImage: SHADE })
}

/** The cover over the whole card (see-through here), the title at its foot, over photoShade. */
function photo(input: Drawn): ReactElement {
  if (!input.cover) return writing(input)
  return box(
    { width: '100%', height: '100%', position: 'relative' },
    box(
      {
        position: 'absolute',
        top: 0,
        right: 0,
        bottom: 0,
        left: 0,
        flexDirection: 'column',
        justifyContent: 'flex-end',
        gap: 18,
        padding: '56px 64px',
        color: '#ffffff'
      },
      clamp(input.title, 2, {
        fontSize: titleSize(input.title, 64),
        fontWeight: 700,
        lineHeight: 1.15
      }),
      box(
        { justifyContent: 'space-between', alignItems: 'center' },
        byline(input, 'rgba(255,255,255,0.92)'),
        box({ fontSize: 24, color: 'rgba(255,255,255,0.85)' }, input.meta ?? ' ')
      )
    )
  )
}

/** The card's element tree, as satori draws it (the `cover` design is the cover alone: no tree). */
export function cardElement(input: Drawn, fontFamily: string): ReactElement {
  const root = input.style.design === 'writing' ? writing(input) : photo(input)
  return box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      fontFamily
    },
    root
  )
}
