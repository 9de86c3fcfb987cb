// The browser test of `make visual`: Debian's chromium, headless, driven by playwright-core the
// way a person uses the page (keys, buttons, the slider, the address), checked against what
// build/bin/trace prints. The page's data come from study/visual.cpp; the expectations here come
// from parsing the text of `trace`, so the page is never checked against its own data.
//   node tests/browser/visual.test.mjs [BUILD_DIR]      (run by `make browser-test` / tests/run.sh)
// Ends with one line: browser: N passed, M failed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const build = process.argv[2] || 'build';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const outDir = path.join(root, build, 'browser');
fs.mkdirSync(outDir, { recursive: true });
let passed = 0, failed = 0;

function check(name, ok, detail) {
  if (ok) ++passed;
  else { ++failed; console.log(`FAIL ${name}${detail ? ': ' + detail : ''}`); }
}

// ---- what trace says ---------------------------------------------------------------------
// Each step: body (its numbered line), queens (column per row, -1 = empty) after the step, and
// for the bitmask the binary values printed with it.
function traceSteps(n, approach, maxSteps = 1000000) {
  const text = execFileSync(path.join(root, build, 'bin/trace'),
    ['--approach', approach, '--max-steps', String(maxSteps), String(n)],
    { encoding: 'utf8', maxBuffer: 1 << 30 });
  const lines = text.split('\n');
  const out = [null];
  const queens = new Array(n).fill(-1);
  const problems = [];
  let placed = 0, cut = 0, solved = 0;  // so far: placements, refused squares, solutions
  const board = (i) => {  // the n lines under a step: "Q . . ." each
    const q = [];
    for (let r = 0; r < n; ++r) {
      const cells = (lines[i + r] || '').trim().split(' ');
      q.push(cells.indexOf('Q'));
    }
    return q;
  };
  const value = (line) => line.trim().split(/\s+/)[1];
  for (let i = 0; i < lines.length; ++i) {
    const m = /^ *(\d+)  (.*)$/.exec(lines[i]);
    if (!m || lines[i].startsWith('        ')) continue;
    const number = Number(m[1]), body = m[2];
    if (number !== out.length) problems.push(`step ${number} out of order`);
    const st = { body, bits: {}, approach };
    let mm;
    if ((mm = /^try \((\d+),(\d+)\): fits/.exec(body))) {
      const drawn = board(i + 1);
      const r = Number(mm[1]);
      queens[r] = Number(mm[2]);
      for (let k = r + 1; k < n; ++k) queens[k] = -1;
      if (drawn.join() !== queens.join()) problems.push(`step ${number}: board drawn ${drawn}`);
    } else if ((mm = /mostRightOne = ([01]+) = column (\d+), queen on \((\d+),(\d+)\); pos - mostRightOne = ([01]+)$/.exec(body))) {
      const r = Number(mm[3]);
      queens[r] = Number(mm[4]);
      for (let k = r + 1; k < n; ++k) queens[k] = -1;
      const drawn = board(i + 1);
      if (drawn.join() !== queens.join()) problems.push(`step ${number}: board drawn ${drawn}`);
      st.bits.mostRightOne = mm[1];
      st.bits.posLeft = mm[5];
      const into = lines.slice(i + 1 + n, i + 4 + n).map((l) => l.slice(l.lastIndexOf(' = ') + 3));
      [st.bits.nextCol, st.bits.nextLeft, st.bits.nextRight] = into;
    } else if ((mm = /^take back \((\d+),(\d+)\)$/.exec(body))) {
      queens[Number(mm[1])] = -1;
    } else if (/the limits from the rows above$/.test(body)) {
      for (const [k, name] of ['colLimit', 'leftDiaLim', 'rightDiaLim', 'OR', 'pos'].entries()) {
        st.bits[name] = value(lines[i + 2 + k]);
      }
    } else if ((mm = /solution (\d+): (.*)$/.exec(body))) {
      const listed = mm[2].split(' ').map((s) => Number(/,(\d+)\)/.exec(s)[1]));
      if (listed.join() !== queens.join()) problems.push(`step ${number}: solution ${listed}`);
      st.solution = Number(mm[1]);
    }
    if (/fits|queen on/.test(body)) ++placed;
    if (/^try .*: same/.test(body)) ++cut;
    if (st.solution) ++solved;
    Object.assign(st, { queens: queens.slice(), placed, cut, solved });
    out.push(st);
  }
  return { steps: out, problems, total: out.length - 1 };
}

