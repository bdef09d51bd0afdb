export function applyPatches(projectDir: string): void
