import { key } from './key'

const look = { notion: true } as const

/** How code blocks look in a post body. Public. */
export const codeKeys = {
  CODE_MAC_BAR: key.boolean(true, "Three window dots in a code block's top bar.", look),
  CODE_LINE_NUMBERS: key.boolean(true, 'Line numbers beside code (not copied with it).', look),
  CODE_COLLAPSE: key.boolean(true, 'Long code blocks (over 15 lines) can be folded.', look),
  CODE_COLLAPSE_EXPAND_DEFAULT: key.boolean(
    true,
    'Long code blocks start unfolded (with CODE_COLLAPSE).',
    look
  ),
  MERMAID_CDN: key.string(
    'https://cdnjs.cloudflare.com/ajax/libs/mermaid/11.4.0/mermaid.min.js',
    'Mermaid script drawing code blocks in the Mermaid language, loaded only on pages that have one (https). Empty: shown as code.',
    { notion: 'scripts' }
  )
}
