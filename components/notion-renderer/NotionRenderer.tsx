/**
 * The one block renderer: every theme shows post bodies through it, never through react-notion-x
 * directly. It renders a body prepared at build time by lib/body/prepare-blocks and swaps
 * react-notion-x's parts for ours: links, images (lazy, zoom), code, equations, embeds, tweets,
 * lists, and lazily loaded databases and PDFs.
 */
import 'react-notion-x/src/styles.css'
import { useContext, useMemo, useRef, type ClipboardEvent, type ComponentProps } from 'react'
import { NotionRenderer as Renderer, type NotionComponents } from 'react-notion-x'
import type { Block } from 'notion-types'
import { mapImageUrl } from '@/lib/body/image-url'
import { hostOf } from '@/lib/body/safe-url'
import { toUuid } from '@/lib/body/record'
import { imageKey, type PreparedBlocks } from '@/lib/body/types'
import { bodyRoot } from '@/components/notion-renderer/body-root'
import {
  LazyCode,
  LazyCollection,
  LazyEquation,
  LazyPdf
} from '@/components/notion-renderer/lazy-parts'
import { EmbedOrList } from '@/components/notion-renderer/EmbedOrList'
import { NotionImage } from '@/components/notion-renderer/NotionImage'
import { NotionLink } from '@/components/notion-renderer/NotionLink'
import {
  checkboxValue,
  NotionCheckbox,
  selectValue,
  titleValue
} from '@/components/notion-renderer/NotionProperties'
import { RendererPartsContext } from '@/components/notion-renderer/parts-context'
import type { RendererParts } from '@/lib/theme/renderer-parts'
import {
  RendererContext,
  type RendererContextValue
} from '@/components/notion-renderer/prepared-context'
import { TweetCard } from '@/components/notion-renderer/TweetCard'
import { useSpoilers } from '@/components/notion-renderer/use-spoilers'
import { useImageZoom } from '@/components/notion-renderer/use-image-zoom'
import styles from '@/components/notion-renderer/NotionRenderer.module.css'
import { useCodeOptions, type RendererConfig } from '@/components/notion-renderer/renderer-config'

export interface NotionRendererProps {
  body: PreparedBlocks
  /** From the public config; LINK's host is this site's: links to it stay in the tab. */
  config: RendererConfig
  className?: string
  /**
   * Parts drawn in place of the lazily loaded ones (code, equations): for a render on the server
   * whose HTML the browser keeps (StaticRenderer), which must not list their chunks.
   */
  directParts?: Partial<NotionComponents>
}

type RendererProps = Omit<ComponentProps<typeof Renderer>, 'blockId'>

const components: Partial<NotionComponents> = {
  Link: NotionLink,
  PageLink: NotionLink,
  Image: NotionImage,
  Code: LazyCode,
  Equation: LazyEquation,
  Collection: LazyCollection,
  Pdf: LazyPdf,
  Tweet: TweetCard,
  // react-notion-x hands an embed block whole to this part; grouped lists travel the same way.
  Embed: EmbedOrList,
  // Phrasing markup where react-notion-x puts a <div> in a <span> (NotionProperties).
  propertyCheckboxValue: checkboxValue,
  propertySelectValue: selectValue,
  propertyTitleValue: titleValue
}

/** The parts a theme may redraw (lib/theme/renderer-parts.ts), ours where it does not. */
const themableParts: RendererParts = { Checkbox: NotionCheckbox }

const preventCopy = (e: ClipboardEvent) => e.preventDefault()

export function NotionRenderer({ body, config, className, directParts }: NotionRendererProps) {
  const siteHost = hostOf(config.LINK)
  const code = useCodeOptions(config)
  const element = useRef<HTMLDivElement>(null)
  useSpoilers(element, body)
  const attachZoom = useImageZoom()
  const themeParts = useContext(RendererPartsContext)
  const parts = useMemo(
    () => ({ ...themableParts, ...themeParts, ...components, ...directParts }),
    [themeParts, directParts]
  )
  const mapPageUrl = useMemo(
    // '' is "not a link": NotionLink renders it as text, never as a notion.so address.
    () => (id: string) => body.pageHrefs[toUuid(id) ?? id] ?? '',
    [body.pageHrefs]
  )
  const mapImage = useMemo(
    () => (url: string | undefined, block: Block) =>
      !url
        ? undefined
        : (body.images[imageKey(block.id, url)]?.src ??
          mapImageUrl(url, { blockId: block.id, width: body.imageWidth }) ??
          undefined),
    [body.images, body.imageWidth]
  )

  const root = useMemo(() => bodyRoot(body), [body])
  // What every react-notion-x renderer of this body shares: the body's own, and the nested ones
  // our list part draws an item's children with.
  const shared = useMemo<RendererProps>(
    () => ({
      recordMap: root.recordMap,
      rootPageId: body.rootId,
      components: parts,
      mapPageUrl,
      mapImageUrl: mapImage,
      fullPage: false,
      darkMode: false,
      previewImages: false,
      forceCustomImages: true,
      isImageZoomable: false,
      showTableOfContents: false
    }),
    [root.recordMap, body.rootId, parts, mapPageUrl, mapImage]
  )
  const context = useMemo<RendererContextValue>(() => {
    const sizes = new Map(Object.values(body.images).map(({ src, ...size }) => [src, size]))
    return {
      prepared: body,
      sizes,
      zoomWidth: config.IMAGE_ZOOM_IN_WIDTH,
      siteHost,
      attachZoom,
      code,
      renderBlock: (blockId: string) => <Renderer key={blockId} {...shared} blockId={blockId} />
    }
  }, [body, config.IMAGE_ZOOM_IN_WIDTH, siteHost, attachZoom, code, shared])

  const classes = [
    styles.body,
    config.CAN_COPY ? '' : styles.noCopy,
    config.IMG_SHADOW ? styles.imgShadow : '',
    body.headingShift ? styles[`headingsRaised${body.headingShift}`] : '',
    className
  ]
  return (
    <RendererContext.Provider value={context}>
      <div
        ref={element}
        className={classes.filter(Boolean).join(' ')}
        onCopy={config.CAN_COPY ? undefined : preventCopy}
        onCut={config.CAN_COPY ? undefined : preventCopy}
      >
        {/* What react-notion-x puts on a page's <main>; the body itself is no main (body-root). */}
        <div className={['notion light-mode notion-page', root.pageClasses].join(' ').trim()}>
          <Renderer {...shared} blockId={root.blockId} />
        </div>
      </div>
    </RendererContext.Provider>
  )
}
