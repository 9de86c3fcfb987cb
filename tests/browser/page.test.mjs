// The browser test of make serve's page: Debian's chromium, headless, driven by playwright-core as
// a person uses the page. It types a solution into the editor and submits it; the verdicts come
// from the judge, the boards the page draws are checked against the kit's testdata (the boards
// missed) and against the rules of the queens (the attacking pair), never against the page's own.
//   node tests/browser/page.test.mjs [BUILD_DIR]     Ends with one line: page: N passed, M failed.
// Screenshots: BUILD_DIR/browser/page-{accepted,missing,attack,compile}.png (docs/ keeps copies). Prints Submit-to-verdict times.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './server.mjs';

const build = process.argv[2] || 'build';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const docs = path.join(root, build, 'browser');  // copied into docs/ by hand when the page changes
fs.mkdirSync(docs, { recursive: true });
let passed = 0, failed = 0;
function check(name, ok, detail) {
  if (ok) ++passed;
  else { ++failed; console.log(`FAIL ${name}${detail ? ': ' + detail : ''}`); }
}
const read = (p) => fs.readFileSync(path.join(root, p), 'utf8');

// lc51 whose "/" diagonal check is gone: it returns boards in which two queens attack.
const noAntiDiagonal = read('solutions/lc51/sets.cpp').replace(/diagonals2\.count\(row \+ col\)/g, 'false');
const compileError = 'class Solution {\npublic:\n    int totalNQueens(int n) {\n        return n +;\n    }\n};\n';

const server = await startServer(root, build);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  viewport: { width: 1400, height: 1000 },
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const errors = [], outside = [];
const page = context.pages()[0] || await context.newPage();
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(e.message));
page.on('request', (r) => { if (!r.url().startsWith(`http://127.0.0.1:${server.port}/`) && !r.url().startsWith('data:')) outside.push(r.url()); });

// Chooses problem, language and profile, types the code into the editor, presses a button and
// waits for LeetCode's verdict; the milliseconds from the press to the verdict.
async function judge(problem, language, code, like = 'leetcode') {
  await page.selectOption('#problem', problem);
  await page.selectOption('#language', language);
  await page.selectOption('#like', like);
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  const started = Date.now();
  await page.click('#submit');
  await page.waitForFunction(() => document.body.dataset.state === 'done', null, { timeout: 60000 });
  return Date.now() - started;
}
const text = async (sel) => ((await page.$(sel)) ? (await page.textContent(sel)).trim() : '');
// The queens of every board under a selector, as "r,c" lists, and its attacking squares.
const boards = (sel) => page.$$eval(`${sel} .board`, (bs) => bs.map((b) => {
  const n = Number(getComputedStyle(b).getPropertyValue('--n'));
  const sq = [...b.children];
  const at = (f) => sq.map((s, i) => (f(s) ? [Math.floor(i / n), i % n] : null)).filter(Boolean);
  return { n, queens: at((s) => 'queen' in s.dataset), attack: at((s) => s.classList.contains('attack')) };
}));
const toRows = (n, queens) => [...Array(n)].map((_, r) => [...Array(n)].map((_, c) => (queens.some(([x, y]) => x === r && y === c) ? 'Q' : '.')).join(''));

