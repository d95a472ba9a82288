import { registerDictionary } from '@/lib/i18n/dictionary-store'
import { dictionaries } from '@/lib/i18n/messages'

/** Server code (and tests) speak every language at once: imported for its effect there only. */
for (const [locale, messages] of Object.entries(dictionaries)) registerDictionary(locale, messages)
