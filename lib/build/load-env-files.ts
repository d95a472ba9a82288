import { createRequire } from 'node:module'

interface NextEnv {
  loadEnvConfig(dir: string, dev?: boolean): unknown
}

/**
 * Loads `.env`, `.env.production`, `.env.local`... into process.env as `next build` and
 * `next start` do (Next's own loader, @next/env, found through next: no dependency of ours), so
 * the parts of `npm run build` outside Next (the prefetch, the export's files) read the same
 * settings as the pages. Variables already set win over the files.
 */
export function loadEnvFiles(dir = process.cwd()): void {
  const fromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'))
  const { loadEnvConfig } = fromNext('@next/env') as NextEnv
  loadEnvConfig(dir, false)
}
