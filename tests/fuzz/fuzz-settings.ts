/**
 * How many cases the fuzz tests run, and from which seed. `npm test` runs a few hundred with a
 * fixed seed; `npm run fuzz -- --runs N [--seed S]` sets FUZZ_RUNS and FUZZ_SEED to run long.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS) || 0
export const FUZZ_SEED = Number(process.env.FUZZ_SEED) || 20261124

/** The cases of one property: its share of the default, or the long run's count. */
export const runsFor = (byDefault: number) => FUZZ_RUNS || byDefault
