/**
 * The checks run before the browser tests: the type check, ESLint and Prettier each use about one
 * core; vitest, the longest, takes two workers, so on a two-core machine it shares the cores with
 * the others while they run and has both once they end.
 */
import { availableParallelism } from 'node:os'
import path from 'node:path'
import type { Job } from './lib/side-by-side'

const bin = (name: string) => path.join('node_modules', '.bin', name)

export const CHECKS: Job[] = [
  // TypeScript 7's native compiler (a third of the CPU time of TypeScript 5, which Next and
  // typescript-eslint still load through its JavaScript API): the same checker, the same tsconfig.
  {
    label: 'typecheck',
    command: process.execPath,
    args: [path.join('node_modules', 'typescript-native', 'bin', 'tsc'), '--noEmit']
  },
  { label: 'eslint', command: bin('eslint'), args: ['.'] },
  { label: 'prettier', command: bin('prettier'), args: ['--check', '.'] },
  {
    label: 'unit tests',
    command: bin('vitest'),
    args: ['run', `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`]
  }
]
