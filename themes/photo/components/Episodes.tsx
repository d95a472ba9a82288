import { VideoEpisodes } from '@/components/VideoEpisodes'
import type { PreparedBlocks } from '@/lib/body/types'
import { usePhotoConfig } from '@/themes/photo/config'

/** The episode player over an article's body, in pale pills, when the videos are gathered. */
export function Episodes({ body }: { body: PreparedBlocks }) {
  const photo = usePhotoConfig()
  if (!photo.PHOTO_VIDEO_COMBINE) return null
  return (
    <VideoEpisodes
      body={body}
      force={photo.PHOTO_VIDEO_COMBINE_SHOW_PAGE_FORCE}
      className="mb-10"
      classes={{
        list: 'max-h-36 justify-center overflow-y-auto',
        item: 'rounded-full border px-4 py-1.5 text-left text-sm hover:border-neutral-500',
        idle: 'border-neutral-300 font-light dark:border-neutral-600',
        current: 'border-neutral-900 font-normal dark:border-neutral-100'
      }}
    />
  )
}
