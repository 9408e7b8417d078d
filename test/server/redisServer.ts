/**
 * A real redis-server for tests and benchmarks: started on a free port in a temporary folder,
 * restarted on the same port (to test what survives), and stopped with its folder removed.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A running redis-server that the caller owns. */
export interface RedisServer {
  readonly url: string;
  readonly port: number;
  /** Stops the server (SIGTERM, so an append-only file is flushed) and starts it again. */
  restart(): Promise<void>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/** Options of `startRedis`. */
export interface StartRedisOptions {
  /** Keeps data across restarts in an append-only file. @default false */
  readonly persistence?: boolean;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  await once(server, "close");
  if (address === null || typeof address === "string") throw new Error("no port to listen on");
  return address.port;
}

/** Whether the server answers PING with PONG. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => finish(false));
    socket.on("error", () => finish(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => finish(data.toString().startsWith("+PONG")));
  });
}

function ensureInstalled(): void {
  const probe = spawnSync("redis-server", ["--version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0)
    throw new Error(
      "redis-server is not installed: apt-get install -y --no-install-recommends redis-server",
    );
}

/** Starts a redis-server of its own (Debian's package) and waits until it answers. */
export async function startRedis(options: StartRedisOptions = {}): Promise<RedisServer> {
  ensureInstalled();
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), "threadline-redis-"));
  const args = [
    ...["--port", String(port), "--bind", "127.0.0.1", "--dir", folder],
    ...["--save", "", "--appendonly", options.persistence ? "yes" : "no"],
    ...["--daemonize", "no", "--loglevel", "warning"],
  ];
  let child: ChildProcess | undefined;

  async function launch(): Promise<void> {
    const started = spawn("redis-server", args, { stdio: ["ignore", "ignore", "inherit"] });
    child = started;
    for (let attempt = 0; attempt < 200; attempt++) {
      if (started.exitCode !== null) throw new Error(`redis-server exited (${started.exitCode})`);
      if (await answers(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`redis-server on port ${port} did not answer within 5 s`);
  }

  async function halt(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    running.kill("SIGTERM");
    await once(running, "exit");
  }

  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async restart() {
      await halt();
      await launch();
    },
    async stop() {
      await halt();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
