import type { ListPageProps } from '@/lib/theme/props'
import { useStarterConfig } from '@/themes/starter/config'
import { About } from '@/themes/starter/components/home/About'
import { Blog } from '@/themes/starter/components/home/Blog'
import { Brands } from '@/themes/starter/components/home/Brands'
import { Contact } from '@/themes/starter/components/home/Contact'
import { Cta } from '@/themes/starter/components/home/Cta'
import { Faq } from '@/themes/starter/components/home/Faq'
import { Features } from '@/themes/starter/components/home/Features'
import { Hero } from '@/themes/starter/components/home/Hero'
import { Pricing } from '@/themes/starter/components/home/Pricing'
import { Team } from '@/themes/starter/components/home/Team'
import { Testimonials } from '@/themes/starter/components/home/Testimonials'

/** The landing page: every section in the template's order, each behind its _ENABLE switch. */
export function LayoutIndex({ posts }: ListPageProps) {
  const c = useStarterConfig()
  return (
    <>
      {c.STARTER_HERO_ENABLE && <Hero />}
      {c.STARTER_FEATURE_ENABLE && <Features />}
      {c.STARTER_ABOUT_ENABLE && <About />}
      {c.STARTER_PRICING_ENABLE && <Pricing />}
      {c.STARTER_TESTIMONIALS_ENABLE && <Testimonials />}
      {c.STARTER_FAQ_ENABLE && <Faq />}
      {c.STARTER_TEAM_ENABLE && <Team />}
      {c.STARTER_BLOG_ENABLE && <Blog posts={posts} />}
      {c.STARTER_CONTACT_ENABLE && <Contact />}
      {c.STARTER_BRANDS_ENABLE && <Brands />}
      {c.STARTER_CTA_ENABLE && <Cta />}
    </>
  )
}
