export declare const WORKSPACE_SETTINGS: readonly string[]

/** `<temp dir>/notionpress-<hash of the build output, its id and the workspace settings>`. */
export declare function instanceTempDirOf(
  distDir: string,
  workspace: Readonly<Record<string, string | undefined>>,
  tempDir?: string
): string
