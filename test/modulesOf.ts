import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const importPattern =
  /(?:import|export)\s[^"']*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|import\s*["']([^"']+)["']/g;

/**
 * The modules one file imports, as absolute paths (relative specifiers resolved to their
 * `.ts` source), and the packages it imports, read from the source: JSDoc examples show
 * imports too, so only code counts. With `typeImports: false`, `import type` lines are left
 * out, as they load nothing.
 */
export function importsOf(
  file: string,
  { typeImports = true }: { readonly typeImports?: boolean } = {},
): { files: string[]; bare: string[] } {
  const path = resolve(root, file);
  let code = readFileSync(path, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
  if (!typeImports) code = code.replace(/^import type [^;]*;$/gm, "");
  const files: string[] = [];
  const bare: string[] = [];
  for (const match of code.matchAll(importPattern)) {
    const specifier = (match[1] ?? match[2] ?? match[3]) as string;
    if (specifier.startsWith("."))
      files.push(resolve(dirname(path), specifier.replace(/\.js$/, ".ts")));
    else bare.push(specifier);
  }
  return { files, bare };
}

/**
 * Every module an entry reaches (its own path first) and the packages they import (see
 * `importsOf`).
 */
export function modulesOf(
  entry: string,
  options: { readonly typeImports?: boolean } = {},
): { files: string[]; bare: string[] } {
  const files: string[] = [];
  const bare = new Set<string>();
  const queue = [resolve(root, entry)];
  for (const file of queue) {
    if (files.includes(file)) continue;
    files.push(file);
    const imports = importsOf(file, options);
    queue.push(...imports.files);
    for (const name of imports.bare) bare.add(name);
  }
  return { files, bare: [...bare].sort() };
}
