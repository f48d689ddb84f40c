// Small process helpers shared by the repo scripts (start, dev, test, bench). Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a command to completion with inherited output; resolves to its exit code (signals count as failure). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** An ephemeral port on the loopback interface, released before it is returned. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers with any HTTP status; rejects after `timeoutMs` or when `child` exits first. */
export function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    let exited = false;
    const onExit = (code) => {
      exited = true;
      reject(new Error(`server exited with code ${code} before answering ${url}`));
    };
    child?.once('exit', onExit);
    const attempt = () => {
      if (exited) return;
      const req = http.get(url, (res) => {
        res.resume();
        child?.off('exit', onExit);
        resolve();
      });
      req.on('error', () => {
        if (Date.now() > deadline) {
          child?.off('exit', onExit);
          reject(new Error(`timed out after ${timeoutMs} ms waiting for ${url}`));
        } else setTimeout(attempt, 250);
      });
      req.setTimeout(2000, () => req.destroy());
    };
    attempt();
  });
}

/**
 * Starts a long-running child in its own process group, so a terminal Ctrl+C reaches only this script (npm may
 * deliver it twice) and the child is signalled exactly once, together with anything it spawned.
 */
export function spawnGroup(command, args, options = {}) {
  return spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], ...options, detached: true });
}

const alive = (child) => child.exitCode === null && child.signalCode === null;

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Keeps a set of `spawnGroup` children together: the first SIGINT/SIGTERM/SIGHUP, or the first child to exit on its
 * own, stops all of them (SIGKILL after `graceMs`). Resolves, once all have exited, to the exit code of the child
 * that ended first by itself, or 0 when they were stopped by a signal.
 */
export function supervise(children, graceMs = 10_000) {
  let stopping = false;
  let firstCode = 0;
  const stopAll = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (alive(child)) killGroup(child, signal);
    setTimeout(() => children.forEach((child) => alive(child) && killGroup(child, 'SIGKILL')), graceMs).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(signal));
  // Never leave a server behind when this script ends for another reason.
  process.on('exit', () => children.forEach((child) => alive(child) && killGroup(child, 'SIGKILL')));
  const exits = children.map(
    (child) =>
      new Promise((resolve) => {
        child.once('exit', (code) => {
          if (!stopping) {
            firstCode = code || 1;
            stopAll('SIGTERM');
          }
          resolve();
        });
      }),
  );
  return Promise.all(exits).then(() => firstCode);
}

/** Stops a child started with `spawnGroup` and waits for it to exit (SIGKILL after a grace period). */
export function stop(child, graceMs = 5000) {
  if (!child || !alive(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    killGroup(child, 'SIGTERM');
  });
}

/** Path of an npm-installed executable, looked up from `workspace` towards the root like npm does. */
export function bin(name, workspace = '.') {
  let dir = path.resolve(ROOT, workspace);
  for (;;) {
    const candidate = path.join(dir, 'node_modules/.bin', name);
    if (fs.existsSync(candidate)) return candidate;
    if (dir === ROOT || dir === path.dirname(dir)) throw new Error(`${name} is not installed: run npm install`);
    dir = path.dirname(dir);
  }
}
