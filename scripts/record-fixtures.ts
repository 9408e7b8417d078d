import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { recordedSessions } from "../src/testing/fixtures/recordedSessions.js";

const directory = fileURLToPath(new URL("../public/fixtures/", import.meta.url));
mkdirSync(directory, { recursive: true });
for (const { file, session } of recordedSessions) {
  const text = session().ndjson();
  writeFileSync(join(directory, file), text);
  const kilobytes = Math.round(Buffer.byteLength(text) / 1024);
  console.log(`public/fixtures/${file}: ${kilobytes} KB`);
}
