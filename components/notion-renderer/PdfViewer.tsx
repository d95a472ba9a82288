import { safeResourceUrl } from '@/lib/render/safe-url'

/**
 * The browser's own PDF viewer, loaded in the browser only (next/dynamic, ssr: false) on pages
 * with a pdf block. react-notion-x's react-pdf viewer fetches its worker from unpkg at run time.
 */
export function PdfViewer({ file }: { file: string }) {
  const src = safeResourceUrl(file)
  if (!src) return null
  return (
    <object className="notion-pdf-viewer" data={src} type="application/pdf">
      <a href={src} target="_blank" rel="noopener noreferrer">
        Open the PDF
      </a>
    </object>
  )
}
