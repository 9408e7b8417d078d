import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const importPattern =
  /(?:import|export)\s[^"']*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|import\s*["']([^"']+)["']/g;

/**
 * Every module an entry reaches (its own path first) and the packages they import, read
 * from the source: JSDoc examples show imports too, so only code counts. With
 * `typeImports: false`, `import type` lines are left out, as they load nothing.
 */
export function modulesOf(
  entry: string,
  { typeImports = true }: { readonly typeImports?: boolean } = {},
): { files: string[]; bare: string[] } {
  const files: string[] = [];
  const bare = new Set<string>();
  const queue = [resolve(root, entry)];
  for (const file of queue) {
    if (files.includes(file)) continue;
    files.push(file);
    let code = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    if (!typeImports) code = code.replace(/^import type [^;]*;$/gm, "");
    for (const match of code.matchAll(importPattern)) {
      const specifier = (match[1] ?? match[2] ?? match[3]) as string;
      if (specifier.startsWith("."))
        queue.push(resolve(dirname(file), specifier.replace(/\.js$/, ".ts")));
      else bare.add(specifier);
    }
  }
  return { files, bare: [...bare].sort() };
}
