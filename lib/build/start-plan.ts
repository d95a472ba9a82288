import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * What `npm start` runs: the standalone server when the last build made one (a server build
 * without STANDALONE=false), else `next start`. `next start` on a standalone build works but
 * warns that it should not be used there.
 */
export type StartPlan =
  | { kind: 'standalone'; serverJs: string; env: Record<string, string>; ignored: string[] }
  | { kind: 'next'; args: string[]; env: Record<string, string> }

const buildIdOf = (distDir: string) => {
  try {
    return readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()
  } catch {
    return ''
  }
}

/** `-p 8080`, `--port=8080`, `-H host`: the options of `next start` the standalone server has. */
function optionsOf(args: string[]) {
  const env: Record<string, string> = {}
  const ignored: string[] = []
  const names: Record<string, string> = {
    '-p': 'PORT',
    '--port': 'PORT',
    '-H': 'HOSTNAME',
    '--hostname': 'HOSTNAME'
  }
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    const [flag = '', inline] = arg.split(/=(.*)/s)
    const name = names[flag]
    const value = inline ?? args[i + 1]
    if (!name || value === undefined) {
      ignored.push(arg)
      continue
    }
    env[name] = value
    if (inline === undefined) i++
  }
  return { env, ignored }
}

export function startPlan(
  args: string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
  root: string = process.cwd()
): StartPlan {
  const distDir = path.resolve(root, env.NEXT_DIST_DIR || '.next')
  const relative = path.relative(root, distDir)
  const standalone = path.join(distDir, 'standalone')
  const serverJs = path.join(standalone, 'server.js')
  // Next puts the build output inside the standalone folder under its relative name; a folder
  // left by an earlier build is not this build's server.
  const current =
    existsSync(serverJs) &&
    !relative.startsWith('..') &&
    buildIdOf(distDir) !== '' &&
    buildIdOf(path.join(standalone, relative)) === buildIdOf(distDir)
  // next.config.ts is read again: without a standalone server to run, it must not ask for one
  // (Next would warn that `next start` does not serve standalone output).
  if (!current) return { kind: 'next', args, env: { STANDALONE: 'false' } }
  const options = optionsOf(args)
  return {
    kind: 'standalone',
    serverJs,
    // Read by the server from its own folder, where the build output has the same name.
    env: { NEXT_DIST_DIR: relative, ...options.env },
    ignored: options.ignored
  }
}
