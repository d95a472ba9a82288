import { enUS, type Messages } from './locales/en-US'
import { zhCN } from './locales/zh-CN'

/** Locales with a complete dictionary; others fall back to English (SPEC §9). */
const dictionaries: Record<string, Messages> = { 'en-US': enUS, 'zh-CN': zhCN }

/** The dictionary for a language: exact match, then same language, then English. */
export function messagesFor(lang: string): Messages {
  const exact = dictionaries[lang]
  if (exact) return exact
  const prefix = lang.split('-')[0]
  const sameLanguage = Object.keys(dictionaries).find((l) => l.split('-')[0] === prefix)
  return (sameLanguage && dictionaries[sameLanguage]) || enUS
}

/** Fill `{name}` placeholders. The result is plain text, rendered by React as text. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole
  )
}

export type { Messages }
