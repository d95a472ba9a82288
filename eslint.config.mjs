import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      'out/**',
      'cache/**',
      'content/**',
      'next-env.d.ts'
    ]
  },
  {
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }]
    }
  },
  {
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' }
  },
  {
    files: ['lib/log.ts'],
    rules: { 'no-console': 'off' }
  },
  {
    files: ['components/**', 'themes/**', 'pages/**'],
    ignores: ['components/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: 'Use components/Link: it prefetches on hover, not every link in view.'
            }
          ]
        }
      ]
    }
  }
]

export default config
