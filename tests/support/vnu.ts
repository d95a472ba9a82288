import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'

/**
 * The W3C Nu HTML checker (vnu-jar, run on Java) over a directory of documents, in one Java
 * process: one JVM start and warm-up for every document, not one per document.
 */

const VNU_JAR: string = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/** Java, or why the check cannot run: the CI script requires it (NOTION_FIXTURES_REQUIRED=1). */
export function javaMissing(): string | null {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' })
  if (!java.error && java.status === 0) return null
  const reason = `Java not found (\`java -version\`: ${java.error?.message ?? java.stderr}): the Nu checker runs on Java`
  if (process.env.NOTION_FIXTURES_REQUIRED === '1') {
    throw new Error(`${reason} (NOTION_FIXTURES_REQUIRED=1)`)
  }
  return reason
}

/** The body of a page in the smallest valid document of its language. */
export function minimalDocument(lang: string, title: string, body: string): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><title>' + title.replace(/[<&]/g, '') + '</title></head>',
    `<body><div id="__next">${body}</div></body>`,
    '</html>',
    ''
  ].join('\n')
}

interface VnuMessage {
  type: string
  url?: string
  message: string
  extract?: string
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
}

/** An error the checker found: the file, where in it, and what. */
export interface VnuError {
  file: string
  line: string
  message: string
}

/** The errors (warnings are not counted) in every document under `dir`. */
export function vnuErrors(dir: string): VnuError[] {
  const vnu = spawnSync(
    'java',
    [
      // A larger thread stack: the checker recurses over the documents' nesting.
      '-Xss8m',
      // One short run: the quick compiler only and one GC thread cost a third of the CPU time.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-jar',
      VNU_JAR,
      '--format',
      'json',
      '--exit-zero-always',
      // Language detection only warns (a lang attribute that does not match the text).
      '--no-langdetect',
      dir
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
  )
  if (vnu.error) throw vnu.error
  // The checker writes its report to stderr.
  const { messages } = JSON.parse(vnu.stderr || vnu.stdout) as { messages: VnuMessage[] }
  return messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => ({
      // The checker names a file `file:/tmp/…`, Node `file:///tmp/…`: compared by path.
      file: m.url ? decodeURIComponent(m.url.replace(/^file:\/*/, '/')) : '?',
      line: `${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'}`,
      message: m.message + (m.extract ? ` in ${JSON.stringify(m.extract)}` : '')
    }))
}
