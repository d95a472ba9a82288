import katex from 'katex'

/**
 * KaTeX markup for a TeX string, made at build time so no KaTeX JavaScript reaches the browser.
 * `throwOnError: false` renders a bad formula as red source text; `trust: false` keeps \href,
 * \url and \htmlClass from producing live links or attributes out of page text.
 */
export function renderEquation(tex: string, displayMode: boolean): string {
  return katex.renderToString(tex, {
    displayMode,
    throwOnError: false,
    trust: false,
    strict: 'ignore',
    output: 'htmlAndMathml'
  })
}
