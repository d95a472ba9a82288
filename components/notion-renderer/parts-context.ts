import { createContext } from 'react'
import type { RendererParts } from '@/lib/theme/renderer-parts'

/** The active theme's renderer parts; none outside a theme (feeds, tests). */
export const RendererPartsContext = createContext<RendererParts>({})
