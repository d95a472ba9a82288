import type { AudioTrack } from '@/lib/widgets/audio-list'

export interface TrackListProps {
  id: string
  label: string
  tracks: readonly AudioTrack[]
  current: number
  onSelect: (index: number) => void
}

/** The playlist: one button per track, the current one marked for assistive technology too. */
export function TrackList({ id, label, tracks, current, onSelect }: TrackListProps) {
  return (
    <ol id={id} aria-label={label} className="mt-2 max-h-60 overflow-y-auto text-sm">
      {tracks.map((track, i) => (
        <li key={`${i}-${track.url}`}>
          <button
            type="button"
            aria-current={i === current ? 'true' : undefined}
            onClick={() => onSelect(i)}
            className="flex w-full gap-2 rounded px-2 py-1 text-left hover:bg-black/5 aria-[current]:font-semibold aria-[current]:text-sky-700 dark:hover:bg-white/10 dark:aria-[current]:text-sky-300"
          >
            <span className="truncate">{track.name}</span>
            {track.artist ? <span className="truncate opacity-70">{track.artist}</span> : null}
          </button>
        </li>
      ))}
    </ol>
  )
}
