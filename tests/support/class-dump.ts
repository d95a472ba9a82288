import { appendFileSync } from 'node:fs'

/**
 * The class set of every element of a page's server HTML, one line per element in document
 * order: `theme path #index tag: classes` with the classes sorted and deduplicated (the browser
 * applies classes in the stylesheet's order whatever their order or repetition in the
 * attribute). Two dumps of the same pages diff to the elements that gained or lost a class:
 * how a change to class joining (cn) is shown to leave every theme's look as it was.
 */
export function classLines(theme: string, path: string, html: string): string[] {
  const template = document.createElement('template')
  template.innerHTML = html
  return [...template.content.querySelectorAll('*')].map((element, i) => {
    const classes = [...new Set((element.getAttribute('class') ?? '').split(/\s+/))]
      .filter(Boolean)
      .sort()
    return `${theme} ${path} #${i} ${element.tagName.toLowerCase()}: ${classes.join(' ')}`
  })
}

/**
 * Appends the class lines of `pages` to the file CLASS_DUMP names (nothing when it is unset):
 * `CLASS_DUMP=/tmp/before.txt npx vitest run tests/themes/server-html.test.tsx`, then the same
 * after the change, and `diff` the two files.
 */
export function dumpClasses(theme: string, pages: { path: string; html: string }[]): void {
  const file = process.env.CLASS_DUMP
  if (!file) return
  const lines = pages.flatMap(({ path, html }) => classLines(theme, path, html))
  appendFileSync(file, `${lines.join('\n')}\n`)
}
