import type { ListPageProps } from '@/lib/theme/props'
import { BlocksSection } from '@/themes/landing/components/BlocksSection'
import { BlogSection } from '@/themes/landing/components/BlogSection'
import { FeaturesSection } from '@/themes/landing/components/FeaturesSection'
import { HomeHero } from '@/themes/landing/components/HomeHero'
import { PricingSection } from '@/themes/landing/components/PricingSection'
import { TestimonialSection } from '@/themes/landing/components/TestimonialSection'

/** The one-page product site: hero, features, blocks, testimonial, pricing, latest posts. */
export function LayoutIndex({ posts }: ListPageProps) {
  return (
    <>
      <HomeHero />
      <FeaturesSection />
      <BlocksSection />
      <TestimonialSection />
      <PricingSection />
      <BlogSection posts={posts} />
    </>
  )
}
