// The server of make serve, from outside (serve/, docs/page.md): the address it prints, the token,
// a foreign Host or Origin, a body over the limit, bad JSON, two submissions at once, /api/judge's
// report against the judge's own --json, and SIGINT (stopped within 2 s, its judges with it).
//   node tests/serve.test.mjs [BUILD_DIR]     Ends with one line: serve: N passed, M failed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startServer } from './browser/server.mjs';

const build = process.argv[2] || 'build';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
let passed = 0, failed = 0;
function check(name, ok, detail) {
  if (ok) ++passed;
  else { ++failed; console.log(`FAIL ${name}${detail ? ': ' + detail : ''}`); }
}

// One request with the headers given (Host included): {status, body}.
function request(port, { method = 'GET', path: p, headers = {}, body }) {
  return new Promise((resolve) => {
    if (body !== undefined) headers = { ...headers, 'Content-Length': Buffer.byteLength(body) };
    const req = http.request({ host: '127.0.0.1', port, method, path: p, headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (d) => { text += d; });
      res.on('end', () => resolve({ status: res.statusCode, body: text }));
    });
    req.on('error', (e) => resolve({ status: 0, body: String(e) }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const bitmask = fs.readFileSync(path.join(root, 'solutions/lc52/bitmask.cpp'), 'utf8');
const slow = `class Solution {\npublic:\n    int totalNQueens(int n) {\n        volatile long x = 0;\n        for (long i = 0; i < 3000000000L; ++i) x += i;\n        return n;\n    }\n};\n`;

const s = await startServer(root, build);
const host = `127.0.0.1:${s.port}`, tok = `token=${s.token}`;
try {
  check('the first line is http://127.0.0.1:PORT/?token=TOKEN', s.port > 0 && s.token.length >= 32, s.url);
  const ok = await request(s.port, { path: `/api/problems?${tok}`, headers: { Host: host } });
  check('GET /api/problems with the token: 200', ok.status === 200, ok.status);
  const listed = JSON.parse(ok.body || '{}');
  const judgeLangs = JSON.parse(execFileSync(path.join(root, build, 'bin/judge'), ['--languages'], { encoding: 'utf8' }));
  check('the languages are the judge\'s', JSON.stringify(listed.languages) === JSON.stringify(judgeLangs));
  const judgeProblems = JSON.parse(execFileSync(path.join(root, build, 'bin/judge'), ['--root', root, '--problems'], { encoding: 'utf8' }));
  check('the problems, their profiles and examples are the judge\'s (--problems)', JSON.stringify((listed.problems || []).map((p) => [p.id, p.profiles, p.examples])) ===
    JSON.stringify(judgeProblems.map((p) => [p.id, p.profiles, p.examples])), JSON.stringify(listed.problems && listed.problems.map((p) => p.id)));
  check('every problem has a statement and C++ starter code',
    (listed.problems || []).length === 3 && listed.problems.every((p) => p.statement.en && p.starter.cpp));
  for (const [name, opts] of [
    ['no token', { path: '/api/problems', headers: { Host: host } }],
    ['a wrong token', { path: '/api/problems?token=0000', headers: { Host: host } }],
    ['no token on the page itself', { path: '/', headers: { Host: host } }],
    ['a foreign Origin', { method: 'POST', path: `/api/judge?${tok}`, headers: { Host: host, Origin: 'http://example.com' }, body: '{}' }],
    ['a foreign Host (DNS rebinding)', { path: `/api/problems?${tok}`, headers: { Host: `evil.example:${s.port}` } }],
  ]) {
    const r = await request(s.port, opts);
    check(`${name}: 403`, r.status === 403, `${r.status} ${r.body}`);
  }
  const huge = await request(s.port, { method: 'POST', path: `/api/judge?${tok}`, headers: { Host: host }, body: 'x'.repeat(300 * 1024) });
  check('a body over 256 KiB: 413', huge.status === 413, huge.status);
  const bad = await request(s.port, { method: 'POST', path: `/api/judge?${tok}`, headers: { Host: host }, body: '{"problem": ' });
  check('bad JSON: 400 and one error line', bad.status === 400 && /^error: [^\n]*\n$/.test(bad.body), `${bad.status} ${JSON.stringify(bad.body)}`);
  const wrongLang = await request(s.port, { method: 'POST', path: `/api/judge?${tok}`, headers: { Host: host },
    body: JSON.stringify({ problem: 'lc52', language: 'cobol', code: '' }) });
  check('a language the judge lacks: 400', wrongLang.status === 400, wrongLang.status);
  for (const [what, body] of [['a problem the judge lacks', { problem: 'lc53', language: 'cpp', code: '' }],
    ['a profile the problem lacks (lc52 under icpc)', { problem: 'lc52', language: 'cpp', code: '', like: 'icpc' }]]) {
    const r = await request(s.port, { method: 'POST', path: `/api/judge?${tok}`, headers: { Host: host }, body: JSON.stringify(body) });
    check(`${what}: 400, one line naming judge --problems`, r.status === 400 && /^error: [^\n]*--problems[^\n]*\n$/.test(r.body), `${r.status} ${r.body}`);
  }
  const badFrom = await request(s.port, { path: `/api/jobs/1?from=x&${tok}`, headers: { Host: host } });
  check('a job\'s lines from a "from" that is not a number: 400', badFrom.status === 400, `${badFrom.status} ${badFrom.body}`);

  // Two at once: both judged, each its own report, equal to the judge's own --json's verdicts.
  const submit = (code) => request(s.port, { method: 'POST', path: `/api/judge?${tok}`, headers: { Host: host, 'Content-Type': 'application/json' },
    body: JSON.stringify({ problem: 'lc52', language: 'cpp', code, tests: 'all', like: 'leetcode' }) });
  const wrong = bitmask.replace('return (int)total;', 'return (int)total + 1;');
  const [a, b] = await Promise.all([submit(bitmask), submit(wrong)]);
  const ra = JSON.parse(a.body || '{}'), rb = JSON.parse(b.body || '{}');
  check('two at once: the first Accepted on all 12 tests', a.status === 200 && ra.passed === 12 && ra.failed === 0, `${a.status} ${a.body.slice(0, 200)}`);
  check('two at once: the second is its own (WA)', b.status === 200 && (rb.results || []).some((r) => r.verdict === 'WA'), `${b.status} ${b.body.slice(0, 200)}`);
  const run = await request(s.port, { method: 'POST', path: `/api/judge?${tok}`, headers: { Host: host },
    body: JSON.stringify({ problem: 'lc52', language: 'cpp', code: bitmask, tests: 'run' }) });
  const inputs = (JSON.parse(run.body || '{}').results || []).map((r) => fs.readFileSync(path.join(root, 'testdata/lc52', r.test + '.in'), 'utf8').trim());
  check('tests "run": LeetCode\'s examples, n = 1 and n = 4', inputs.sort().join(',') === '1,4', inputs.join(','));
  const runN = (n) => request(s.port, { method: 'POST', path: `/api/judge?${tok}`, headers: { Host: host },
    body: JSON.stringify({ problem: 'lc52', language: 'cpp', code: bitmask, tests: 'run', n }) });
  const six = JSON.parse((await runN(6)).body || '{}').results || [];
  check('tests "run" with n = 6: the test of n = 6 alone', six.length === 1 &&
    fs.readFileSync(path.join(root, 'testdata/lc52', six[0].test + '.in'), 'utf8') === '6\n', JSON.stringify(six.map((r) => r.test)));
  for (const [what, n] of [['an n the kit has no test of', 99], ['an n that is not a number', '6']]) {
    const r = await runN(n);
    check(`tests "run" with ${what}: 400, one line`, r.status === 400 && /^error: [^\n]*\n$/.test(r.body), `${r.status} ${r.body}`);
  }
  const notString = await request(s.port, { method: 'POST', path: `/api/judge?${tok}`, headers: { Host: host },
    body: JSON.stringify({ problem: 52, language: 'cpp', code: '' }) });
  check('a field of the wrong type: 400, and the server goes on', notString.status === 400 &&
    (await request(s.port, { path: `/api/problems?${tok}`, headers: { Host: host } })).status === 200, `${notString.status} ${notString.body}`);

  // The queue: with every core busy on a slow program, one more waits with a position.
  const cores = (await import('node:os')).availableParallelism();
  const slowBody = JSON.stringify({ problem: 'lc52', language: 'cpp', code: slow, tests: 'run', like: 'local' });
  const jobs = [];
  const post = async () => JSON.parse((await request(s.port, { method: 'POST', path: `/api/submit?${tok}`, headers: { Host: host }, body: slowBody })).body);
  for (let i = 0; i < cores; ++i) jobs.push(await post());
  for (let waited = 0; waited < 200; ++waited) {  // until every core has taken its job (20 s at most)
    const states = await Promise.all(jobs.map(async (j) => JSON.parse((await request(s.port, { path: `/api/jobs/${j.id}?${tok}`, headers: { Host: host } })).body).state));
    if (states.every((st) => st !== 'queued')) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  jobs.push(await post());
  check('one judging per core: the one after them is queued at position 1', jobs[cores].state === 'queued' && jobs[cores].position === 1,
    JSON.stringify(jobs.map((j) => [j.state, j.position])));
} finally {
  // SIGINT with judges running: gone within 2 s, the judges and their programs with it.
  // This server's judges, by the private folders in their command lines.
  const folders = execFileSync('ps', ['-o', 'args=', '--ppid', String(s.proc.pid)], { encoding: 'utf8' })
    .match(/nqueens-serve-\w+/g) || [];
  check('judges were running at SIGINT', folders.length > 0, 'none');
  const started = Date.now();
  const exited = new Promise((resolve) => s.proc.on('exit', () => resolve(Date.now() - started)));
  s.proc.kill('SIGINT');
  const ms = await Promise.race([exited, new Promise((r) => setTimeout(() => r(-1), 5000))]);
  check('SIGINT stops it within 2 s', ms >= 0 && ms <= 2000, `${ms} ms`);
  // The judges' boxes end by SIGKILL as the judges die (each keeper is its pid namespace's first
  // process), which the kernel carries out after the server's exit is seen: within 2 s of it.
  const leftOver = () => execFileSync('ps', ['-eo', 'pid,stat,args'], { encoding: 'utf8' }).split('\n')
    .filter((l) => folders.some((f) => l.includes(f)) && !/^\s*\d+\s+Z/.test(l));
  const exitedAt = Date.now();
  let left = leftOver();
  while (left.length > 0 && Date.now() - exitedAt < 2000) {
    await new Promise((r) => setTimeout(r, 50));
    left = leftOver();
  }
  check(`nothing left running after SIGINT (${Date.now() - exitedAt} ms after the server's exit)`, left.length === 0, left.join(' | '));
  if (ms < 0) s.proc.kill('SIGKILL');
}

// A finished job is kept a while (--keep SECONDS, 600 by default), then dropped when the next one
// is added: its GET is 404 from then on.
const k = await startServer(root, build, ['--keep', '1']);
try {
  const kh = { Host: `127.0.0.1:${k.port}` }, ktok = `token=${k.token}`;
  const body = JSON.stringify({ problem: 'lc52', language: 'cpp', code: bitmask, tests: 'run', like: 'local' });
  const submitK = async () => JSON.parse((await request(k.port, { method: 'POST', path: `/api/submit?${ktok}`, headers: kh, body })).body);
  const getK = (id) => request(k.port, { path: `/api/jobs/${id}?${ktok}`, headers: kh });
  const first = await submitK();
  let state = first.state;
  for (let waited = 0; waited < 600 && state !== 'done'; ++waited) {  // 60 s at most
    await new Promise((r) => setTimeout(r, 100));
    state = JSON.parse((await getK(first.id)).body).state;
  }
  check('--keep 1: a finished job is there right after it finished', state === 'done', state);
  await new Promise((r) => setTimeout(r, 1500));
  const second = await submitK();
  const gone = await getK(first.id);
  check('--keep 1: dropped once the next job is added 1.5 s later (404, one line)', gone.status === 404 && /^error: [^\n]*\n$/.test(gone.body), `${gone.status} ${gone.body}`);
  check('--keep 1: the new job is there', (await getK(second.id)).status === 200);
} finally {
  k.proc.kill('SIGKILL');
}
console.log(`serve: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
