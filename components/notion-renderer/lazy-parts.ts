/**
 * The heavy or styled parts of a body, each its own chunk loaded only by pages that render it:
 * databases (react-notion-x's Collection), the PDF viewer (browser only), code and equations
 * (whose stylesheets ride with their chunk).
 */
import dynamic from 'next/dynamic'

export const LazyCollection = dynamic(() =>
  import('./NotionCollection').then((m) => m.NotionCollection)
)

export const LazyPdf = dynamic(() => import('./PdfViewer').then((m) => m.PdfViewer), {
  ssr: false
})

export const LazyCode = dynamic(() => import('./NotionCode').then((m) => m.NotionCode))

export const LazyEquation = dynamic(() => import('./NotionEquation').then((m) => m.NotionEquation))
