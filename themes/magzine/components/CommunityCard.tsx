import { ConfigLink } from '@/components/ConfigLink'
import { useMagzineConfig } from '@/themes/magzine/config'
import { MINT } from '@/themes/magzine/components/styles'

/** The "join the community" card of the right rail (MAGZINE_SOCIAL_CARD*). */
export function CommunityCard() {
  const config = useMagzineConfig()
  if (!config.MAGZINE_SOCIAL_CARD || !config.MAGZINE_SOCIAL_CARD_TITLE_1) return null
  return (
    <section
      data-widget="community"
      className="bg-black p-5 text-white dark:border dark:border-white/15"
    >
      <h2 className="text-lg font-bold">{config.MAGZINE_SOCIAL_CARD_TITLE_1}</h2>
      {config.MAGZINE_SOCIAL_CARD_TITLE_2 && (
        <p className="mt-2 text-sm text-neutral-300">{config.MAGZINE_SOCIAL_CARD_TITLE_2}</p>
      )}
      {config.MAGZINE_SOCIAL_CARD_TITLE_3 && (
        <ConfigLink
          href={config.MAGZINE_SOCIAL_CARD_URL}
          className={`mt-4 inline-block px-4 py-2 text-sm font-semibold ${MINT}`}
        >
          {config.MAGZINE_SOCIAL_CARD_TITLE_3}
        </ConfigLink>
      )}
    </section>
  )
}
