// The browser test of `make visual`: Debian's chromium, headless, driven by playwright-core the
// way a person uses the page (keys, buttons, the slider, the address), checked against what
// build/bin/trace prints. The page's data come from study/visual.cpp; the expectations here come
// from parsing the text of `trace`, so the page is never checked against its own data. One reader
// parses every approach's trace: the numbered lines share their shapes.
// The join page (APPROACH=halves) is checked against `nqueens count` (the same engine, another
// program): each unit's weighted count and half-boards, and the total; the lit cells against the
// whole boards the test puts together itself.
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
// Each step: body (its numbered line), more (its indented lines that are not a board), queens
// (column per row, -1 = empty) after the step; for the bitmask the binary values printed with it;
// for the sets and flags the state the trace printed last (the sets, the arrays), as it stands
// after the step.
function traceSteps(n, approach, maxSteps = 1000000) {
  const text = execFileSync(path.join(root, build, 'bin/trace'),
    ['--approach', approach, '--max-steps', String(maxSteps), String(n)],
    { encoding: 'utf8', maxBuffer: 1 << 30 });
  const lines = text.split('\n');
  const out = [null];
  const queens = new Array(n).fill(-1);
  const problems = [];
  let placed = 0, cut = 0, solved = 0, count = 0, max0 = n;  // so far; max0: row 0's columns
  // the sets or arrays trace printed last: name -> "{0, 2}" or "1 0 0 0"; before the first, as
  // the solution files make them: empty sets, arrays of zeros (chessBoard's too)
  const zeros = (k) => new Array(k).fill(0).join(' ');
  let state = approach === 'sets' ? { columns: '{}', diagonals1: '{}', diagonals2: '{}' }
    : ['board', 'array', 'mirror'].includes(approach)
      ? { ...(approach === 'board' ? {} : { chessBoard: zeros(n) }), rowFlag: zeros(n), columnFlag: zeros(n), leftToRightFlag: zeros(2 * n - 1), rightToLeftFlag: zeros(2 * n - 1) }
      : {};
  const board = (i) => {  // the n lines under a step: "Q . . ." each
    const q = [];
    for (let r = 0; r < n; ++r) {
      const cells = (lines[i + r] || '').trim().split(' ');
      q.push(cells.indexOf('Q'));
    }
    return q;
  };
  const value = (line) => line.trim().split(/\s+/)[1];
  const indented = (i) => {  // the indented lines under line i
    const v = [];
    for (let k = i + 1; k < lines.length && lines[k].startsWith('        '); ++k) v.push(lines[k].slice(8));
    return v;
  };
  for (let i = 0; i < lines.length; ++i) {
    const m = /^ *(\d+)  (.*)$/.exec(lines[i]);
    if (!m || lines[i].startsWith('        ')) continue;
    const number = Number(m[1]), body = m[2];
    if (number !== out.length) problems.push(`step ${number} out of order`);
    const st = { body, bits: {}, approach, more: '' };
    let under = indented(i), mm;
    if ((mm = /^try \((\d+),(\d+)\): fits/.exec(body)) || (mm = /queen on \((\d+),(\d+)\)/.exec(body))) {
      const drawn = board(i + 1);
      const r = Number(mm[1]);
      queens[r] = Number(mm[2]);
      for (let k = r + 1; k < n; ++k) queens[k] = -1;
      if (drawn.join() !== queens.join()) problems.push(`step ${number}: board drawn ${drawn}`);
      under = under.slice(n);
      ++placed;
    }
    if ((mm = /mostRightOne = ([01]+) = column (\d+), queen on \((\d+),(\d+)\); pos - mostRightOne = ([01]+)$/.exec(body))) {
      st.bits.mostRightOne = mm[1];
      st.bits.posLeft = mm[5];
      [st.bits.nextCol, st.bits.nextLeft, st.bits.nextRight] = under.map((l) => l.slice(l.lastIndexOf(' = ') + 3));
      under = [];
    } else if ((mm = /^take back \((\d+),(\d+)\)/.exec(body))) {
      queens[Number(mm[1])] = -1;
    } else if (/the limits from the rows above$/.test(body)) {
      for (const [k, name] of ['colLimit', 'leftDiaLim', 'rightDiaLim', 'OR', 'pos'].entries()) {
        st.bits[name] = value(lines[i + 2 + k]);
      }
      under = [];
    } else if ((mm = /solution (\d+): ((?:\(\d+,\d+\) ?)+)$/.exec(body))) {
      const listed = mm[2].trim().split(' ').map((s) => Number(/,(\d+)\)/.exec(s)[1]));
      if (listed.join() !== queens.join()) problems.push(`step ${number}: solution ${listed}`);
      st.solution = Number(mm[1]);
      st.more = under.join(' ');
      const c = /solutionCount (?:= |\+= \d+, now )(\d+)/.exec(st.more);
      count = c ? Number(c[1]) : st.solution;
      under = [];
    } else if ((mm = /^row 0: max = \(size \+ 1\) \/ 2 = (\d+)/.exec(body))) {
      max0 = Number(mm[1]);
    } else if (/^try \(\d+,\d+\): (?!fits)/.test(body)) {
      ++cut;
    }
    // the state lines: "columns {0}  diagonals1 {0}  diagonals2 {0}", "rowFlag          1 0 0 0"
    for (const line of under) {
      if ((mm = /^columns (\{.*\})  diagonals1 (\{.*\})  diagonals2 (\{.*\})$/.exec(line))) {
        [state.columns, state.diagonals1, state.diagonals2] = [mm[1], mm[2], mm[3]];
      } else if ((mm = /^(chessBoard|rowFlag|columnFlag|leftToRightFlag|rightToLeftFlag) +([\d ]+)$/.exec(line))) {
        state[mm[1]] = mm[2];
      } else {
        problems.push(`step ${number}: an indented line not read: ${line}`);
      }
    }
    if (st.solution) ++solved;
    Object.assign(st, { queens: queens.slice(), placed, cut, solved, count, max0, state: { ...state } });
    out.push(st);
  }
  return { steps: out, problems, total: out.length - 1, max0 };
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
  for (const cls of ['try', 'pick', 'refused', 'against', 'ghost', 'dead-row', 'win', 'skipped']) {
    marks[cls] = [...document.querySelectorAll(`#board .${cls}`)].map((e) => `(${e.dataset.row},${e.dataset.col})`).join(' ');
  }
  let attacks = '';
  for (const sq of document.querySelectorAll('#board [data-row]')) {
    const on = (cls) => sq.classList.contains(cls);
    attacks += (on('col') ? 1 : 0) + (on('d1') ? 2 : 0) + (on('d2') ? 4 : 0);
  }
  const bits = {}, state = {};
  for (const row of document.querySelectorAll('#bits [data-name]')) {
    if (row.dataset.bits) bits[row.dataset.name] = row.dataset.bits;
  }
  // the sets and the flag arrays, written as trace writes them
  for (const row of document.querySelectorAll('#sets:not([hidden]) [data-name], #flags:not([hidden]) [data-name]')) {
    state[row.dataset.name] = row.dataset.values !== undefined ? row.dataset.values : row.dataset.cells;
  }
  const mirror = document.getElementById('mirror-panel');
  const mirrorBoard = document.getElementById('mirror-board');
  return {
    step: Number(document.getElementById('step-count').textContent),
    queens, extra, bits, state, marks, attacks,
    mirror: !mirror || mirror.hidden ? null : (mirrorBoard.hidden ? 'itself' : mirrorBoard.dataset.queens),
    mirrorShown: !mirror || mirror.hidden ? null
      : [...mirrorBoard.children].map((e, i) => (e.classList.contains('q') ? i : -1)).filter((i) => i >= 0).join(),
    count: document.getElementById('count-wrap').hidden ? null : Number(document.getElementById('solution-count').textContent),
    hot: [...document.querySelectorAll('#code .ln.hot')].map((e) => e.textContent.trim()),
    tree: {  // the whole tree (n <= 7): what is drawn so far; the window (n >= 8): its queens
      nodes: document.querySelectorAll('#tree .nd.on').length - 1,  // less the root
      cuts: document.querySelectorAll('#tree .pr.on').length,
      solutions: document.querySelectorAll('#tree .sl.on').length,
      path: [...document.querySelectorAll('#tree .nd.path text')].map((e) => Number(e.textContent)),
      windowQueens: [...document.querySelectorAll('#tree td.q')].map((td) => `${td.parentNode.rowIndex},${td.cellIndex - 1}`),
    },
    main: document.getElementById('msg-main').textContent,
    more: document.getElementById('msg-more').textContent,
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

// The marks a step of trace calls for: the square tried, the one refused and the queens that
// refuse it (the one isValid names; the one whose value the set holds; those that set a flag),
// the queen taken back, the row of a dead end (the part of row 0 the mirror tries), the queens of
// a solution, and row 0's squares the mirror never tries.
function marksOf(want) {
  const n = want.queens.length, q = want.queens;
  const sq = (r, c) => `(${r},${c})`;
  const m = { try: '', pick: '', refused: '', against: '', ghost: '', 'dead-row': '', win: '', skipped: '' };
  const queensWhere = (f) => q.map((c, r) => (c >= 0 && f(r, c) ? sq(r, c) : null)).filter((x) => x).join(' ');
  let x;
  if ((x = /^try \((\d+),(\d+)\): fits/.exec(want.body))) m.try = sq(x[1], x[2]);
  else if ((x = /^try \((\d+),(\d+)\): (.*)$/.exec(want.body))) {
    m.try = m.refused = sq(x[1], x[2]);
    const reason = x[3];
    let y;
    if ((y = /^same \w+ as row (\d+)$/.exec(reason))) m.against = sq(y[1], q[Number(y[1])]);
    else if ((y = /^col (\d+) is in columns$/.exec(reason))) m.against = queensWhere((r, c) => c === Number(y[1]));
    else if ((y = /^row - col = (-?\d+) is in diagonals1$/.exec(reason))) m.against = queensWhere((r, c) => r - c === Number(y[1]));
    else if ((y = /^row \+ col = (\d+) is in diagonals2$/.exec(reason))) m.against = queensWhere((r, c) => r + c === Number(y[1]));
    else if (/^refused by /.test(reason)) {
      const named = [...reason.matchAll(/(columnFlag|leftToRightFlag|rightToLeftFlag)\[(\d+)\]/g)];
      m.against = queensWhere((r, c) => named.some(([, f, v]) =>
        (f === 'columnFlag' && c === Number(v)) || (f === 'leftToRightFlag' && r - c + n - 1 === Number(v)) ||
        (f === 'rightToLeftFlag' && r + c === Number(v))));
    } else m.against = 'unknown reason: ' + reason;
  } else if ((x = /queen on \((\d+),(\d+)\)/.exec(want.body))) m.pick = sq(x[1], x[2]);
  else if ((x = /^take back \((\d+),(\d+)\)/.exec(want.body))) m.ghost = sq(x[1], x[2]);
  else if ((x = /^row (\d+): no square left/.exec(want.body))) {
    const r = Number(x[1]);
    m['dead-row'] = Array.from({ length: r === 0 ? want.max0 : n }, (_, c) => sq(r, c)).join(' ');
  } else if (want.solution) m.win = q.map((c, r) => sq(r, c)).join(' ');
  if (want.approach === 'mirror') m.skipped = Array.from({ length: n - want.max0 }, (_, i) => sq(0, want.max0 + i)).join(' ');
  return m;
}

// The lines of each approach's own solution file that a step of trace runs, in file order.
const CODE = {
  backtracking: {
    fits: [/^if \(isValid\(record, i, j\)\) \{$/, /^record\[i\] = j;/],
    refused: [/^if \(isValid\(record, i, j\)\) \{$/, /return false;$/],
    solution: [/^if \(i == n\) return 1;$/],
    back: [/^res \+= process1\(i \+ 1/],
    dead: [/^return res;$/],
  },
  bitmask: {
    solution: [/^if \(colLimit == limit\) return 1;/],
    limits: [/^Mask pos = limit & ~\(colLimit \| leftDiaLim \| rightDiaLim\);/],
    pick: [/^Mask mostRightOne = pos & \(~pos \+ 1\);$/, /^pos -= mostRightOne;$/, /^res \+= process2\(limit, colLimit \| mostRightOne/],
    back: [/^res \+= process2\(limit, colLimit \| mostRightOne/],
    dead: [/^return res;$/],
  },
  sets: {
    fits: [/^if \(columns\.count\(col\) \|\| diagonals1\.count\(row - col\) \|\|$/, /^queens\[row\] = col;$/,
      /^columns\.insert\(col\);$/, /^diagonals1\.insert\(row - col\);$/, /^diagonals2\.insert\(row \+ col\);$/],
    refused: [/^if \(columns\.count\(col\) \|\| diagonals1\.count\(row - col\) \|\|$/, /^continue;$/],
    solution: [/^solutions\.push_back\(generateBoard\(\)\);$/],
    back: [/^dfs\(row \+ 1\);$/, /^columns\.erase\(col\);$/, /^diagonals1\.erase\(row - col\);$/, /^diagonals2\.erase\(row \+ col\);$/],
    dead: [/^for \(int col = 0; col < n; \+\+col\) \{$/],
  },
};
const isValidLine = /^return !\(rowFlag\[i\] \| columnFlag\[j\] \| leftToRightFlag\[i - j \+ size - 1\] \|$/;
CODE.board = {
  fits: [isValidLine, /^chessBoard\[i\]\[j\] = 1;$/, /^updateFlag\(i, j, 1\);$/],
  refused: [isValidLine, /^if \(!isValid\(i, j\)\) continue;$/],
  solution: [/^if \(solutionCount\+\+ == 0\) resultChessBoard = chessBoard;$/],
  back: [/^backtrace\(i \+ 1\);$/, /^chessBoard\[i\]\[j\] = 0;$/, /^updateFlag\(i, j, 0\);$/],
  dead: [/^for \(int j = 0; j < size; \+\+j\) \{$/],
};
CODE.array = {
  fits: [isValidLine, /^chessBoard\[i\] = j;$/, /^updateFlag\(i, j, 1\);$/],
  refused: CODE.board.refused,
  solution: [/^if \(solutionCount\+\+ == 0\)$/],
  back: [/^backtrace\(i \+ 1\);$/, /^updateFlag\(i, j, 0\);/],
  dead: CODE.board.dead,
};
CODE.mirror = {
  ...CODE.array,
  first: [/^int max = i == 0 \? \(size \+ 1\) \/ 2 : size;/],
  solution: [/^int topIndex = chessBoard\[0\];/, /^bool selfMirrored = size % 2 == 1 && topIndex == size \/ 2;$/,
    /^solutionCount \+= selfMirrored \? 1 : 2;$/],
  dead: [/^for \(int j = 0; j < max; \+\+j\) \{$/],
};
function codeOf(body, approach) {
  const c = CODE[approach];
  if (/^try .*: fits/.test(body)) return c.fits;
  if (/^try /.test(body)) return c.refused;
  if (/^solution|colLimit == limit, solution/.test(body)) return c.solution;
  if (/the limits from the rows above$/.test(body)) return c.limits;
  if (/mostRightOne = /.test(body)) return c.pick;
  if (/^take back/.test(body)) return c.back;
  if (/no square left/.test(body)) return c.dead;
  if (/^row 0: max = /.test(body)) return c.first;
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
  // the sets and the flag arrays: what trace printed last, as they stand after this step
  if (JSON.stringify(shown.state) !== JSON.stringify(want.state)) {
    return `step ${k}: the page shows ${JSON.stringify(shown.state)}, trace ${JSON.stringify(want.state)} (trace: ${want.body})`;
  }
  if (want.solution && want.approach !== 'backtracking' && want.approach !== 'bitmask' && shown.more !== want.more) {
    return `step ${k}: "${shown.more}", trace "${want.more}"`;
  }
  if (want.approach === 'mirror') {
    const n = want.queens.length;
    const mirror = !want.solution ? null : /counted with it$/.test(want.more) ? want.queens.map((c) => n - 1 - c).join(' ') : 'itself';
    const squares = mirror && mirror !== 'itself' ? mirror.split(' ').map((c, r) => r * n + Number(c)).join() : mirror === 'itself' ? '' : null;
    if (shown.mirror !== mirror || shown.mirrorShown !== squares) {
      return `step ${k}: the mirror image shown ${shown.mirror} (${shown.mirrorShown}), expected ${mirror}`;
    }
    if (shown.count !== want.count) return `step ${k}: solutionCount ${shown.count}, trace ${want.count}`;
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
    [['--approach', 'mirror', '--source', path.join(root, 'solutions/acm/stage2_array.cpp'), ...page, '4'], "marker 'int max = i == 0 ? (size + 1) / 2 : size;'"],
    [[...bt, '010'], 'N must be a whole number from 1 to 10'],
    [['--approach', 'halves', ...bt, '3'], 'the join is drawn for N from 4 to 10'],
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

// ---- the join page (APPROACH=halves) -------------------------------------------------------
// A000170[n] from n = 0, one number a line (each with a comma after it, for the C++ header)
const A000170 = fs.readFileSync(path.join(root, 'testdata/tools/a000170.txt'), 'utf8')
  .split('\n').map((line) => line.replace(/[^0-9]/g, '')).filter((x) => x).map(Number);

// nqueens count with the halves engine: the whole count, or one unit's (--slice u/U).
function nqueens(n, slice) {
  const args = ['count', String(n), '--engine', 'halves', '--threads', '1', '--progress', 'off', '--json'];
  if (slice) args.push('--slice', slice);
  return JSON.parse(execFileSync(path.join(root, build, 'bin/nqueens'), args, { encoding: 'utf8' }));
}

// What the join page shows for the unit on screen, read off its elements.
const READ_UNIT = () => {
  const boards = (side) => [...document.querySelectorAll(`.half[data-side="${side}"]`)].map((e) => ({
    columns: e.dataset.columns.split(' ').map(Number), key: Number(e.dataset.key), group: Number(e.dataset.group),
  }));
  const lit = [...document.querySelectorAll('#grid td.lit')].map((e) => [Number(e.dataset.left), Number(e.dataset.right)]);
  const cells = document.querySelectorAll('#grid td.cell').length;
  const groups = [...document.querySelectorAll('#unit-count tbody tr')].map((e) => ({ fits: Number(e.dataset.fits), weight: Number(e.dataset.weight) }));
  const unit = Number(document.body.dataset.unit);
  const row = document.querySelector(`#units tr[data-unit="${unit}"]`);
  return {
    unit, left: boards('left'), right: boards('right'), lit, cells, groups,
    head: document.getElementById('unit-head').textContent,
    rowSolutions: Number(row.dataset.solutions), rowPlacements: Number(row.dataset.placements),
    unitTotal: Number(document.getElementById('unit-total').textContent),
    total: Number(document.getElementById('total').textContent),
    current: [...document.querySelectorAll('#units tr.current')].map((e) => Number(e.dataset.unit)),
  };
};

// The test's own view of a half-board: its queens on the rows it should hold and its half's
// columns, none attacking another; its key: the diagonals it holds that cross the cut,
// anti-diagonals r+c = h..n+h-2 in bits 0..n-2, diagonals c-r+n-1 = h..n+h-2 after them.
function halfProblems(n, b, rows, c0, c1) {
  const h = Math.floor(n / 2);
  let key = 0;
  for (let r = 0; r < n; ++r) {
    const c = b.columns[r];
    if ((c >= 0) !== rows.includes(r)) return `row ${r}: column ${c}`;
    if (c < 0) continue;
    if (c < c0 || c >= c1) return `(${r},${c}) outside columns ${c0}..${c1 - 1}`;
    for (let s = 0; s < r; ++s) {
      const d = b.columns[s];
      if (d >= 0 && (d === c || Math.abs(d - c) === r - s)) return `(${s},${d}) and (${r},${c}) attack each other`;
    }
    const anti = r + c - h, main = c - r + n - 1 - h;
    if (anti >= 0 && anti < n - 1) key += 2 ** anti;
    if (main >= 0 && main < n - 1) key += 2 ** (main + n - 1);
  }
  return key === b.key ? '' : `key ${b.key}, its diagonals make ${key}`;
}

const isSolution = (columns) => columns.every((c, r) => c >= 0 && columns.every((d, s) => s === r || (d !== c && Math.abs(d - c) !== Math.abs(r - s))));

async function checkJoin() {
  for (const n of [6, 8]) {
    const name = `the join, n = ${n}`;
    const h = Math.floor(n / 2);
    const file = makePage(n, 'halves');
    await page.goto('file://' + file);
    await page.waitForSelector('#units tr[data-unit]');
    const whole = nqueens(n);
    const rows = await page.$$eval('#units tr[data-unit]', (e) => e.length);
    // nqueens count's units: the board engine's first, then those of R2 and R4 (engine/census.hpp),
    // which count no board. So the page lists the first ones, and the rest count nothing.
    const after = [];
    for (let u = rows; u < whole.units; ++u) {
      const c = nqueens(n, `${u}/${whole.units}`);
      if (c.count !== 0) after.push(u);
    }
    check(`${name}: the page lists every unit of nqueens count's ${whole.units} that counts boards (${rows})`,
      rows > 0 && rows < whole.units && after.length === 0, `units past the page that count boards: ${after}`);
    let problem = '', lit = 0, clicked = 0, weightedSum = 0;
    for (let u = 0; u < rows && !problem; ++u) {
      await page.click(`#units tr[data-unit="${u}"]`);
      const shown = await page.evaluate(READ_UNIT);
      const engine = nqueens(n, `${u}/${whole.units}`);
      const S = (/S = \{([\d, ]*)\}/.exec(shown.head) || [, ''])[1].split(', ').filter((x) => x !== '').map(Number);
      const other = Array.from({ length: n }, (_, r) => r).filter((r) => !S.includes(r));
      const where = `unit ${u} (S = {${S}})`;
      if (shown.unit !== u || shown.current.join() !== String(u)) { problem = `${where}: the page shows unit ${shown.unit}`; break; }
      for (const b of shown.left) problem = problem || halfProblems(n, b, S, 0, h) && `${where}, a left half-board: ${halfProblems(n, b, S, 0, h)}`;
      for (const b of shown.right) problem = problem || halfProblems(n, b, other, h, n) && `${where}, a right half-board: ${halfProblems(n, b, other, h, n)}`;
      // a cell is lit exactly where the two halves make a whole solution
      const fitsByGroup = shown.groups.map(() => 0);
      const litSet = new Set(shown.lit.map(([i, j]) => `${i},${j}`));
      shown.left.forEach((l, i) => shown.right.forEach((r, j) => {
        const board = l.columns.map((c, row) => (c >= 0 ? c : r.columns[row]));
        if (isSolution(board) !== litSet.has(`${i},${j}`)) problem = problem || `${where}: L${i + 1} x R${j + 1} ${isSolution(board) ? 'is a solution, not lit' : 'lit, not a solution'}`;
        if (isSolution(board)) ++fitsByGroup[r.group];
      }));
      if (shown.left.length && shown.cells !== shown.left.length * shown.right.length) problem = problem || `${where}: ${shown.cells} cells in the grid`;
      const weighted = shown.groups.reduce((s, g, i) => s + g.weight * g.fits, 0);
      if (!problem && shown.groups.some((g, i) => g.fits !== fitsByGroup[i])) problem = `${where}: the fitting pairs shown ${shown.groups.map((g) => g.fits)}, lit ${fitsByGroup}`;
      if (!problem && (weighted !== engine.count || shown.unitTotal !== engine.count || shown.rowSolutions !== engine.count)) {
        problem = `${where}: the page weighs ${weighted} (${shown.unitTotal}, row ${shown.rowSolutions}), nqueens count --slice counts ${engine.count}`;
      }
      const built = shown.left.length ? shown.left.length + shown.right.length : 0;
      if (!problem && (built !== engine.placements || shown.rowPlacements !== built)) problem = `${where}: ${built} half-boards shown, the engine built ${engine.placements}`;
      lit += shown.lit.length;
      weightedSum += weighted;
      // click a lit cell: the whole board is the two halves together
      if (!problem && shown.lit.length) {
        const [i, j] = shown.lit[shown.lit.length - 1];
        await page.click(`#grid td[data-left="${i}"][data-right="${j}"]`);
        const board = await page.evaluate(() => {
          const w = document.getElementById('whole');
          const q = [...w.querySelectorAll('[data-queen]')].map((e) => `${e.dataset.row},${e.dataset.col}`);
          return { columns: w.dataset.columns || '', queens: q.join(' '), picked: document.querySelectorAll('#grid td.picked').length };
        });
        const want = shown.left[i].columns.map((c, row) => (c >= 0 ? c : shown.right[j].columns[row]));
        if (board.columns !== want.join(' ') || board.queens !== want.map((c, r) => `${r},${c}`).join(' ') || board.picked !== 1) {
          problem = `${where}: clicking L${i + 1} x R${j + 1} shows ${board.columns} (${board.queens}), expected ${want.join(' ')}`;
        }
        ++clicked;
      }
    }
    check(`${name}: every unit's half-boards, keys, lit cells, weighted count and half-boards built equal the engine's (nqueens count --slice)`, !problem, problem);
    const total = await page.evaluate(() => Number(document.getElementById('total').textContent));
    check(`${name}: the total ${total} is nqueens count's ${whole.count} and A000170's ${A000170[n]}`,
      total === whole.count && total === A000170[n] && weightedSum === total, `page ${total}, weighted ${weightedSum}`);
    check(`${name}: ${lit} lit cells, ${clicked} clicked`, lit > 0 && clicked > 0);
    if (n === 8) {
      // docs/stage7.md's worked example, S = {0, 1, 4, 5}: 2 left, 6 right half-boards, one lit
      // cell in the class of both long diagonals, 2 x 4 x 1 = 8
      const u = await page.$$eval('#units tr[data-unit]', (trs) => trs.find((tr) => tr.cells[1].textContent === '{0, 1, 4, 5}').dataset.unit);
      await page.click(`#units tr[data-unit="${u}"]`);
      const shown = await page.evaluate(READ_UNIT);
      check(`${name}: unit ${u}, S = {0, 1, 4, 5}, is docs/stage7.md's worked example`,
        shown.left.length === 2 && shown.right.length === 6 && shown.lit.length === 1 && shown.unitTotal === 8 &&
        shown.groups[2].fits === 1 && shown.groups[2].weight === 8, JSON.stringify(shown.groups));
      const [i, j] = shown.lit[0];
      await page.click(`#grid td[data-left="${i}"][data-right="${j}"]`);
      await page.click('#lang');
      const zh = await page.evaluate(() => [document.documentElement.lang, document.getElementById('unit-head').textContent, document.getElementById('whole-note').textContent]);
      check(`${name}: the toggle shows Chinese labels`, zh[0] === 'zh-CN' && /[\u4e00-\u9fff]/.test(zh[1]) && /[\u4e00-\u9fff]/.test(zh[2]), zh.join(' | '));
      await page.click('#lang');
      await page.click(`#grid td[data-left="${i}"][data-right="${j}"]`);
      await page.screenshot({ path: path.join(outDir, 'visual-8-halves.png'), fullPage: true });
    }
  }
  // n = 4..10: the pages' totals are A000170 (n = 4, 5, 7, 9, 10 only by their data)
  const totals = [];
  for (let n = 4; n <= 10; ++n) {
    const html = fs.readFileSync(makePage(n, 'halves'), 'utf8');
    const data = JSON.parse(/<script type="application\/json" id="nq-data">([\s\S]*?)<\/script>/.exec(html)[1]);
    const sum = data.join.units.reduce((s, u) => s + u.groups.reduce((t, g) => t + g.weight * g.fits, 0), 0);
    totals.push(sum === A000170[n] && data.solutions === A000170[n] ? '' : `n = ${n}: ${sum}`);
  }
  check('the join, n = 4..10: the weighted pairs of every page add up to A000170', totals.every((x) => !x), totals.filter((x) => x).join(', '));
}

// ---- the page's data cannot end its <script>, and invalid UTF-8 is replaced ------------------
async function checkEmbedding() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-visual-'));
  const source = path.join(dir, 'backtracking.cpp');
  const tail = Buffer.concat([Buffer.from('\n// </script><!-- <script> "quoted" \\ '), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(' end\n')]);
  fs.writeFileSync(source, Buffer.concat([fs.readFileSync(path.join(root, 'solutions/lc52/backtracking.cpp')), tail]));
  const out = path.join(dir, 'page.html');
  execFileSync(path.join(root, build, 'bin/visual'), ['--source', source, '--page', path.join(root, 'study/page'), '--out', out, '4'], { encoding: 'utf8' });
  const bytes = fs.readFileSync(out);
  let utf8 = true;
  try { new TextDecoder('utf-8', { fatal: true }).decode(bytes); } catch { utf8 = false; }
  const html = bytes.toString('utf8');
  const data = /<script type="application\/json" id="nq-data">([\s\S]*?)<\/script>/.exec(html)[1];
  let parsed = null;
  try { parsed = JSON.parse(data); } catch { /* reported below */ }
  const want = '// </script><!-- <script> "quoted" \\ \ufffd\ufffd\ufffd end';
  check('embedding: the page is valid UTF-8, and its data parse as JSON up to the one </script>',
    utf8 && parsed !== null && !data.includes('<'), `utf8 ${utf8}, parsed ${parsed !== null}`);
  check('embedding: the data hold the source with </script> and the invalid bytes replaced by U+FFFD',
    parsed !== null && parsed.source.endsWith(want + '\n'), parsed && JSON.stringify(parsed.source.slice(-60)));
  const before = errors.length;
  await open(out);
  const shown = await page.evaluate(() => {
    const lines = [...document.querySelectorAll('#code .ln')];
    return { last: lines[lines.length - 1].textContent, scripts: document.scripts.length, steps: document.getElementById('step-total').textContent };
  });
  await page.keyboard.press('ArrowRight');
  const step = await readPage(page);
  check('embedding: in Chromium the page still works and shows the line as written',
    shown.last === want && shown.scripts === 2 && shown.steps === '93' && step.step === 1 && errors.length === before,
    JSON.stringify(shown));
  fs.rmSync(dir, { recursive: true, force: true });
}

// Steps the page forward `count` times with → keydown events sent inside the page, and records
// what it shows after each: the same handler as a key press, without a round trip per step.
const stepInPage = (count) => page.evaluate(({ src, count: c }) => {
  const read = (0, eval)(src), shown = [];
  for (let k = 0; k < c; ++k) {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    shown.push(read());
  }
  return shown;
}, { src: READ.toString(), count });

// The screenshots of docs/visual.md: each approach at n = 6 on a step that shows what it keeps.
const SHOT_STEP = { backtracking: 0, bitmask: 110, sets: 31, board: 30, array: 47, mirror: 223 };

const started = Date.now();
const KEYS = ['backtracking', 'bitmask'];  // driven by key presses, the slider and the address too
try {
  for (const approach of [...KEYS, 'sets', 'board', 'array', 'mirror']) {
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

      // every step forward, by the arrow key and every 40th by the step button, the rest by
      // keydown events sent in the page (the same handler, without a round trip a step): n = 4
      // of the approaches driven by keys all the way to the end, their n = 5 and 6 the first
      // 200 steps, the other approaches 40
      let problem = '', solutions = 0, placements = 0;
      await recordSteps(page);
      const byKeys = Math.min(trace.total, !KEYS.includes(approach) ? 40 : n === 4 ? Infinity : 200);
      for (let k = 1; k <= byKeys; ++k) {
        if (k % 40 === 0) await page.click('#next');
        else await page.keyboard.press('ArrowRight');
      }
      const record = (await page.evaluate(() => window.__shown)).concat(await stepInPage(trace.total - byKeys));
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
      if (n === 6 && SHOT_STEP[approach]) {
        await open(file, `#step=${SHOT_STEP[approach]}`);
        await page.screenshot({ path: path.join(outDir, `visual-${n}-${approach}.png`), fullPage: true });
      }
      if (!KEYS.includes(approach)) {
        console.log(`${name}: checked in ${((Date.now() - pageStart) / 1000).toFixed(1)} s`);
        continue;
      }

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

      // play and pause (space), then the step shown is a real step of trace. Play starts at step 0
      // (Home) at a speed that leaves at least 5 s before the end, so a slow machine cannot reach
      // the end (which pauses by itself) between the two presses.
      await page.keyboard.press('Home');
      const speedIndex = Math.max(0, Math.min(5, Math.floor(Math.log2(trace.total / 5))));
      await page.fill('#speed', String(speedIndex));
      await page.keyboard.press('Space');
      await page.waitForTimeout(250);
      await page.keyboard.press('Space');
      let s = await readPage(page);
      const p1 = s.step;
      await page.waitForTimeout(150);
      s = await readPage(page);
      check(`${name}: space plays and pauses (0 -> ${s.step}, ${2 ** speedIndex} steps a second)`,
        s.step > 0 && s.step === p1 && !compare(s, trace.steps[s.step], s.step), compare(s, trace.steps[s.step], s.step));
      await page.click('#play');
      await page.waitForTimeout(200);
      await page.click('#play');
      const s2 = await readPage(page);
      check(`${name}: the play button plays and pauses`, s2.step > s.step && !compare(s2, trace.steps[s2.step], s2.step));

      console.log(`${name}: checked in ${((Date.now() - pageStart) / 1000).toFixed(1)} s`);
      if (n === 6 && !SHOT_STEP[approach]) await page.screenshot({ path: path.join(outDir, `visual-${n}-${approach}.png`), fullPage: true });
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
  // the step counts the page holds, n = 1..10 (the other approaches n = 1..8), equal trace's;
  // n = 10 opens at its last step
  for (const approach of [...KEYS, 'sets', 'board', 'array', 'mirror']) {
    for (let n = 1; n <= (KEYS.includes(approach) ? 10 : 8); ++n) {
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
  console.log(`step counts: checked at ${((Date.now() - started) / 1000).toFixed(1)} s`);

  await checkJoin();
  console.log(`the join: checked at ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await checkEmbedding();
} catch (e) {
  check('the browser test ran to its end', false, e.stack || String(e));
} finally {
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
check('no console errors', errors.length === 0, errors.slice(0, 3).join(' | '));
check('nothing loaded from the network', outside.length === 0, outside.slice(0, 3).join(' '));
console.log(`screenshots: ${path.relative(root, outDir)}/visual-6-{backtracking,bitmask,sets,board,array,mirror}.png, visual-8-halves.png (${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
