import { afterAll } from 'vitest'
import { startedLayoutsSettled } from '@/components/theme/lazy-layout'

/**
 * A setup file of every vitest run: a test file that imported lazy layouts (every theme, through
 * the registry) ends only once the loads they began on import have, so none is cut off by the
 * environment's teardown (an unhandled "Cannot load … after the environment was torn down").
 */
afterAll(() => startedLayoutsSettled())