try {
  await page.goto(server.url);
  await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 20000 });
  check('the statement is shown', (await text('#statement')).includes('queens'));

  // A comment of this run's own: the judge compiles it afresh (no cached binary), as a new paste.
  const fresh = `${Date.now()} ${process.pid}`;
  const cppMs = await judge('lc52', 'cpp', read('solutions/lc52/bitmask.cpp') + `// ${fresh}\n`);
  check('lc52 bitmask in C++: Accepted', (await text('#verdict')) === 'Accepted', await text('#panel'));
  check('lc52: 9 / 9 testcases passed (LeetCode\'s 1 <= n <= 9)', (await text('#passed')) === '9 / 9 testcases passed', await text('#passed'));
  check('the results came test by test', (await text('#lines')).split('\n').filter((l) => /^ok /.test(l)).length === 12, await text('#lines'));
  await page.screenshot({ path: path.join(docs, 'page-accepted.png'), fullPage: true });
  const py = `class Solution:\n    def totalNQueens(self, n: int) -> int:\n        full = (1 << n) - 1\n        def go(cols, d1, d2):\n            if cols == full:\n                return 1\n            count, free = 0, full & ~(cols | d1 | d2)\n            while free:\n                bit = free & -free\n                free ^= bit\n                count += go(cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1)\n            return count\n        return go(0, 0, 0)\n# ${fresh}\n`;
  const pyMs = await judge('lc52', 'python', py);
  check('lc52 bitmask in Python: Accepted, 9 / 9', (await text('#verdict')) === 'Accepted' && (await text('#passed')) === '9 / 9 testcases passed', await text('#panel'));
  console.log(`Submit to verdict, lc52 bitmask: C++ ${cppMs} ms, Python ${pyMs} ms`);

  await page.reload();
  await page.waitForFunction(() => document.body.dataset.ready === '1');
  await page.selectOption('#language', 'cpp');
  check('the code is kept per problem and language', (await page.evaluate(() => window.kitEditor.state.doc.toString())).includes('process2'));

  await judge('lc51', 'cpp', read('solutions/lc51/wrong/missing_unmark.cpp').replace(/^\/\/ expect:.*\n/, ''));
  check('lc51 missing boards: Wrong Answer', (await text('#verdict')) === 'Wrong Answer', await text('#panel'));
  check('lc51 missing boards: 3 / 9 testcases passed (n = 4 is the first wrong)', (await text('#passed')) === '3 / 9 testcases passed', await text('#passed'));
  const expected = JSON.parse(read('testdata/lc51/04.out')).map((b) => b.join('/')).sort();
  const missed = (await boards('.group.missing')).map((b) => toRows(b.n, b.queens).join('/')).sort();
  check('the boards missed are drawn: n = 4\'s two boards', JSON.stringify(missed) === JSON.stringify(expected), JSON.stringify(missed));
  await page.screenshot({ path: path.join(docs, 'page-missing.png'), fullPage: true });

  await judge('lc51', 'cpp', noAntiDiagonal);
  const invalid = await boards('.group.invalid');
  const attacks = ([[r1, c1], [r2, c2]]) => r1 === r2 || c1 === c2 || r1 - c1 === r2 - c2 || r1 + c1 === r2 + c2;
  check('boards that are not solutions are drawn', invalid.length > 0, (await text('#panel')).slice(0, 300));
  check('each with its attacking pair: two queens that attack', invalid.length > 0 && invalid.every((b) => b.attack.length === 2 &&
    b.attack.every(([r, c]) => b.queens.some(([x, y]) => x === r && y === c)) && attacks(b.attack)), JSON.stringify(invalid.slice(0, 2)));
  await page.screenshot({ path: path.join(docs, 'page-attack.png'), fullPage: true });
  const replay = await page.getAttribute('a.replay', 'href');
  const replayPage = await (await page.request.get(new URL(replay, server.url).href)).text();
  check('the replay link opens make visual\'s page', replayPage.includes('id="nq-data"'), replay);

  await judge('lc52', 'cpp', compileError);
  check('a compile error: Compile Error', (await text('#verdict')) === 'Compile Error', await text('#panel'));
  const marked = await page.$$eval('.cm-line', (ls) => ls.map((l, i) => (l.classList.contains('cm-error-line') ? i + 1 : 0)).filter(Boolean));
  check('its line (4) marked in the editor', JSON.stringify(marked) === '[4]', JSON.stringify(marked));
  await page.screenshot({ path: path.join(docs, 'page-compile.png'), fullPage: true });

  await judge('acm', 'cpp', read('solutions/acm/wrong/one_diagonal.cpp').replace(/^\/\/ expect:.*\n/, ''), 'local');
  check('acm under local: ICPC\'s verdict and the judge\'s message', (await text('#verdict')) === 'Wrong answer on test 2' &&
    (await text('#panel')).includes('expected "0", found "1"'), await text('#panel'));

  const outOfBounds = 'class Solution {\npublic:\n    int totalNQueens(int n) {\n        int counts[4] = {0};\n        return counts[n + 3];\n    }\n};\n';
  await judge('lc52', 'cpp', outOfBounds);
  check('a sanitizer\'s report: Runtime Error', (await text('#verdict')) === 'Runtime Error', await text('#panel'));
  const sanitized = await page.$$eval('.cm-line', (ls) => ls.map((l, i) => (l.classList.contains('cm-error-line') ? i + 1 : 0)).filter(Boolean));
  check('the sanitizer\'s line (5) marked in the editor', JSON.stringify(sanitized) === '[5]', JSON.stringify(sanitized));

  await page.click('#lang');
  check('the page in Chinese', (await text('#submit')) === '提交' && (await text('#statement')).includes('皇后'));
} catch (e) {
  check('the page test ran to its end', false, e.stack || String(e));
} finally {
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
  server.proc.kill('SIGINT');
}
check('no console errors', errors.length === 0, errors.slice(0, 3).join(' | '));
check('nothing loaded from elsewhere', outside.length === 0, outside.slice(0, 3).join(' '));
console.log(`screenshots: ${path.relative(root, docs)}/page-{accepted,missing,attack,compile}.png`);
console.log(`page: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
