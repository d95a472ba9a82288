/**
 * Key of an inline equation in `PreparedBlocks.equations` (block equations use the block id).
 * Its own module: the browser's equation component needs the key, never KaTeX itself.
 */
export const inlineEquationKey = (tex: string): string => `inline:${tex}`
