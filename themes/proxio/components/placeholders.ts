import type { useProxioConfig } from '@/themes/proxio/config'

/** The blog tiles' placeholder pictures, in order. */
export const placeholdersOf = (config: ReturnType<typeof useProxioConfig>): string[] => [
  config.PROXIO_BLOG_PLACEHOLDER_IMG_URL_1,
  config.PROXIO_BLOG_PLACEHOLDER_IMG_URL_2,
  config.PROXIO_BLOG_PLACEHOLDER_IMG_URL_3,
  config.PROXIO_BLOG_PLACEHOLDER_IMG_URL_4
]
