import { useMemo, useState } from 'react'
import { videoEpisodes, type EpisodeSource, type VideoEpisode } from '@/lib/content/video-episodes'
import { format } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/use-messages'
import { EMBED_SANDBOX, VIDEO_ALLOW } from '@/lib/body/embed-frame'
import { cn, type ClassSlots } from '@/lib/style/cn'

/**
 * `item` replaces an episode button's shape (EPISODE_ITEM), `idle` the colours of the others
 * (EPISODE_IDLE) and `current` those of the playing one (EPISODE_CURRENT); the other slots add
 * to their part's classes.
 */
export type VideoEpisodesSlots =
  'player' | 'media' | 'list' | 'item' | 'idle' | 'current' | 'number'

const EPISODE_ITEM = 'rounded border px-3 py-1.5 text-left text-sm hover:border-neutral-500'
const EPISODE_IDLE = 'border-neutral-300 dark:border-neutral-600'
const EPISODE_CURRENT = 'border-neutral-900 font-semibold dark:border-neutral-100'

export interface VideoEpisodesProps {
  /** The post's prepared body (null for a locked post: then nothing shows). */
  body: EpisodeSource | null | undefined
  /** Show the player for a single episode too. */
  force?: boolean
  className?: string
  classes?: ClassSlots<VideoEpisodesSlots>
}

/** The episodes of a body, named through the visitor's language. */
export function useVideoEpisodes(body: EpisodeSource | null | undefined): VideoEpisode[] {
  const t = useMessages()
  return useMemo(() => videoEpisodes(body, (n) => format(t.POST.EPISODE, { n })), [body, t])
}

/**
 * One player for every video of a post, with a list of episodes that switches it. The videos stay
 * in the body below; only the chosen episode plays here.
 */
export function VideoEpisodes({
  body,
  force = false,
  className,
  classes = {}
}: VideoEpisodesProps) {
  const t = useMessages()
  const episodes = useVideoEpisodes(body)
  const [index, setIndex] = useState(0)
  if (episodes.length === 0 || (episodes.length === 1 && !force)) return null
  const current = episodes[Math.min(index, episodes.length - 1)]!
  return (
    <section
      data-part="video-episodes"
      aria-label={t.POST.EPISODES}
      className={cn('my-6 isolate', className)}
    >
      <div data-part="player" className={cn('aspect-video w-full bg-black', classes.player)}>
        <EpisodeMedia episode={current} className={classes.media} />
      </div>
      <ol
        data-part="episode-list"
        aria-label={t.POST.EPISODES}
        className={cn('mt-3 flex flex-wrap gap-2', classes.list)}
      >
        {episodes.map((episode, i) => {
          const active = episode.id === current.id
          return (
            <li key={episode.id}>
              <button
                type="button"
                data-part="episode"
                data-episode={episode.id}
                aria-pressed={active}
                onClick={() => setIndex(i)}
                className={cn(
                  classes.item ?? EPISODE_ITEM,
                  active ? (classes.current ?? EPISODE_CURRENT) : (classes.idle ?? EPISODE_IDLE)
                )}
              >
                <span
                  data-part="episode-number"
                  className={cn('mr-2 tabular-nums', classes.number)}
                >
                  {i + 1}.
                </span>
                {episode.title}
              </button>
            </li>
          )
        })}
      </ol>
    </section>
  )
}

function EpisodeMedia({ episode, className }: { episode: VideoEpisode; className?: string }) {
  const media = cn('h-full w-full', className)
  if (episode.kind === 'video') {
    return (
      <video
        key={episode.id}
        data-part="episode-player"
        className={media}
        src={episode.src}
        title={episode.title}
        controls
        playsInline
        preload="metadata"
      />
    )
  }
  // A new frame per episode: changing a frame's address would add a step to the tab's history.
  return (
    <iframe
      key={episode.id}
      data-part="episode-player"
      className={media}
      src={episode.src}
      title={episode.title}
      loading="lazy"
      allow={VIDEO_ALLOW}
      allowFullScreen
      sandbox={EMBED_SANDBOX}
    />
  )
}
