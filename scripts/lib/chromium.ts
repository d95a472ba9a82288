import { existsSync } from 'node:fs'

/** Debian's Chromium (never a downloaded browser), with the flags this sandbox needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync'
]

export function assertChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}. Install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROMIUM_PATH.`
    )
  }
}
