/**
 * `npm run fuzz -- --runs N [--seed S]`: the robustness properties of tests/fuzz with N cases
 * each (`npm test` runs a few hundred from a fixed seed). Without --seed a new one is drawn and
 * printed, so a failure can be replayed.
 */
import { spawnSync } from 'node:child_process'

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const runs = Number(arg('runs') ?? 2000)
const seed = Number(arg('seed') ?? Math.floor(Math.random() * 2 ** 31))
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number above 0')
console.log(`fuzz: ${runs} cases per property, seed ${seed} (replay with --seed ${seed})`)
const result = spawnSync('npx', ['vitest', 'run', 'tests/fuzz'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed) }
})
process.exit(result.status ?? 1)
