import { ConfigLink } from '@/components/ConfigLink'
import { cn } from '@/lib/style/cn'
import { useHeoConfig } from '@/themes/heo/config'
import { ACCENT_BG, CARD } from '@/themes/heo/components/styles'

/** The community card: a title, a line and a button to join. */
export function SocialCard() {
  const config = useHeoConfig()
  return (
    <section data-heo-social="" className={cn(CARD, 'p-5')}>
      <h2 className="text-lg font-bold">{config.HEO_SOCIAL_CARD_TITLE_1}</h2>
      <p className="text-muted mt-1 text-sm">{config.HEO_SOCIAL_CARD_TITLE_2}</p>
      <ConfigLink
        href={config.HEO_SOCIAL_CARD_URL}
        className={cn(ACCENT_BG, 'mt-4 block rounded-lg py-2 text-center text-sm font-semibold')}
      >
        {config.HEO_SOCIAL_CARD_TITLE_3}
      </ConfigLink>
    </section>
  )
}
