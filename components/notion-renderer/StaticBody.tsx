import dynamic from 'next/dynamic'
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { KeptHtml } from '@/components/KeptHtml'
import { trackLoad } from '@/components/lazy-loads'
import { preloadPart } from '@/components/next-internals/loadable'
import { NotionRenderer, type NotionRendererProps } from '@/components/notion-renderer'
import {
  LazyBodyStyles,
  LazyCode,
  LazyCodeStyles,
  LazyCollection,
  LazyEquation,
  LazyEquationStyles,
  LazyKeptCode,
  LazyKeptCollections,
  LazyKeptMermaid
} from '@/components/notion-renderer/lazy-parts'
import { useStaticImages } from '@/components/notion-renderer/use-static-images'
import { isStaticBody, keptBodyNeeds, type KeptBodyNeeds } from '@/lib/body/static-body'
import type { PreparedBlocks } from '@/lib/body/types'
import { isHydrating } from '@/lib/hydration/hydrated-attribute'

const rendererModule = () =>
  import('@/components/notion-renderer/StaticRenderer').then((m) => m.StaticRenderer)

// Its import() written in a helper rather than in the call, this part gets no module ids from the
// compiler: a page that renders it on the server neither lists nor preloads the renderer's chunk.
const ServerRenderer = dynamic<NotionRendererProps>(() => trackLoad(rendererModule()))

/**
 * The renderer and the parts this body's blocks draw with, loaded before a kept body turns live,
 * so nothing of it is drawn empty for a moment.
 */
const loadLiveParts = (needs: KeptBodyNeeds) =>
  Promise.all(
    [
      NotionRenderer,
      LazyCollection,
      ...(needs.code ? [LazyCode] : []),
      ...(needs.equations ? [LazyEquation] : [])
    ].map(preloadPart)
  )

/**
 * The server's HTML of each body kept in this page, as it arrived: a body drawn again later in
 * the same page (another theme picked with `?theme=`) takes it up again instead of loading the
 * renderer to draw it, and is on screen at once. Keyed by the body object of the page's props,
 * so it goes with them.
 */
const serverHtml = new WeakMap<PreparedBlocks, string>()

const sameBody = (a: PreparedBlocks | null, b: PreparedBlocks) =>
  a === b ||
  (a !== null && a.rootId === b.rootId && JSON.stringify(a.blockMap) === JSON.stringify(b.blockMap))

/** The stylesheets of a kept body: the body's own, and those of its code and equations. */
function KeptBodyStyles({ needs }: { needs: KeptBodyNeeds }) {
  return (
    <>
      <LazyBodyStyles />
      {needs.code ? <LazyCodeStyles /> : null}
      {needs.equations ? <LazyEquationStyles /> : null}
    </>
  )
}

/**
 * A body through the renderer, except one that needs no renderer (lib/body/static-body): the
 * server draws it, and the page it arrives in keeps that HTML while it hydrates, so react-notion-x
 * and our renderer's parts never load there; its images get their zoom and failure text here, its
 * code blocks their copy and fold buttons, its Mermaid code its diagrams and its databases their
 * view tabs from parts loaded only for such bodies (KeptBodyParts).
 * Mounted later (after a client-side navigation, or when the body changes), it renders through
 * the renderer, loaded then.
 */
export function StaticBody(props: NotionRendererProps) {
  const { body, config } = props
  const held = useRef<HTMLDivElement>(null)
  // The body whose server HTML this element kept while the page hydrated, or takes up again.
  const [kept] = useState(() =>
    isHydrating() || (typeof document !== 'undefined' && serverHtml.has(body)) ? body : null
  )
  // Set for a body taken up again: its HTML is written, not kept from the server.
  const [again] = useState(() =>
    typeof document !== 'undefined' && !isHydrating() ? serverHtml.get(body) : undefined
  )
  const [live, setLive] = useState(false)
  // Reads the whole body (a spoiler anywhere in its text): once per body, not once per render.
  const isStatic = useMemo(() => isStaticBody(body, config), [body, config])
  const needs = useMemo(() => keptBodyNeeds(body), [body])
  const keep = isStatic && !live
  const keptHere = keep && typeof window !== 'undefined' && sameBody(kept, body)
  useStaticImages(held, keptHere)
  // Another view of a database asked for: the renderer draws the body from then on, once its
  // parts are loaded, so the kept HTML stays on screen until then.
  const goLive = useCallback(() => void loadLiveParts(needs).then(() => setLive(true)), [needs])
  // Mounted by a render after hydration but before the page marked it: nothing was kept.
  // Else the server's HTML is noted, before any behaviour changes it.
  useLayoutEffect(() => {
    if (!keep || !held.current) return
    if (!held.current.hasChildNodes()) setLive(true)
    else if (!serverHtml.has(body)) serverHtml.set(body, held.current.innerHTML)
  }, [keep, body])
  if (!keep) return <NotionRenderer {...props} />
  if (typeof window === 'undefined')
    return (
      <>
        <KeptBodyStyles needs={needs} />
        <div className="contents" data-static-body="">
          <ServerRenderer {...props} />
        </div>
      </>
    )
  if (!keptHere) return <NotionRenderer {...props} />
  return (
    <>
      <KeptBodyStyles needs={needs} />
      <KeptHtml ref={held} className="contents" data-static-body="" html={again} />
      <KeptBodyParts needs={needs} root={held} mermaidScript={config.MERMAID_CDN} goLive={goLive} />
    </>
  )
}

/**
 * What a kept body's code, databases and diagrams do, each part loaded only when the body has
 * some: rendered in the browser alone, after the element they act on.
 */
function KeptBodyParts({
  needs,
  root,
  mermaidScript,
  goLive
}: {
  needs: KeptBodyNeeds
  root: RefObject<HTMLDivElement | null>
  mermaidScript: string
  goLive: () => void
}) {
  return (
    <>
      {needs.code ? <LazyKeptCode root={root} /> : null}
      {needs.databases ? <LazyKeptCollections root={root} goLive={goLive} /> : null}
      {needs.mermaid && mermaidScript ? (
        <LazyKeptMermaid root={root} script={mermaidScript} />
      ) : null}
    </>
  )
}
