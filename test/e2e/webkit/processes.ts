import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import type { Readable } from 'node:stream';
import { WEBKIT_DRIVER, XVFB } from './install.ts';

// The two long-lived programs the WebKit project needs per worker: an X server for MiniBrowser's
// window and WebKitWebDriver, which starts one MiniBrowser per session on that display.

export interface Running {
  stop(): Promise<void>;
}

async function stopProcess(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = once(proc, 'exit');
  proc.kill('SIGTERM');
  await exited;
}

/** Xvfb on the first free display; `-displayfd` has it tell us which one, so no guessing or lock-file races. */
export async function startXvfb(): Promise<Running & { display: string }> {
  const proc = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('Xvfb did not report a display within 10 s')), 10_000);
    (proc.stdio[3] as Readable).on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${out.trim()}`);
      }
    });
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}) before reporting a display`));
    });
  });
  return { display, stop: () => stopProcess(proc) };
}

async function freePort(): Promise<number> {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

/**
 * WebKitWebDriver on a free loopback port. The browsers it starts inherit its environment, which is
 * how the visitor's time zone and language are set: Europe/Berlin puts the runtime in the `eu`
 * region by itself (the service has no geo for 127.0.0.1), as `timezoneId` does in signals.spec.ts.
 */
export async function startWebKitDriver(display: string): Promise<Running & { url: string }> {
  const port = await freePort();
  // MiniBrowser's navigator.language follows LANG (en-US here); the variables that would override it are dropped.
  const { LANGUAGE: _l, LC_ALL: _a, LC_MESSAGES: _m, ...env } = process.env;
  const proc = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...env, DISPLAY: display, TZ: 'Europe/Berlin', LANG: 'en_US.UTF-8' },
  });
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ; await new Promise((r) => setTimeout(r, 100))) {
    if (proc.exitCode !== null) throw new Error(`WebKitWebDriver exited (${proc.exitCode})`);
    if (
      await fetch(`${url}/status`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 10_000) {
      await stopProcess(proc);
      throw new Error(`WebKitWebDriver did not answer on ${url} within 10 s`);
    }
  }
  return { url, stop: () => stopProcess(proc) };
}
