import { writeFileSync } from 'node:fs'
import { renderConfigDocs } from '../lib/config/config-docs'

writeFileSync(new URL('../docs/configuration.md', import.meta.url), renderConfigDocs())
console.log('wrote docs/configuration.md')
