import type { PostSummary } from '@/lib/content/types'
import { safeUrl } from '@/lib/body/safe-url'

/** A product's call to action: a button label and where it leads. */
export interface ProductCta {
  label: string
  url: string
}

/** What a post shows as a product, read from its `ext` JSON: a price and a call to action. */
export interface Product {
  price: string | null
  cta: ProductCta | null
}

const MAX_TEXT = 80

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed ? trimmed.slice(0, MAX_TEXT) : null
}

function ctaOf(value: unknown): ProductCta | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null
  const record = value as Record<string, unknown>
  const label = text(record.label)
  const url = safeUrl(record.url)
  return label && url ? { label, url } : null
}

/**
 * The product reading of a post's `ext`, e.g. {"price": "€120", "cta": {"label": "Order",
 * "url": "https://…"}}. Fields of the wrong type, and links that are not safe, are left out;
 * null when nothing usable remains.
 */
export function productOf(post: Pick<PostSummary, 'ext'>): Product | null {
  const ext = post.ext
  if (!ext) return null
  const price = text(ext.price)
  const cta = ctaOf(ext.cta)
  return price || cta ? { price, cta } : null
}
