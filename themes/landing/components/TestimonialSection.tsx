import { SectionHeading } from '@/components/landing/SectionHeading'
import { Testimonial } from '@/components/landing/Testimonial'
import { configText as text } from '@/lib/landing/config-text'
import { cn } from '@/lib/style/cn'
import { CONTAINER, SECTION } from '@/themes/landing/components/styles'
import { useLandingConfig } from '@/themes/landing/config'

/** The heading and one large quote with the author's avatar, name, role and link. */
export function TestimonialSection() {
  const c = useLandingConfig()
  const quote = text(c.LANDING_TESTIMONIALS_WORD)
  const header = text(c.LANDING_TESTIMONIALS_HEADER)
  if (!quote && !header) return null
  return (
    <section aria-labelledby="landing-testimonial" className="bg-neutral-100 dark:bg-neutral-900">
      <div className={cn(CONTAINER, SECTION)}>
        <SectionHeading
          id="landing-testimonial"
          title={header}
          text={text(c.LANDING_TESTIMONIALS_P)}
        />
        <Testimonial
          item={{
            quote,
            name: text(c.LANDING_TESTIMONIALS_NICKNAME),
            role: text(c.LANDING_TESTIMONIALS_ID),
            avatar: c.LANDING_TESTIMONIALS_AVATAR,
            href: c.LANDING_TESTIMONIALS_SOCIAL_URL,
            linkText: text(c.LANDING_TESTIMONIALS_SOCIAL_NAME)
          }}
          classes={{
            root: 'mx-auto max-w-3xl items-center rounded-2xl bg-white p-8 text-center shadow-xl dark:bg-neutral-800',
            quote: 'text-xl italic md:text-2xl',
            person: 'flex-col',
            avatar: 'h-16 w-16 ring-4 ring-blue-100 dark:ring-blue-900'
          }}
        />
      </div>
    </section>
  )
}