// ---- the page ----------------------------------------------------------------------------
function makePage(n, approach) {
  const env = { ...process.env };
  for (const v of ['MAKEFLAGS', 'MFLAGS', 'MAKELEVEL', 'MAKEOVERRIDES']) delete env[v];
  const printed = execFileSync('make', ['-s', '--no-print-directory', 'visual', `N=${n}`, `APPROACH=${approach}`, `B=${build}`],
    { cwd: root, encoding: 'utf8', env }).trim().split('\n');
  return path.resolve(root, printed[printed.length - 1]);
}

// What the page shows now, read off its elements.
const READ = () => {
  const n = Math.round(Math.sqrt(document.querySelectorAll('#board [data-row]').length));
  const queens = new Array(n).fill(-1);
  let extra = 0;
  for (const sq of document.querySelectorAll('#board [data-queen]')) {
    const r = Number(sq.dataset.row);
    if (queens[r] !== -1) extra++;
    queens[r] = Number(sq.dataset.col);
  }
  // the marks on the board: squares by class, and the attack kinds of each square (1 column,
  // 2 "\\" diagonal, 4 "/" diagonal)
  const marks = {};
  for (const cls of ['try', 'pick', 'refused', 'against', 'ghost', 'dead-row', 'win']) {
    marks[cls] = [...document.querySelectorAll(`#board .${cls}`)].map((e) => `(${e.dataset.row},${e.dataset.col})`).join(' ');
  }
  let attacks = '';
  for (const sq of document.querySelectorAll('#board [data-row]')) {
    const on = (cls) => sq.classList.contains(cls);
    attacks += (on('col') ? 1 : 0) + (on('d1') ? 2 : 0) + (on('d2') ? 4 : 0);
  }
  const bits = {};
  for (const row of document.querySelectorAll('#bits [data-name]')) {
    if (row.dataset.bits) bits[row.dataset.name] = row.dataset.bits;
  }
  return {
    step: Number(document.getElementById('step-count').textContent),
    queens, extra, bits, marks, attacks,
    hot: [...document.querySelectorAll('#code .ln.hot')].map((e) => e.textContent.trim()),
    tree: {  // the whole tree (n <= 7): what is drawn so far; the window (n >= 8): its queens
      nodes: document.querySelectorAll('#tree .nd.on').length - 1,  // less the root
      cuts: document.querySelectorAll('#tree .pr.on').length,
      solutions: document.querySelectorAll('#tree .sl.on').length,
      path: [...document.querySelectorAll('#tree .nd.path text')].map((e) => Number(e.textContent)),
      windowQueens: [...document.querySelectorAll('#tree td.q')].map((td) => `${td.parentNode.rowIndex},${td.cellIndex - 1}`),
    },
    main: document.getElementById('msg-main').textContent,
    placements: Number(document.getElementById('placements').textContent),
    solutions: Number(document.getElementById('solutions-found').textContent),
    banner: document.getElementById('banner').hidden ? '' : document.getElementById('banner').textContent,
  };
};
const readPage = (page) => page.evaluate(READ);
// Records what the page shows after each key and each click (the page redraws before either
// event ends), so that a run of presses needs no round trip per step to read the page.
const recordSteps = (page) => page.evaluate((src) => {
  const read = (0, eval)(src);
  window.__shown = [];
  window.addEventListener('keyup', () => window.__shown.push(read()));
  window.addEventListener('click', () => window.__shown.push(read()));
}, READ.toString());

