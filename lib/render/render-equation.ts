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

/** Key of an inline equation in `PreparedBlocks.equations` (block equations use the block id). */
export const inlineEquationKey = (tex: string): string => `inline:${tex}`
