// The lock file of this example installs Threadline from threadline.tgz, a package packed from
// the repository on each build, so it must not pin that file's integrity (which changes with
// every build); everything else stays pinned, so `npm ci` installs the same tree each time.
//
//   node tarball-lock.mjs --unpin   after `npm install`: drops the tarball's integrity
//   node tarball-lock.mjs --check   after `npm ci`: the lock pins no integrity for the
//                                   tarball, and records the dependencies it declares now
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("./package-lock.json", import.meta.url);
const entryKey = "node_modules/threadline";
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const entry = lock.packages?.[entryKey];
if (!entry) throw new Error(`package-lock.json: no "${entryKey}" entry; run npm install first`);

/** A map of versions as JSON, keys in order, so the two can be compared. */
const sorted = (versions = {}) => JSON.stringify(Object.entries(versions).sort());

const mode = process.argv[2];
if (mode === "--unpin") {
  delete entry.integrity;
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log("tarball-lock: package-lock.json pins no integrity for threadline.tgz");
} else if (mode === "--check") {
  if (entry.integrity)
    throw new Error(
      "package-lock.json pins the integrity of threadline.tgz: run `node tarball-lock.mjs --unpin`",
    );
  const installed = JSON.parse(
    readFileSync(new URL(`./${entryKey}/package.json`, import.meta.url), "utf8"),
  );
  for (const field of ["dependencies", "peerDependencies"]) {
    const declared = sorted(installed[field]);
    const locked = sorted(entry[field]);
    if (declared !== locked)
      throw new Error(
        `threadline's ${field} changed since package-lock.json was written (${locked} → ${declared}): ` +
          "run `npm install && node tarball-lock.mjs --unpin` in examples/visual-regression",
      );
  }
  console.log(`tarball-lock: threadline ${installed.version} from threadline.tgz matches the lock`);
} else {
  throw new Error(`tarball-lock: expected --unpin or --check, got ${mode ?? "nothing"}`);
}
