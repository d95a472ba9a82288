import type { ListPageProps } from '@/lib/theme/props'
import { useProxioConfig } from '@/themes/proxio/config'
import { About } from '@/themes/proxio/components/home/About'
import { BlogSection } from '@/themes/proxio/components/home/BlogSection'
import { Brands } from '@/themes/proxio/components/home/Brands'
import { Career } from '@/themes/proxio/components/home/Career'
import { Cta } from '@/themes/proxio/components/home/Cta'
import { Faq } from '@/themes/proxio/components/home/Faq'
import { Features } from '@/themes/proxio/components/home/Features'
import { Hero } from '@/themes/proxio/components/home/Hero'
import { Notice } from '@/themes/proxio/components/home/Notice'
import { Testimonials } from '@/themes/proxio/components/home/Testimonials'

/**
 * The portfolio's home page, each section behind its _ENABLE setting: hero, latest stories,
 * notice, about, brand words, career, features, testimonials, questions, call to action.
 */
export function LayoutIndex({ posts }: ListPageProps) {
  const c = useProxioConfig()
  return (
    <>
      {c.PROXIO_HERO_ENABLE && <Hero />}
      {c.PROXIO_BLOG_ENABLE && <BlogSection posts={posts} />}
      {c.PROXIO_ANNOUNCEMENT_ENABLE && <Notice />}
      {c.PROXIO_ABOUT_ENABLE && <About />}
      {c.PROXIO_BRANDS_ENABLE && <Brands />}
      {c.PROXIO_CAREER_ENABLE && <Career />}
      {c.PROXIO_FEATURE_ENABLE && <Features />}
      {c.PROXIO_TESTIMONIALS_ENABLE && <Testimonials />}
      {c.PROXIO_FAQ_ENABLE && <Faq />}
      {c.PROXIO_CTA_ENABLE && <Cta />}
    </>
  )
}
