import { resourceUrl } from '@/lib/body/resource-url'

/** A post's icon: an emoji as text, an image URL as a small image; nothing without one. */
export function PostIcon({ icon, className = '' }: { icon: string | null; className?: string }) {
  if (!icon) return null
  const isImage = icon.startsWith('http') || icon.startsWith('/')
  if (!isImage) return <span className={className}>{icon} </span>
  const src = resourceUrl(icon)
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- images are plain <img>
    <img src={src} alt="" width={32} height={32} className={`inline-block ${className}`} />
  ) : null
}
