import { TestimonialCards } from '@/components/landing/TestimonialCards'
import type { TestimonialItem } from '@/components/landing/types'
import { configText } from '@/lib/landing/config-text'
import { useStarterConfig } from '@/themes/starter/config'
import { Heading } from '@/themes/starter/components/home/Heading'
import { Section } from '@/themes/starter/components/home/Section'
import { CARD } from '@/themes/starter/components/styles'

/** Cards of quotes with five stars, avatar, name and role. */
export function Testimonials() {
  const c = useStarterConfig()
  const items: TestimonialItem[] = c.STARTER_TESTIMONIALS_ITEMS.map((item) => ({
    quote: configText(item.STARTER_TESTIMONIALS_ITEM_TEXT),
    name: configText(item.STARTER_TESTIMONIALS_ITEM_NICKNAME),
    role: configText(item.STARTER_TESTIMONIALS_ITEM_DESCRIPTION),
    avatar: item.STARTER_TESTIMONIALS_ITEM_AVATAR,
    href: item.STARTER_TESTIMONIALS_ITEM_URL,
    stars: 5
  }))
  if (!items.some((item) => item.quote)) return null
  return (
    <Section
      id="testimonials"
      grey
      heading={
        <Heading
          label={c.STARTER_TESTIMONIALS_TITLE}
          title={c.STARTER_TESTIMONIALS_TEXT_1}
          text={c.STARTER_TESTIMONIALS_TEXT_2}
        />
      }
    >
      <TestimonialCards
        items={items}
        star
        classes={{
          list: 'gap-8',
          card: `${CARD} p-8`,
          stars: 'text-[#B45309] dark:text-amber-400',
          quote: 'text-base not-italic',
          name: 'text-base',
          link: 'text-[#3758F9] dark:text-[#8ea2ff]'
        }}
      />
    </Section>
  )
}
