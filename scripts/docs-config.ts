import { writeFileSync } from 'node:fs'
import { renderConfigDocs } from '../lib/config/config-docs'
import { renderEnvExample } from '../lib/config/env-example'

writeFileSync(new URL('../docs/configuration.md', import.meta.url), renderConfigDocs())
console.log('wrote docs/configuration.md')
writeFileSync(new URL('../.env.example', import.meta.url), renderEnvExample())
console.log('wrote .env.example')
