import { build, type Plugin } from 'esbuild'

/**
 * Lets Node run code written for Next's compiler: its stylesheet imports. A plain `.css` import
 * only matters to the browser, so it becomes nothing. A CSS module (`X.module.css`) becomes the
 * object its importer reads class names from, naming each class `X_<class>`, where Next's
 * compiler gives it a per-build hash (`FDlDoW_body` for NotionRenderer.module.css's `body`). The
 * feeds are the only output of this bundle that carries such names, and a feed is read without
 * the site's stylesheet, so only the names differ: every element keeps the same classes.
 */
export const cssOutsideNext: Plugin = {
  name: 'css-outside-next',
  setup(bundler) {
    bundler.onResolve({ filter: /\.css$/ }, (args) => ({
      path: args.path,
      namespace: 'css-outside-next'
    }))
    bundler.onLoad({ filter: /.*/, namespace: 'css-outside-next' }, (args) => ({
      contents: cssModuleSource(args.path),
      loader: 'js'
    }))
  }
}

/** The JavaScript an import of the stylesheet `specifier` stands for outside Next. */
export function cssModuleSource(specifier: string): string {
  const stem = /([^/\\]+)\.module\.css$/.exec(specifier)?.[1]
  if (!stem) return ''
  const prefix = JSON.stringify(`${stem}_`)
  return `export default new Proxy({}, { get: (_, name) => typeof name === 'string' ? ${prefix} + name : undefined })`
}

/**
 * Bundles `entry` (a script that imports code under components/, written for Next's compiler)
 * into `outfile`, a CommonJS file plain Node runs (CommonJS: Next's modules are imported without
 * their extension, which only `require` resolves); packages stay imports of node_modules, the @/
 * paths resolve through tsconfig.json, `alias` maps the module names next.config.ts aliases.
 */
export async function bundleOutsideNext(
  entry: string,
  outfile: string,
  alias: Record<string, string>
): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    jsx: 'automatic',
    alias,
    plugins: [cssOutsideNext],
    logLevel: 'warning'
  })
}
