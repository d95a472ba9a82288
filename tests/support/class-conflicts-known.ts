/**
 * Files whose cn() calls still join classes that set one property twice (a shared part's default
 * and a theme's class slot, mostly): cn() merges them with tailwind-merge until none is left.
 * Fix a file (a slot that replaces the default it overrides, or the theme's list written whole)
 * and remove it here; tests/themes/server-html.test.tsx fails on a conflict in any other file,
 * and on a file listed here that no longer has one.
 */
export const CONFLICTING_FILES: readonly string[] = [
  'components/SearchBox.tsx',
  'components/landing/AboutMedia.tsx',
  'components/landing/AboutSection.tsx',
  'components/landing/BlogTeaser.tsx',
  'components/landing/BlogTiles.tsx',
  'components/landing/BrandsRow.tsx',
  'components/landing/CareerTimeline.tsx',
  'components/landing/ContactSection.tsx',
  'components/landing/CtaBand.tsx',
  'components/landing/FaqAccordion.tsx',
  'components/landing/FeatureGrid.tsx',
  'components/landing/FeatureIcon.tsx',
  'components/landing/FeatureTabs.tsx',
  'components/landing/HeroMedia.tsx',
  'components/landing/LandingButtons.tsx',
  'components/landing/LandingHero.tsx',
  'components/landing/LinkColumnsFooter.tsx',
  'components/landing/Marquee.tsx',
  'components/landing/PricingTiers.tsx',
  'components/landing/SectionHeading.tsx',
  'components/landing/TeamGrid.tsx',
  'components/landing/TeaserCard.tsx',
  'components/landing/Testimonial.tsx',
  'components/landing/TestimonialCards.tsx'
]
