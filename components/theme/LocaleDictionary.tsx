import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'
import { trackLoad } from '@/components/lazy-loads'
import { dictionaryLocale } from '@/lib/i18n/dictionary-locale'
import { registerDictionary } from '@/lib/i18n/dictionary-store'
import type { Messages } from '@/lib/i18n/locales/en-US'

const Nothing = () => null

/** Registers a dictionary once its chunk has loaded; the part itself draws nothing. */
const registered = (locale: string, messages: Messages): ComponentType => {
  registerDictionary(locale, messages)
  return Nothing
}

// One next/dynamic part per language, each with its own literal import() so that the compiler
// names its module: the page's part is listed for the page, preloaded before hydration, and no
// other language ships. A part whose import() sat in a shared helper would be listed nowhere.
const parts: Readonly<Record<string, ComponentType>> = {
  'zh-CN': dynamic(() =>
    trackLoad(import('@/lib/i18n/locales/zh-CN').then((m) => registered('zh-CN', m.zhCN)))
  ),
  'zh-HK': dynamic(() =>
    trackLoad(import('@/lib/i18n/locales/zh-HK').then((m) => registered('zh-HK', m.zhHK)))
  ),
  'zh-TW': dynamic(() =>
    trackLoad(import('@/lib/i18n/locales/zh-TW').then((m) => registered('zh-TW', m.zhTW)))
  ),
  'fr-FR': dynamic(() =>
    trackLoad(import('@/lib/i18n/locales/fr-FR').then((m) => registered('fr-FR', m.frFR)))
  ),
  'tr-TR': dynamic(() =>
    trackLoad(import('@/lib/i18n/locales/tr-TR').then((m) => registered('tr-TR', m.trTR)))
  ),
  'ja-JP': dynamic(() =>
    trackLoad(import('@/lib/i18n/locales/ja-JP').then((m) => registered('ja-JP', m.jaJP)))
  )
}

/** Loads `lang`'s strings into lib/i18n/dictionary-store (English is always there). */
export function LocaleDictionary({ lang }: { lang: string }) {
  const locale = dictionaryLocale(lang)
  const Part = locale ? parts[locale] : undefined
  return Part ? <Part /> : null
}
