import { StrokeIcon } from '@/components/StrokeIcon'

export const PlayIcon = () => (
  <StrokeIcon>
    <path d="M7 4.5v15l12-7.5z" />
  </StrokeIcon>
)
export const PauseIcon = () => (
  <StrokeIcon>
    <path d="M8 5v14M16 5v14" />
  </StrokeIcon>
)
export const PreviousIcon = () => (
  <StrokeIcon>
    <path d="M6 5v14M18 5 9 12l9 7z" />
  </StrokeIcon>
)
export const NextIcon = () => (
  <StrokeIcon>
    <path d="M18 5v14M6 5l9 7-9 7z" />
  </StrokeIcon>
)
export const ListIcon = () => (
  <StrokeIcon>
    <path d="M4 6h16M4 12h16M4 18h10" />
  </StrokeIcon>
)
export const ChevronIcon = ({ open }: { open: boolean }) => (
  <StrokeIcon>
    <path d={open ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
  </StrokeIcon>
)
