import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // Tests see accounts switched on (Clerk itself mocked where it loads); a test may mock it off.
      'accounts-boundary': fileURLToPath(
        new URL('./components/accounts/boundary/on.tsx', import.meta.url)
      ),
      'accounts-session': fileURLToPath(new URL('./lib/accounts/session/on.ts', import.meta.url))
    }
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000
  }
})
