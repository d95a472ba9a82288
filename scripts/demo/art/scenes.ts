/**
 * One scene per cover (keyed by the row's cover name) and the extra frames used inside posts.
 * Palettes vary by time of day and place (dawn, dusk, night, fog, desert, sea, monochrome), and
 * keep mid-tones that sit well on both the light and the dark theme.
 */
import type { Scene } from './landscape'

export const COVER_SCENES: Record<string, Scene> = {
  'harbour-blue-hour': {
    sky: ['#0f1c3f', '#2e4a7d', '#9fb3d1'],
    land: 'city',
    horizon: 640,
    near: '#0a0f1f',
    haze: '#5b6f99',
    layers: 3,
    windows: '#ffd38a',
    stars: 30,
    water: { top: '#3b5585', deep: '#070b18' }
  },
  'before-the-fog-lifts': {
    sky: ['#8da1a8', '#b9c6c4', '#e3e6dc'],
    land: 'forest',
    horizon: 520,
    near: '#1f2d2a',
    haze: '#c9d2cc',
    layers: 5,
    fog: { color: '#eef1ea', opacity: 0.6 },
    light: { x: 300, y: 250, r: 30, color: '#fbf7e8', glow: '#ffffff' },
    grain: 0.26
  },
  'darkroom-kitchen-sink': {
    sky: ['#1a0508', '#5e0f14', '#b3301f'],
    land: 'hills',
    horizon: 560,
    near: '#0c0304',
    haze: '#7a1c17',
    layers: 4,
    light: { x: 600, y: 430, r: 46, color: '#ff7a4d', glow: '#ff3b1f' },
    grain: 0.3
  },
  'ridge-night-walk': {
    sky: ['#050a1c', '#0d1b3a', '#1f3560'],
    land: 'mountains',
    horizon: 620,
    near: '#04060d',
    haze: '#2a4170',
    layers: 4,
    stars: 280,
    aurora: '#3ee8a4',
    light: { x: 980, y: 160, r: 20, color: '#f4f1e4', glow: '#7f95c8' }
  },
  'zone-system': {
    sky: ['#1c1c1c', '#6b6b6b', '#d9d9d9'],
    land: 'mountains',
    horizon: 560,
    near: '#0d0d0d',
    haze: '#bdbdbd',
    layers: 5,
    fog: { color: '#f2f2f2', opacity: 0.45 },
    light: { x: 760, y: 260, r: 34, color: '#ffffff', glow: '#e0e0e0' },
    grain: 0.3
  },
  'desert-week': {
    sky: ['#3d6fa8', '#f0b27a', '#ffdca8'],
    land: 'dunes',
    horizon: 560,
    near: '#b8612e',
    haze: '#f2c48d',
    layers: 4,
    light: { x: 880, y: 330, r: 44, color: '#fff4d6', glow: '#ffd27a' }
  },
  'winter-coast': {
    sky: ['#9fb4cc', '#dbe2ea', '#f6efe6'],
    land: 'hills',
    horizon: 560,
    near: '#3b4856',
    haze: '#c9d3dc',
    layers: 3,
    water: { top: '#aab9c8', deep: '#3b4d60' },
    light: { x: 700, y: 430, r: 34, color: '#fffaf0', glow: '#fff3d6' }
  },
  'film-in-winter': {
    sky: ['#6c7fa8', '#e5b3bb', '#fbe3d3'],
    land: 'mountains',
    horizon: 560,
    near: '#3a3f5c',
    haze: '#f0cfd0',
    layers: 5,
    light: { x: 380, y: 380, r: 32, color: '#fff7ef', glow: '#ffd9cf' },
    fog: { color: '#fff4f0', opacity: 0.35 }
  },
  'cameras-i-carry': {
    sky: ['#ff9a5a', '#ffc37d', '#fff0c2'],
    land: 'hills',
    horizon: 540,
    near: '#3d2b1f',
    haze: '#f7c98b',
    layers: 5,
    light: { x: 250, y: 440, r: 50, color: '#fff6dc', glow: '#ffb35c' }
  },
  'mountain-lakes': {
    sky: ['#27496d', '#8fb9c9', '#f4d6b0'],
    land: 'mountains',
    horizon: 560,
    near: '#14202b',
    haze: '#a9c3cc',
    layers: 4,
    water: { top: '#6f94a8', deep: '#0f1d28' },
    light: { x: 620, y: 400, r: 28, color: '#fff6e0', glow: '#ffe2b0' }
  },
  'city-nights': {
    sky: ['#070716', '#1b1240', '#6a2466'],
    land: 'city',
    horizon: 640,
    near: '#07060f',
    haze: '#3b1d4f',
    layers: 3,
    windows: '#7de0ff',
    water: { top: '#3a1844', deep: '#05040c' },
    light: { x: 300, y: 560, r: 24, color: '#ff9ad5', glow: '#ff4fa3' }
  },
  'scanning-negatives': {
    sky: ['#0b2545', '#13315c', '#8da9c4'],
    land: 'mountains',
    horizon: 580,
    near: '#0b1a2e',
    haze: '#7f9cbd',
    layers: 5,
    fog: { color: '#c7d6e6', opacity: 0.4 },
    light: { x: 880, y: 200, r: 26, color: '#f1f5fb', glow: '#a9c0dd' },
    stars: 60
  },
  portfolio: {
    sky: ['#2d1b4e', '#d1495b', '#f7b267'],
    land: 'hills',
    horizon: 600,
    near: '#1a1028',
    haze: '#b8566a',
    layers: 3,
    water: { top: '#c15c5c', deep: '#1e1433' },
    light: { x: 600, y: 540, r: 56, color: '#ffe3a3', glow: '#ff8f5a' }
  },
  'how-this-site-works': {
    sky: ['#0f2027', '#2c5364', '#8fb3a8'],
    land: 'forest',
    horizon: 540,
    near: '#08130f',
    haze: '#5f8a80',
    layers: 4,
    stars: 70,
    light: { x: 950, y: 170, r: 24, color: '#f3f6ee', glow: '#9cc2b6' },
    fog: { color: '#a9c9bf', opacity: 0.3 }
  },
  'writing-in-notion': {
    sky: ['#b6c9e0', '#f2d7c9', '#fbeee0'],
    land: 'dunes',
    horizon: 560,
    near: '#c98b6b',
    haze: '#f4d8c3',
    layers: 4,
    light: { x: 300, y: 300, r: 36, color: '#fffdf5', glow: '#ffffff' }
  },
  'salt-flats-moonrise': {
    sky: ['#0d1330', '#2b2f66', '#a0657a'],
    land: 'dunes',
    horizon: 580,
    near: '#1b1530',
    haze: '#6d4f73',
    layers: 4,
    stars: 200,
    light: { x: 820, y: 330, r: 36, color: '#fdf6e3', glow: '#d6b6c8' }
  },
  'sea-of-clouds': {
    sky: ['#1e3c72', '#6a8fc7', '#f9d9b8'],
    land: 'mountains',
    horizon: 520,
    near: '#1a2336',
    haze: '#d8c9d6',
    layers: 5,
    fog: { color: '#ffffff', opacity: 0.75 },
    light: { x: 200, y: 520, r: 40, color: '#fff2d0', glow: '#ffcf99' }
  },
  'contact-sheets': {
    sky: ['#0a0a0a', '#2a2a2a', '#707070'],
    land: 'city',
    horizon: 660,
    near: '#050505',
    haze: '#4a4a4a',
    layers: 3,
    windows: '#f0f0f0',
    grain: 0.34
  },
  'letters-from-2099': {
    sky: ['#04121c', '#0b3042', '#1e6a6e'],
    land: 'hills',
    horizon: 600,
    near: '#02080c',
    haze: '#1c4d55',
    layers: 3,
    aurora: '#7cf7c5',
    stars: 220,
    water: { top: '#174a52', deep: '#02080c' }
  },
  'a-lens-i-sold': {
    sky: ['#9aa5b1', '#c4ccd3', '#e6e9ec'],
    land: 'hills',
    horizon: 580,
    near: '#4d5a66',
    haze: '#c7ced5',
    layers: 3,
    water: { top: '#b3bcc5', deep: '#56626e' },
    fog: { color: '#f2f4f6', opacity: 0.5 }
  },
  'iceland-draft': {
    sky: ['#3a6073', '#87aab8', '#dfe9ec'],
    land: 'mountains',
    horizon: 560,
    near: '#1d2b33',
    haze: '#c5d7de',
    layers: 4,
    fog: { color: '#eef4f6', opacity: 0.4 }
  },
  prints: {
    sky: ['#2c2a4a', '#cf6a5b', '#f6c28b'],
    land: 'dunes',
    horizon: 580,
    near: '#6a2e35',
    haze: '#e0936f',
    layers: 4,
    light: { x: 420, y: 470, r: 60, color: '#ffe9b8', glow: '#ff9b6a' }
  },
  about: {
    sky: ['#41526b', '#c7a3a6', '#f7dcc0'],
    land: 'mountains',
    horizon: 560,
    near: '#232a3a',
    haze: '#dcbcb4',
    layers: 4,
    water: { top: '#98a3b3', deep: '#2a3142' },
    light: { x: 840, y: 420, r: 30, color: '#fff5e6', glow: '#ffd6b0' }
  },
  colophon: {
    sky: ['#202020', '#8a8a8a', '#e8e8e8'],
    land: 'forest',
    horizon: 520,
    near: '#111111',
    haze: '#cfcfcf',
    layers: 5,
    fog: { color: '#ffffff', opacity: 0.55 },
    grain: 0.3
  }
}

/** Frames inside posts: variations of cover scenes under another seed, so no two match. */
export const FRAME_SCENES: Record<string, { scene: keyof typeof COVER_SCENES; seed: string }> = {
  'pier-at-dusk': { scene: 'portfolio', seed: 'pier' },
  'pines-in-fog': { scene: 'before-the-fog-lifts', seed: 'pines' },
  'dunes-at-noon': { scene: 'desert-week', seed: 'noon' },
  'harbour-night': { scene: 'harbour-blue-hour', seed: 'night' },
  alpenglow: { scene: 'film-in-winter', seed: 'alpenglow' },
  'moon-lake': { scene: 'mountain-lakes', seed: 'moon' }
}
