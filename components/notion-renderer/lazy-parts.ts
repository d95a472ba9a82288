/**
 * The heavy or styled parts of a body, each its own chunk loaded only by pages that render it:
 * databases (react-notion-x's Collection), the PDF viewer (browser only), code and equations
 * (whose stylesheets ride with their chunk).
 */
import dynamic from 'next/dynamic'
import { trackLoad } from '@/components/lazy-loads'

export const LazyCollection = dynamic(() =>
  trackLoad(import('@/components/notion-renderer/NotionCollection').then((m) => m.NotionCollection))
)

export const LazyPdf = dynamic(
  () => import('@/components/notion-renderer/PdfViewer').then((m) => m.PdfViewer),
  {
    ssr: false
  }
)

export const LazyCode = dynamic(() =>
  trackLoad(import('@/components/notion-renderer/NotionCode').then((m) => m.NotionCode))
)

export const LazyEquation = dynamic(() =>
  trackLoad(import('@/components/notion-renderer/NotionEquation').then((m) => m.NotionEquation))
)

/** The body's stylesheets without the renderer, for a body kept as the server drew it. */
export const LazyBodyStyles = dynamic(() =>
  trackLoad(import('@/components/notion-renderer/BodyStyles').then((m) => m.BodyStyles))
)

/** Code blocks' stylesheet, for a kept body with code. */
export const LazyCodeStyles = dynamic(() =>
  trackLoad(import('@/components/notion-renderer/CodeStyles').then((m) => m.CodeStyles))
)

/** KaTeX's stylesheet, for a kept body with equations. */
export const LazyEquationStyles = dynamic(() =>
  trackLoad(import('@/components/notion-renderer/EquationStyles').then((m) => m.EquationStyles))
)

/*
 * What a kept body's code, databases and Mermaid code do in the browser, each loaded by the pages
 * whose body has some, once hydrated (never rendered on the server, so never preloaded).
 */
export const LazyKeptCode = dynamic(
  () => import('@/components/notion-renderer/KeptCode').then((m) => m.KeptCode),
  { ssr: false }
)

export const LazyKeptCollections = dynamic(
  () => import('@/components/notion-renderer/KeptCollections').then((m) => m.KeptCollections),
  { ssr: false }
)

export const LazyKeptMermaid = dynamic(
  () => import('@/components/notion-renderer/KeptMermaid').then((m) => m.KeptMermaid),
  { ssr: false }
)
