import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './ports.mjs';

/**
 * The IAB's vendor list as the e2e suite has it (test/e2e/vendor-list-origin.mjs: the fixture of test/fixtures/tcf),
 * in a process of its own on a free port, so that the service can take the TCF row's vendors. Returns the service's
 * TCF_* settings (and a scan worker, which fetches the list) and `stop`.
 * @param {string} root
 */
export async function startVendorList(root) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'test/e2e/vendor-list-origin.mjs')], {
    env: { ...process.env, VENDOR_LIST_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.on('exit', () => child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}/v3/vendor-list.json`;
  for (const deadline = Date.now() + 20_000; ; await new Promise((r) => setTimeout(r, 100))) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('the vendor-list fixture did not answer within 20 s');
  }
  return {
    // 412 stands in for the operator's CMP id, as in the e2e suite. The list is fetched by the scan worker, so the
    // service runs one (idle otherwise: the bench starts no scan, and no banner screenshots).
    env: {
      TCF_VENDOR_LIST_URL: url,
      TCF_VENDOR_LIST_HTTP_LOOPBACK: '1',
      TCF_CMP_ID: '412',
      TCF_CMP_VERSION: '3',
      SCAN_CONCURRENCY: '1',
      PROOF_SCREENSHOTS: 'off',
    },
    stop: () => child.kill('SIGTERM'),
  };
}
