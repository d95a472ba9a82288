/**
 * Files whose cn() calls still join classes that set one property twice (a shared part's default
 * and a theme's class slot, mostly): cn() merges them with tailwind-merge until none is left.
 * Fix a file (a slot that replaces the default it overrides, or the theme's list written whole)
 * and remove it here; tests/themes/server-html.test.tsx fails on a conflict in any other file,
 * and on a file listed here that no longer has one.
 */
export const CONFLICTING_FILES: readonly string[] = ['components/SearchBox.tsx']
