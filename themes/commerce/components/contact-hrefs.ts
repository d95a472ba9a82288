import { safeUrl } from '@/lib/body/safe-url'

/** A WhatsApp link from a number (digits kept) or a full URL. */
export function whatsappHref(value: string): string | null {
  if (!value.trim()) return null
  if (/^[\d\s+()-]+$/.test(value)) {
    const digits = value.replace(/\D/g, '')
    return digits ? `https://wa.me/${digits}` : null
  }
  return safeUrl(value)
}

/** A tel: link from a phone number; null when it holds no digits. */
export function phoneHref(value: string): string | null {
  const number = value.replace(/[^\d+]/g, '')
  return /\d/.test(number) ? `tel:${number}` : null
}

/** A mailto: link from an address or a mailto: URL. */
export function emailHref(value: string): string | null {
  const address = value.trim().replace(/^mailto:/i, '')
  return address ? safeUrl(`mailto:${address}`) : null
}
