import { LOCALE_NAMES } from '@/lib/i18n/locale-param'
import { useLocale, useMessages } from '@/lib/i18n/use-messages'
import { useSwitchCarried } from '@/lib/routing/use-carried-query'

export interface LanguageSwitchProps {
  className?: string
}

/** Every locale with a complete dictionary; choosing one sets `?lang=` (carried like ?theme=). */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const t = useMessages()
  const lang = useLocale()
  const switchTo = useSwitchCarried()
  return (
    <label className={className}>
      <span className="sr-only">{t.COMMON.LANGUAGE}</span>
      <select
        value={lang}
        className="rounded border border-neutral-300 bg-transparent px-2 py-1 text-sm dark:border-neutral-700"
        onChange={(e) => switchTo({ lang: e.target.value, locale: null })}
      >
        {Object.entries(LOCALE_NAMES).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}
