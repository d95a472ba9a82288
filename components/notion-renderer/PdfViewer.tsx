import { isNotionFileUrl } from '@/lib/body/notion-file-url'
import { hostOf, safeResourceUrl } from '@/lib/body/safe-url'

/** A path on this site: the bundled demo's files, or the server's /api/notion-file route. */
const isSitePath = (url: string) => /^\/(?![/\\])/.test(url)

/**
 * The browser's own PDF viewer, loaded in the browser only (next/dynamic, ssr: false) on pages
 * with a pdf block. react-notion-x's react-pdf viewer fetches its worker from unpkg at run time.
 * Only files of this site or Notion's file hosts are shown in place: an <object> is not
 * sandboxed, and whatever another site answers (a page, not a PDF) would load inside this one.
 * A PDF elsewhere is a link; browsers do not show PDFs inside a sandboxed frame.
 */
export function PdfViewer({ file }: { file: string }) {
  const src = safeResourceUrl(file)
  if (!src) return null
  if (!isSitePath(src) && !isNotionFileUrl(src)) {
    return (
      <p className="notion-pdf-link">
        <a href={src} target="_blank" rel="noopener noreferrer">
          Open the PDF ({hostOf(src)})
        </a>
      </p>
    )
  }
  return (
    <object className="notion-pdf-viewer" data={src} type="application/pdf">
      <a href={src} target="_blank" rel="noopener noreferrer">
        Open the PDF
      </a>
    </object>
  )
}
