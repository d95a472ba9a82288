/**
 * The data of the landing sections. Each shape mirrors a config array or a group of config keys,
 * so a theme maps its settings onto them and passes them on. All text is plain text; every URL
 * is checked where it is drawn (an unsafe one drops its link, button or frame).
 */

import type { LandingLink, LinkGroup } from '@/lib/landing/link-groups'

export type { LandingLink, LinkGroup }

/** A call to action; `primary` is the filled one. */
export interface LandingButton {
  text: string
  href: string
  variant?: 'primary' | 'secondary'
}

/** What a hero shows beside (or under) its text. */
export type LandingMedia =
  | { kind: 'image'; src: string; alt: string; width?: number; height?: number }
  /** A screenshot of the product in a browser-like frame. */
  | { kind: 'preview'; src: string; alt: string; width?: number; height?: number }
  /** A framed page (https: or this site), sandboxed. */
  | { kind: 'iframe'; src: string; title: string }
  /** A thumbnail with a play button that opens the player in a modal. */
  | { kind: 'video'; thumbnail: string; src: string; title: string; tips?: string }

export interface HeroContent {
  title: string
  text?: string
  /** Up to two are shown; unsafe ones are dropped. */
  buttons?: readonly LandingButton[]
  media?: LandingMedia | null
}

/** A heading with one or two short lines under it. */
export interface HeadingContent {
  title: string
  text?: string | readonly string[]
}

/** A tab card of FeatureTabs: its text, and the illustration it shows when chosen. */
export interface FeatureTab {
  title: string
  text?: string
  image: string
  imageAlt?: string
}

/** Names of the built-in line icons (see components/landing/icons.tsx). */
export type LandingIconName =
  | 'bolt'
  | 'layers'
  | 'search'
  | 'palette'
  | 'globe'
  | 'lock'
  | 'chat'
  | 'chart'
  | 'code'
  | 'mail'
  | 'star'
  | 'check'

export interface FeatureItem {
  title: string
  text?: string
  /** An image URL or a built-in icon name. */
  icon?: string
  button?: LandingButton
}

export interface TestimonialItem {
  quote: string
  name: string
  role?: string
  avatar?: string
  /** The author's page, shown as `linkText` (or the host name). */
  href?: string
  linkText?: string
  /** 1 to 5 stars, shown when the list asks for stars. */
  stars?: number
}

export interface PricingTier {
  title: string
  price: string
  currency?: string
  /** "/month", "per year"... */
  period?: string
  /** A line under the title. */
  header?: string
  /** Features: a comma list (as configs hold them) or a list. */
  features: string | readonly string[]
  button?: LandingButton
  /** A badge ("Popular"); the tier is drawn as the featured one. */
  tag?: string
}