// The marks a step of trace calls for: the square tried, the one refused and the queen that
// refuses it, the queen taken back, the row of a dead end, the queens of a solution.
function marksOf(want) {
  const n = want.queens.length;
  const sq = (r, c) => `(${r},${c})`;
  const m = { try: '', pick: '', refused: '', against: '', ghost: '', 'dead-row': '', win: '' };
  let x;
  if ((x = /^try \((\d+),(\d+)\): fits/.exec(want.body))) m.try = sq(x[1], x[2]);
  else if ((x = /^try \((\d+),(\d+)\): same \w+ as row (\d+)$/.exec(want.body))) {
    m.try = m.refused = sq(x[1], x[2]);
    m.against = sq(x[3], want.queens[Number(x[3])]);
  } else if ((x = /queen on \((\d+),(\d+)\)/.exec(want.body))) m.pick = sq(x[1], x[2]);
  else if ((x = /^take back \((\d+),(\d+)\)$/.exec(want.body))) m.ghost = sq(x[1], x[2]);
  else if ((x = /^row (\d+): no square left/.exec(want.body))) {
    m['dead-row'] = Array.from({ length: n }, (_, c) => sq(x[1], c)).join(' ');
  } else if (want.solution) m.win = want.queens.map((c, r) => sq(r, c)).join(' ');
  return m;
}

