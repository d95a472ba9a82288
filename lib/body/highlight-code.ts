import { escapeHtml } from '@/lib/body/escape-html'
import { NOTION_LANGUAGE_ALIASES, Prism } from '@/lib/body/prism-languages'

export interface HighlightedCode {
  /** Prism language id ('plain' when none applies): the block gets `language-<id>`. */
  language: string
  /** Notion's label, shown on the block. */
  label: string
  /** Token markup by Prism, which escapes every text token itself; plain text is escaped here. */
  html: string
}

/** Notion's language label ('C++', 'Plain Text', 'JavaScript') to a Prism language id. */
export function prismLanguage(label: string): string {
  const key = label.trim().toLowerCase()
  const id = NOTION_LANGUAGE_ALIASES[key] ?? key.replace(/\s+/g, '-')
  return Prism.languages[id] ? id : 'plain'
}

export function highlightCode(code: string, label: string): HighlightedCode {
  const language = prismLanguage(label)
  const grammar = Prism.languages[language]
  const html = grammar ? Prism.highlight(code, grammar, language) : escapeHtml(code)
  return { language, label: label.trim() || 'Plain Text', html }
}
