import { useId, useMemo, useState } from 'react'
import type { PublicConfig } from '@/lib/config/types'
import { audioTracks } from '@/lib/widgets/audio-list'
import {
  ChevronIcon,
  ListIcon,
  NextIcon,
  PauseIcon,
  PlayIcon,
  PreviousIcon
} from '@/components/music/icons'
import { TrackList } from '@/components/music/TrackList'
import { usePlayer } from '@/components/music/use-player'
import { useWidgetStrings } from '@/components/site-extras/strings'

const BUTTON =
  'flex h-9 w-9 shrink-0 items-center justify-center rounded-full hover:bg-black/5 dark:hover:bg-white/10'

/**
 * A small player fixed in the bottom-left corner: a mini bar (cover and play) that opens to show
 * the track, previous / next and the track list. MUSIC_PLAYER_VISIBLE off keeps only the sound.
 */
export default function MusicPlayer({ config }: { config: PublicConfig }) {
  const t = useWidgetStrings()
  const listId = useId()
  const tracks = useMemo(
    () => audioTracks(config.MUSIC_PLAYER_AUDIO_LIST),
    [config.MUSIC_PLAYER_AUDIO_LIST]
  )
  const player = usePlayer(tracks, config.MUSIC_PLAYER_ORDER, config.MUSIC_PLAYER_AUTO_PLAY)
  const [open, setOpen] = useState(false)
  const [listOpen, setListOpen] = useState(false)
  const track = tracks[player.index]
  if (!track) return null
  const audio = <audio {...player.audioProps} />
  if (!config.MUSIC_PLAYER_VISIBLE) return audio
  return (
    <section
      aria-label={t.MUSIC_PLAYER}
      data-widget="music-player"
      className="fixed bottom-4 left-4 z-50 max-w-[calc(100vw-2rem)] rounded-2xl border border-black/10 bg-white/95 p-1.5 text-neutral-800 shadow-lg backdrop-blur sm:w-auto dark:border-white/10 dark:bg-neutral-900/95 dark:text-neutral-100"
    >
      {audio}
      <div className="flex items-center gap-1">
        {track.cover ? (
          // eslint-disable-next-line @next/next/no-img-element -- any host; next/image would need it listed
          <img
            src={track.cover}
            alt=""
            width={36}
            height={36}
            className="h-9 w-9 rounded-full object-cover"
          />
        ) : null}
        <button
          type="button"
          className={BUTTON}
          aria-label={player.playing ? t.PAUSE : t.PLAY}
          onClick={player.toggle}
        >
          {player.playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        {open ? (
          <>
            <p className="mx-1 w-40 min-w-0 text-xs leading-tight" aria-live="polite">
              <span className="block truncate font-medium">{track.name}</span>
              <span className="block truncate opacity-70">{track.artist}</span>
            </p>
            <button
              type="button"
              className={BUTTON}
              aria-label={t.PREVIOUS}
              onClick={player.previous}
            >
              <PreviousIcon />
            </button>
            <button type="button" className={BUTTON} aria-label={t.NEXT} onClick={player.next}>
              <NextIcon />
            </button>
            <button
              type="button"
              className={BUTTON}
              aria-label={t.TRACKS}
              aria-expanded={listOpen}
              aria-controls={listId}
              onClick={() => setListOpen(!listOpen)}
            >
              <ListIcon />
            </button>
          </>
        ) : null}
        <button
          type="button"
          className={BUTTON}
          aria-label={open ? t.COLLAPSE : t.EXPAND}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <ChevronIcon open={open} />
        </button>
      </div>
      {open && listOpen ? (
        <TrackList
          id={listId}
          label={t.TRACKS}
          tracks={tracks}
          current={player.index}
          onSelect={player.select}
        />
      ) : null}
    </section>
  )
}