// The lines of solutions/lc52/{backtracking,bitmask}.cpp that a step of trace runs, in file order.
function codeOf(body, approach) {
  const call1 = /^res \+= process1\(i \+ 1/, call2 = /^res \+= process2\(limit, colLimit \| mostRightOne/;
  if (/^try .*: fits/.test(body)) return [/^if \(isValid\(record, i, j\)\) \{$/, /^record\[i\] = j;/];
  if (/^try .*: same/.test(body)) return [/^if \(isValid\(record, i, j\)\) \{$/, /return false;$/];
  if (/^solution/.test(body)) return [/^if \(i == n\) return 1;$/];
  if (/colLimit == limit, solution/.test(body)) return [/^if \(colLimit == limit\) return 1;/];
  if (/the limits from the rows above$/.test(body)) return [/^Mask pos = limit & ~\(colLimit \| leftDiaLim \| rightDiaLim\);/];
  if (/mostRightOne = /.test(body)) return [/^Mask mostRightOne = pos & \(~pos \+ 1\);$/, /^pos -= mostRightOne;$/, call2];
  if (/^take back/.test(body)) return [approach === 'bitmask' ? call2 : call1];
  if (/no square left/.test(body)) return [/^return res;$/];
  return [];
}

// For each square of the rows still empty: which lines of the queens above reach it.
function attacksOf(queens) {
  const n = queens.length;
  const depth = queens.filter((c) => c >= 0).length;
  let s = '';
  for (let r = 0; r < n; ++r) {
    for (let c = 0; c < n; ++c) {
      let a = 0;
      if (r >= depth && queens[r] !== c) {
        for (let i = 0; i < depth; ++i) {
          if (queens[i] === c) a |= 1;
          if (c - r === queens[i] - i) a |= 2;
          if (c + r === queens[i] + i) a |= 4;
        }
      }
      s += a;
    }
  }
  return s;
}

// The page at step k against trace's step k; "" when they agree.
function compare(shown, want, k) {
  if (shown.step !== k) return `step shown ${shown.step}, expected ${k}`;
  if (shown.extra) return `step ${k}: two queens in one row`;
  if (shown.queens.join() !== want.queens.join()) {
    return `step ${k}: queens ${shown.queens}, expected ${want.queens} (trace: ${want.body})`;
  }
  if (shown.main !== want.body) return `step ${k}: message "${shown.main}", expected "${want.body}"`;
  const m = marksOf(want);
  for (const cls in m) {
    if (shown.marks[cls] !== m[cls]) return `step ${k}: squares marked ${cls} "${shown.marks[cls]}", expected "${m[cls]}" (trace: ${want.body})`;
  }
  const code = codeOf(want.body, want.approach);
  if (shown.hot.length !== code.length || !code.every((re, i) => re.test(shown.hot[i]))) {
    return `step ${k}: code lines "${shown.hot.join(' | ')}" highlighted, expected ${code.join(' ')} (trace: ${want.body})`;
  }
  const placedNow = want.queens.filter((c) => c >= 0);
  const t = shown.tree;
  if (want.queens.length <= 7) {
    const cuts = want.approach === 'bitmask' ? 0 : want.cut;
    if (t.nodes !== want.placed || t.cuts !== cuts || t.solutions !== want.solved ||
        t.path.join() !== placedNow.join()) {
      return `step ${k}: the tree shows ${t.nodes} placements, ${t.cuts} refused, ${t.solutions} solutions, path ${t.path}; ` +
        `expected ${want.placed}, ${cuts}, ${want.solved}, path ${placedNow}`;
    }
  } else if (t.windowQueens.join(' ') !== placedNow.map((c, r) => `${r},${c}`).join(' ')) {
    return `step ${k}: the tree window's queens ${t.windowQueens.join(' ')}, expected ${placedNow}`;
  }
  const attacks = attacksOf(want.queens);
  if (shown.attacks !== attacks) return `step ${k}: attacks ${shown.attacks}, expected ${attacks}`;
  for (const name in want.bits) {
    if (shown.bits[name] !== want.bits[name]) {
      return `step ${k}: ${name} ${shown.bits[name]}, expected ${want.bits[name]}`;
    }
  }
  return '';
}

// ---- bad input to study/visual: one error line, exit 1 ------------------------------------
function refused(args, fragment) {
  try {
    execFileSync(path.join(root, build, 'bin/visual'), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return 'exit 0';
  } catch (e) {
    const err = String(e.stderr);
    if (e.status !== 1 || !err.startsWith('error: ') || err.trim().split('\n').length !== 1) {
      return `exit ${e.status}, stderr "${err}"`;
    }
    return err.includes(fragment) ? '' : `stderr "${err.trim()}" lacks "${fragment}"`;
  }
}
{
  const page = ['--page', path.join(root, 'study/page')];
  const bt = ['--source', path.join(root, 'solutions/lc52/backtracking.cpp'), ...page];
  for (const [args, fragment] of [
    [[...bt, '0'], 'N must be a whole number from 1 to 10'],
    [[...bt, '11'], 'N must be a whole number from 1 to 10'],
    [[...bt, 'abc'], 'N must be a whole number'],
    [[...bt, '--approach', 'dfs', '4'], 'unknown approach'],
    [[...page, '4'], 'missing --source'],
    [[...bt, '--out', '/nonexistent-dir/x.html', '4'], 'cannot write'],
    // a file without the bitmask's markers: the build stops instead of highlighting wrong lines
    [['--approach', 'bitmask', ...bt, '4'], "marker 'Mask pos = limit & ~(colLimit | leftDiaLim | rightDiaLim);'"],
    [['--source', path.join(root, 'solutions/lc51/backtracking.cpp'), ...page, '4'], "marker 'if (i == n) return 1;'"],
  ]) {
    const problem = refused(args, fragment);
    check(`visual ${args.slice(-3).join(' ')} is refused: ${fragment}`, !problem, problem);
  }
}

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
page.on('request', (r) => { if (!/^(file|data|about):/.test(r.url())) outside.push(r.url()); });

// Opens the page at the step in hash (0 without one). When only the hash changes the browser
// keeps the document and tells the page by an event, so wait until the page shows that step.
async function open(file, hash = '') {
  await page.goto('file://' + file + hash);
  await page.waitForSelector('#board [data-row]');
  const step = /step=(\d+)/.exec(hash);
  await page.waitForFunction((k) => document.body.dataset.step === k, step ? step[1] : '0', { timeout: 5000 });
}

const started = Date.now();
try {
  for (const approach of ['backtracking', 'bitmask']) {
    for (const n of [4, 5, 6]) {
      const name = `n = ${n}, ${approach}`;
      const pageStart = Date.now();
      const trace = traceSteps(n, approach);
      check(`${name}: trace parses`, trace.problems.length === 0, trace.problems[0]);
      const file = makePage(n, approach);
      check(`${name}: make visual wrote ${path.relative(root, file)}`, fs.existsSync(file));
      await open(file);
      const total = Number(await page.textContent('#step-total'));
      check(`${name}: the page holds trace's ${trace.total} steps`, total === trace.total, `page: ${total}`);
      let shown = await readPage(page);
      check(`${name}: step 0 is the empty board`, shown.step === 0 && shown.queens.every((c) => c < 0));

      // every step forward, by the arrow key and every 40th by the step button
      let problem = '', solutions = 0, placements = 0;
      await recordSteps(page);
      for (let k = 1; k <= trace.total; ++k) {
        if (k % 40 === 0) await page.click('#next');
        else await page.keyboard.press('ArrowRight');
      }
      const record = await page.evaluate(() => window.__shown);
      if (record.length !== trace.total) problem = `${record.length} steps recorded`;
      for (let k = 1; k <= trace.total && !problem; ++k) {
        shown = record[k - 1];
        const want = trace.steps[k];
        if (/fits|queen on/.test(want.body)) ++placements;
        if (want.solution) {
          ++solutions;
          if (!shown.banner.includes(`Solution ${want.solution} `)) problem = `step ${k}: banner "${shown.banner}"`;
        }
        problem = problem || compare(shown, want, k);
        if (!problem && (shown.placements !== placements || shown.solutions !== solutions)) {
          problem = `step ${k}: counts ${shown.placements}/${shown.solutions}, expected ${placements}/${solutions}`;
        }
      }
      check(`${name}: steps 1..${trace.total} forward equal trace (board, message, counts${approach === 'bitmask' ? ', bits' : ''})`, !problem, problem);

      // back again with the left arrow and the back button
      problem = '';
      for (let k = trace.total - 1; k >= trace.total - 40 && k >= 0 && !problem; --k) {
        if (k % 8 === 0) await page.click('#prev');
        else await page.keyboard.press('ArrowLeft');
        shown = await readPage(page);
        problem = k === 0 ? (shown.step === 0 ? '' : 'not at step 0') : compare(shown, trace.steps[k], k);
      }
      check(`${name}: 40 steps back equal trace`, !problem, problem);

      // the jumps: next solution, next step back
      const solutionSteps = [], backSteps = [];
      trace.steps.forEach((s, k) => {
        if (s && s.solution) solutionSteps.push(k);
        if (s && s.body.startsWith('take back')) backSteps.push(k);
      });
      await page.click('#start');
      const landed = [];
      for (let i = 0; i < solutionSteps.length; ++i) {
        if (i === 1) await page.keyboard.press('s');
        else await page.click('#next-solution');
        landed.push((await readPage(page)).step);
      }
      check(`${name}: next solution visits trace's solution steps ${solutionSteps.join(' ')}`,
        landed.join() === solutionSteps.join(), `visited ${landed.join(' ')}`);
      check(`${name}: no next solution after the last`, await page.isDisabled('#next-solution'));
      await page.click('#start');
      landed.length = 0;
      for (let i = 0; i < 6; ++i) {
        if (i === 2) await page.keyboard.press('b');
        else await page.click('#next-back');
        landed.push((await readPage(page)).step);
      }
      check(`${name}: next step back visits trace's take-backs ${backSteps.slice(0, 6).join(' ')}`,
        landed.join() === backSteps.slice(0, 6).join(), `visited ${landed.join(' ')}`);

      // the slider: dragged to a value, then moved by its own arrow keys
      const mid = Math.floor(trace.total / 2);
      await page.fill('#scrubber', String(mid));
      problem = compare(await readPage(page), trace.steps[mid], mid);
      await page.focus('#scrubber');
      await page.keyboard.press('ArrowRight');
      problem = problem || compare(await readPage(page), trace.steps[mid + 1], mid + 1);
      check(`${name}: the slider opens step ${mid} and ${mid + 1}`, !problem, problem);

      // the address: #step=K opens step K, and a reload keeps the step
      const k = Math.min(37, trace.total);
      await open(file, `#step=${k}`);
      problem = compare(await readPage(page), trace.steps[k], k);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((want) => location.hash === `#step=${want}`, k + 2, { timeout: 3000 });
      await page.reload();
      await page.waitForSelector('#board [data-row]');
      problem = problem || compare(await readPage(page), trace.steps[k + 2], k + 2);
      check(`${name}: #step=${k} opens step ${k}; after two steps a reload shows step ${k + 2}`, !problem, problem);

      // play and pause (space), then the step shown is a real step of trace
      await page.fill('#speed', '5');  // 32 steps a second
      await page.keyboard.press('Space');
      await page.waitForTimeout(250);
      await page.keyboard.press('Space');
      let s = await readPage(page);
      const p1 = s.step;
      await page.waitForTimeout(150);
      s = await readPage(page);
      check(`${name}: space plays and pauses (${k + 2} -> ${s.step})`,
        s.step > k + 2 && s.step === p1 && !compare(s, trace.steps[s.step], s.step), compare(s, trace.steps[s.step], s.step));
      await page.click('#play');
      await page.waitForTimeout(200);
      await page.click('#play');
      const s2 = await readPage(page);
      check(`${name}: the play button plays and pauses`, s2.step > s.step && !compare(s2, trace.steps[s2.step], s2.step));

      console.log(`${name}: checked in ${((Date.now() - pageStart) / 1000).toFixed(1)} s`);
      if (n === 6) await page.screenshot({ path: path.join(outDir, `visual-${n}-${approach}.png`), fullPage: true });
    }
  }

  // the language toggle, on the n = 4 page
  const file = makePage(4, 'backtracking');
  const trace = traceSteps(4, 'backtracking');
  await open(file, '#step=3');
  const before = await readPage(page);
  await page.click('#lang');
  const zh = await readPage(page);
  const htmlLang = await page.getAttribute('html', 'lang');
  const button = await page.textContent('#lang');
  check('language: the toggle shows Chinese labels',
    htmlLang === 'zh-CN' && /[\u4e00-\u9fff]/.test(zh.main) && /[\u4e00-\u9fff]/.test(await page.textContent('#counts')) && button === 'English',
    `lang=${htmlLang}, message "${zh.main}", button "${button}"`);
  check('language: the board does not change with the language', zh.queens.join() === before.queens.join() && zh.step === 3);
  await page.waitForFunction(() => location.hash === '#step=3&lang=zh', null, { timeout: 3000 });
  await page.reload();
  await page.waitForSelector('#board [data-row]');
  check('language: a reload keeps Chinese', (await page.getAttribute('html', 'lang')) === 'zh-CN');
  await page.click('#lang');
  check('language: back to English, the message is trace\'s again',
    !compare(await readPage(page), trace.steps[3], 3), compare(await readPage(page), trace.steps[3], 3));

  console.log(`language: checked at ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // the step counts the page holds, n = 1..10, equal trace's; n = 10 opens at its last step
  for (const approach of ['backtracking', 'bitmask']) {
    for (let n = 1; n <= 10; ++n) {
      // the numbered lines of the whole trace, counted by grep (n = 10 prints some 30 MB)
      const total = Number(execFileSync('sh', ['-c',
        `'${path.join(root, build, 'bin/trace')}' --approach ${approach} --max-steps 1000000000 ${n} | grep -cE '^ *[0-9]+  '`],
        { encoding: 'utf8' }).trim());
      const page_ = makePage(n, approach);
      const html = fs.readFileSync(page_, 'utf8');
      const data = JSON.parse(/<script type="application\/json" id="nq-data">([\s\S]*?)<\/script>/.exec(html)[1]);
      check(`${approach}, n = ${n}: the page holds ${total} steps as trace`, data.steps.length === total, `page: ${data.steps.length}`);
      if (n === 10) {
        const tr = traceSteps(n, approach, 3000);
        await open(page_, '#step=2999');
        const want = tr.steps[2999];
        check(`${approach}, n = 10: #step=2999 equals trace`, !compare(await readPage(page), want, 2999), compare(await readPage(page), want, 2999));
        await page.keyboard.press('End');
        const last = await readPage(page);
        check(`${approach}, n = 10: End opens step ${total}, the end of the search`,
          last.step === total && last.main === 'row 0: no square left, the search is over' && last.solutions === 724);
      }
    }
  }
  await page.screenshot({ path: path.join(outDir, 'visual-10.png') });
} catch (e) {
  check('the browser test ran to its end', false, e.stack || String(e));
} finally {
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
check('no console errors', errors.length === 0, errors.slice(0, 3).join(' | '));
check('nothing loaded from the network', outside.length === 0, outside.slice(0, 3).join(' '));
console.log(`screenshots: ${path.relative(root, outDir)}/visual-6-backtracking.png, visual-6-bitmask.png (${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
