import { CareerTimeline } from '@/components/landing/CareerTimeline'
import { useProxioConfig } from '@/themes/proxio/config'
import { Section } from '@/themes/proxio/components/Section'

/** The career timeline under its heading. */
export function Career() {
  const config = useProxioConfig()
  if (!config.PROXIO_CAREERS.some((c) => c.title.trim())) return null
  return (
    <Section name="career" eyebrow={config.PROXIO_CAREER_TITLE} title={config.PROXIO_CAREER_TEXT}>
      <CareerTimeline
        items={config.PROXIO_CAREERS}
        className="mx-auto max-w-3xl"
        classes={{ title: 'text-xl', bio: 'font-medium tracking-wide uppercase' }}
      />
    </Section>
  )
}
