import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PdfViewer } from '@/components/notion-renderer/PdfViewer'

const render = (file: string) => renderToStaticMarkup(<PdfViewer file={file} />)

describe('the pdf block', () => {
  it.each([
    '/demo/media/darkroom-cheat-sheet.pdf',
    '/api/notion-file/91df7c42-4eac-49ae-89f5-bd65b73d52fb',
    'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/file/sheet.pdf?X-Amz-Expires=3600',
    'https://file.notion.so/f/f/space/file/sheet.pdf?expirationTimestamp=1',
    'https://s3-us-west-2.amazonaws.com/secure.notion-static.com/file/sheet.pdf'
  ])('shows a file of this site or Notion in the browser viewer: %s', (file) => {
    const html = render(file)
    expect(html).toMatch(/^<object class="notion-pdf-viewer" data="[^"]+" type="application\/pdf">/)
  })

  it.each([
    'https://docs.example.com/report.pdf',
    'https://docs.example.com/prod-files-secure/report.pdf',
    'https://s3-us-west-2.amazonaws.com/another-bucket/report.pdf',
    'https://file.notion.so.example.com/report.pdf',
    '//docs.example.com/report.pdf'
  ])('links to a PDF anywhere else instead of loading it into the page: %s', (file) => {
    const html = render(file)
    expect(html).not.toContain('<object')
    expect(html).not.toContain('<iframe')
    expect(html).toMatch(/<a href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer">/)
  })

  it('shows nothing for a URL no page may load', () => {
    expect(render('javascript:alert(1)')).toBe('')
  })
})
