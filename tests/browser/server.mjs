// Starts build/bin/serve for a test, as make serve does, and reads the address it prints first.
// SERVE_ROOTS=DIR hands the judge --roots DIR (a checkout whose build/ has no toolchain root).
import { spawn } from 'node:child_process';
import path from 'node:path';

export async function startServer(root, build, extra = []) {
  const bin = path.join(root, build, 'bin');
  const args = ['--judge', path.join(bin, 'judge'), '--root', root, '--page', path.join(root, build, 'page'),
    '--visual', path.join(bin, 'visual'), ...extra];
  if (process.env.SERVE_ROOTS) args.push('--roots', process.env.SERVE_ROOTS);
  const proc = spawn(path.join(bin, 'serve'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  proc.stderr.on('data', (d) => { stderr += d; });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(out.split('\n')[0]);
    });
    proc.on('exit', (code) => reject(new Error(`serve exited ${code} before its address: ${stderr}`)));
  });
  const m = /^http:\/\/127\.0\.0\.1:(\d+)\/\?token=([0-9a-f]+)$/.exec(url);
  return { proc, url, port: m ? Number(m[1]) : 0, token: m ? m[2] : '', stderr: () => stderr };
}
