/**
 * The vocabulary for declaring configuration keys lives in conf/key.ts (conf imports nothing
 * from lib); lib reads it from here.
 */
export * from '@/conf/key'
