// Installs the dependencies the tests keep apart from the package's own, each from its lock
// file, when its node_modules is missing or older than the lock: React 18 (the react18
// project) and the AI SDK's types (it declares Node 22; its types need no runtime). Run by
// `npm test` before anything else; nothing of it ships, as the package has no install script.
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const folders = ["test/deps/react18", "test/deps/ai-sdk"];

for (const folder of folders) {
  const lock = join(root, folder, "package-lock.json");
  const installed = join(root, folder, "node_modules", ".package-lock.json");
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) continue;
  console.log(`test-deps: npm ci in ${folder}`);
  execFileSync(
    process.platform === "win32" ? "npm.cmd" : "npm",
    [
      "ci",
      "--no-audit",
      "--no-fund",
      "--ignore-scripts",
      "--engine-strict=false",
      "--loglevel=error",
    ],
    { cwd: join(root, folder), stdio: "inherit" },
  );
}
