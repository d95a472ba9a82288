import type { KeySpec } from '@/lib/config/define'
import { configSlices } from '@/lib/config/config-slices'
import { envNamesOf as envNamesOfSpec, notionMay } from '@/lib/config/resolve-keys'

/** docs/configuration.md, generated from conf/ so the owner's reference cannot drift from code. */
export function renderConfigDocs(): string {
  const lines = [
    '# Configuration',
    '',
    '<!-- Generated from conf/*.config.ts by `npm run docs:config`. Do not edit by hand. -->',
    '',
    'Every setting has a default in `conf/`. Override it, from weakest to strongest:',
    '',
    '1. **File**: edit the default in the `conf/*.config.ts` file named below.',
    '2. **Environment**: set the variable named below (at build time; in server mode also at run time).',
    '3. **Notion**: an enabled row of the Config table in your Notion database (see',
    '   [notion-database.md](notion-database.md)), when the setting allows it (the Notion column).',
    '',
    'Anyone who can edit the Notion workspace can write its Config table, so it may set only',
    "content and look: the site's words, pictures, theme and lists. The data model (column",
    'names), URLs, ids, tokens, security and build settings are set in a file or the environment;',
    'a Notion row for them is ignored with a build warning. The two settings that load code on',
    'every page (`CUSTOM_EXTERNAL_JS`, `CUSTOM_EXTERNAL_CSS`) may come from Notion only when',
    '`ALLOW_NOTION_SCRIPTS` is true in the file or environment. Numbers outside their range are',
    'refused the same way. See [security.md](security.md).',
    '',
    'Text values are read as numbers when they are digits, as booleans when `true` / `false`, and as',
    'JSON when they look like JSON; lists may also be comma-separated. A bad value in a file or the',
    'environment stops the build with the key and where it came from; a bad value in Notion is',
    'logged and ignored. Public settings are sent to the browser; server settings never are.',
    '',
    'Your own styles and script go in `public/css/custom.css` and `public/js/custom.js`. Each is',
    'linked on every page only when it holds more than comments (decided when the site is built:',
    'rebuild after editing one that was empty), so the empty starter files cost visitors nothing.',
    ''
  ]
  for (const { file, keys: slice, isPublic, isTheme } of configSlices()) {
    const rule = { byDefault: isTheme, scriptsAllowed: false }
    lines.push(`## \`${file}\` (${isPublic ? 'public' : 'server only'})`, '')
    lines.push('| Setting | Type | Default | Environment | Notion | Description |')
    lines.push('| --- | --- | --- | --- | --- | --- |')
    for (const [name, spec] of Object.entries(slice)) {
      const env = envNamesOfSpec(name, spec)
        .map((n) => `\`${n}\``)
        .join(', ')
      lines.push(
        `| \`${name}\` | ${typeOf(spec)} | ${defaultOf(spec)} | ${env} | ${notionColumn(notionMay(spec, rule))} | ${spec.doc}${rangeOf(spec)} |`
      )
    }
    lines.push('')
  }
  return lines.join('\n')
}

const notionColumn = (may: boolean | 'scripts') =>
  may === 'scripts' ? 'with `ALLOW_NOTION_SCRIPTS`' : may ? 'yes' : 'no'

function rangeOf(spec: KeySpec<unknown>): string {
  if (spec.min === undefined && spec.max === undefined) return ''
  return ` Range ${spec.min ?? '…'} to ${spec.max ?? '…'}.`
}

function typeOf(spec: KeySpec<unknown>): string {
  if (spec.kind === 'enum') return (spec.options ?? []).map((o) => `\`${o}\``).join(' / ')
  return spec.kind
}

function defaultOf(spec: KeySpec<unknown>): string {
  if (spec.secret) return '(empty)'
  const text = typeof spec.default === 'string' ? spec.default : JSON.stringify(spec.default)
  return text === '' ? '(empty)' : `\`${text.replace(/\|/g, '\\|')}\``
}
