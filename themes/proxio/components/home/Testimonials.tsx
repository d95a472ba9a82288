import { LandingButtons } from '@/components/landing/LandingButtons'
import { Marquee } from '@/components/landing/Marquee'
import { Testimonial } from '@/components/landing/Testimonial'
import { useProxioConfig } from '@/themes/proxio/config'
import { Section } from '@/themes/proxio/components/Section'
import { SECTION_BUTTON_SLOTS } from '@/themes/proxio/components/styles'
import { useProxioStrings } from '@/themes/proxio/strings'

/** The testimonial cards scrolling sideways, and a button. */
export function Testimonials() {
  const c = useProxioConfig()
  const s = useProxioStrings()
  const items = c.PROXIO_TESTIMONIALS_ITEMS.filter((i) => i.PROXIO_TESTIMONIALS_ITEM_TEXT.trim())
  if (!items.length) return null
  return (
    <Section
      name="testimonials"
      eyebrow={c.PROXIO_TESTIMONIALS_TITLE}
      title={c.PROXIO_TESTIMONIALS_TEXT_1}
      text={c.PROXIO_TESTIMONIALS_TEXT_2}
      className="overflow-hidden"
    >
      <Marquee
        label={s.TESTIMONIALS}
        duration={60}
        reverse
        className="mx-[calc(50%-50vw)]"
        classes={{ list: 'items-stretch gap-6 pr-6', item: 'flex w-80 md:w-96' }}
      >
        {items.map((item, i) => (
          <Testimonial
            key={i}
            item={{
              quote: item.PROXIO_TESTIMONIALS_ITEM_TEXT,
              name: item.PROXIO_TESTIMONIALS_ITEM_NICKNAME,
              role: item.PROXIO_TESTIMONIALS_ITEM_DESCRIPTION,
              avatar: item.PROXIO_TESTIMONIALS_ITEM_AVATAR,
              href: item.PROXIO_TESTIMONIALS_ITEM_URL
            }}
            classes={{
              root: 'w-full justify-between rounded-2xl border border-black/10 bg-white p-6 dark:border-white/10 dark:bg-[#111a2e]',
              quote: 'text-base leading-relaxed not-italic',
              role: 'block',
              link: 'ml-0 block text-[#121212] underline dark:text-white'
            }}
          />
        ))}
      </Marquee>
      <LandingButtons
        buttons={[
          { text: c.PROXIO_TESTIMONIALS_BUTTON_TEXT, href: c.PROXIO_TESTIMONIALS_BUTTON_URL }
        ]}
        classes={SECTION_BUTTON_SLOTS}
      />
    </Section>
  )
}
