// The page of make serve: the statement, a CodeMirror editor, Run and Submit through the server's
// API (docs/page.md), the results test by test, LeetCode's result panel and the boards drawn.
// Bundled by esbuild into build/page/app.js (the Makefile); nothing is fetched from elsewhere.
import { EditorView, basicSetup } from 'codemirror';
import { Compartment, StateEffect, StateField, RangeSet } from '@codemirror/state';
import { Decoration } from '@codemirror/view';
import { cpp } from '@codemirror/lang-cpp';
import { java } from '@codemirror/lang-java';
import { python } from '@codemirror/lang-python';
import { javascript } from '@codemirror/lang-javascript';
import { go } from '@codemirror/lang-go';
import { rust } from '@codemirror/lang-rust';

const HIGHLIGHT = { c: cpp, cpp, java, python, javascript, typescript: () => javascript({ typescript: true }), go, rust };
const TOKEN = new URLSearchParams(location.search).get('token') || '';
const $ = (id) => document.getElementById(id);

const WORDS = {
  en: {
    run: 'Run', submit: 'Submit', language: 'Language', profile: 'Profile', problem: 'Problem', n: 'n (Run)',
    queued: (p) => `In the queue: position ${p}`, running: 'Judging…', passed: (a, b) => `${a} / ${b} testcases passed`,
    runtime: 'Runtime', memory: 'Memory', input: 'Input', output: 'Output', expected: 'Expected',
    missing: 'Boards missed', invalid: 'Boards that are not solutions (the attacking pair marked)',
    repeated: 'Boards returned twice', count: (a, b) => `Your count ${a}, expected ${b}`,
    replay: 'Replay the search step by step', reset: 'Starter code',
  },
  zh: {
    run: '运行', submit: '提交', language: '语言', profile: '评测方式', problem: '题目', n: 'n（运行）',
    queued: (p) => `排队中：第 ${p} 位`, running: '评测中…', passed: (a, b) => `${a} / ${b} 个通过的测试用例`,
    runtime: '执行用时', memory: '消耗内存', input: '输入', output: '输出', expected: '预期结果',
    missing: '漏掉的棋盘', invalid: '不是解的棋盘（标出互相攻击的两个皇后）',
    repeated: '重复返回的棋盘', count: (a, b) => `你的计数 ${a}，预期 ${b}`,
    replay: '逐步回放搜索过程', reset: '初始代码',
  },
};
const VERDICTS = {
  AC: ['Accepted', '通过'], WA: ['Wrong Answer', '解答错误'], PE: ['Presentation Error', '格式错误'],
  TLE: ['Time Limit Exceeded', '超出时间限制'], MLE: ['Memory Limit Exceeded', '超出内存限制'],
  OLE: ['Output Limit Exceeded', '超出输出限制'], RE: ['Runtime Error', '执行出错'],
  CE: ['Compile Error', '编译出错'], FAIL: ['Judge Failure', '评测数据出错'],
};
let lang = new URLSearchParams(location.search).get('lang') === 'zh' ? 'zh' : 'en';
const t = (key, ...args) => { const w = WORDS[lang][key]; return typeof w === 'function' ? w(...args) : w; };
const api = (path) => `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(TOKEN)}`;

// The editor's marked lines: a compile error's and a sanitizer's.
const setMarks = StateEffect.define();
const marks = StateField.define({
  create: () => Decoration.none,
  update(value, tr) {
    value = value.map(tr.changes);
    for (const e of tr.effects) if (e.is(setMarks)) value = e.value;
    return value;
  },
  provide: (f) => EditorView.decorations.from(f),
});
const highlight = new Compartment();
let data, view, problem = 'lc52', language = 'cpp';

const storeKey = () => `nqueens-kit:code:${problem}:${language}`;
function starter() { return (data.problems.find((p) => p.id === problem).starter || {})[language] || ''; }
function loadCode() {
  const code = localStorage.getItem(storeKey()) ?? starter();
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code }, effects: setMarks.of(Decoration.none) });
  view.dispatch({ effects: highlight.reconfigure((HIGHLIGHT[language] || cpp)()) });
}
function markLines(lines) {
  const doc = view.state.doc, deco = Decoration.line({ class: 'cm-error-line' });
  const ranges = [...new Set(lines)].filter((l) => l >= 1 && l <= doc.lines).sort((a, b) => a - b)
    .map((l) => deco.range(doc.line(l).from));
  view.dispatch({ effects: setMarks.of(RangeSet.of(ranges)) });
  document.body.dataset.marked = ranges.length ? [...new Set(lines)].join(',') : '';
}

// The statement from the package's LaTeX, as plain text with its verbatim blocks kept.
function statementHtml(tex) {
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return esc(tex)
    .replace(/\\problemname\{(.*)\}/, '<h2>$1</h2>')
    .replace(/\\section\*\{(.*?)\}/g, '<h3>$1</h3>')
    .replace(/\\begin\{verbatim\}([\s\S]*?)\\end\{verbatim\}/g, '<pre>$1</pre>')
    .replace(/\\verb\|([^|]*)\|/g, '<code>$1</code>')
    .replace(/\$([^$]*)\$/g, (_, m) => `<i>${m.replace(/\\times/g, '×').replace(/\\le/g, '≤').replace(/\\ldots/g, '…').replace(/[{}\\]/g, '')}</i>`)
    .replace(/\n\n/g, '<p>');
}

function fill(select, items, value) {
  select.innerHTML = '';
  for (const [v, label] of items) select.add(new Option(label, v, false, v === value));
}
function render() {
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  const p = data.problems.find((x) => x.id === problem);
  $('statement').innerHTML = statementHtml(p.statement[lang] || p.statement.en);
}

async function start() {
  data = await (await fetch(api('/api/problems'))).json();
  const saved = JSON.parse(localStorage.getItem('nqueens-kit:choice') || '{}');
  problem = saved.problem || problem; language = saved.language || language;
  fill($('problem'), data.problems.map((p) => [p.id, p.id]), problem);
  fill($('language'), data.languages.map((l) => [l.name, l.title]), language);
  fill($('like'), data.likes.map((l) => [l, l]), saved.like || 'leetcode');
  view = new EditorView({
    parent: $('editor'),
    extensions: [basicSetup, highlight.of(cpp()), marks,
      EditorView.updateListener.of((u) => { if (u.docChanged) localStorage.setItem(storeKey(), u.state.doc.toString()); })],
  });
  window.kitEditor = view;  // for the browser test and the console
  const choose = () => {
    problem = $('problem').value; language = $('language').value;
    localStorage.setItem('nqueens-kit:choice', JSON.stringify({ problem, language, like: $('like').value }));
    loadCode(); render();
  };
  for (const id of ['problem', 'language', 'like']) $(id).onchange = choose;
  $('lang').onclick = () => { lang = lang === 'en' ? 'zh' : 'en'; render(); };
  $('reset').onclick = () => { localStorage.removeItem(storeKey()); loadCode(); };
  $('run').onclick = () => judge('run');
  $('submit').onclick = () => judge('all');
  loadCode(); render();
  document.body.dataset.ready = '1';
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function judge(tests) {
  for (const b of [$('run'), $('submit')]) b.disabled = true;
  $('lines').textContent = ''; $('panel').innerHTML = ''; $('boards').innerHTML = ''; markLines([]);
  document.body.dataset.state = 'judging';
  try {
    const body = { problem, language, code: view.state.doc.toString(), tests, like: $('like').value };
    if (tests === 'run' && $('n').value) body.n = parseInt($('n').value, 10);
    const res = await fetch(api('/api/submit'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) { $('status').textContent = await res.text(); return; }
    let job = await res.json(), seen = 0;
    while (job.state !== 'done') {
      $('status').textContent = job.state === 'queued' ? t('queued', job.position) : t('running');
      await sleep(150);
      job = await (await fetch(api(`/api/jobs/${job.id}?from=${seen}`))).json();
      for (const line of job.lines) if (/^\s*(ok|BAD|\?\?)\s/.test(line)) $('lines').textContent += line.trim() + '\n';
      seen += job.lines.length;
    }
    $('status').textContent = '';
    if (!job.report) { $('status').textContent = job.lines.filter((l) => l.startsWith('error')).join('\n') || 'error'; return; }
    await showReport(job.report);
  } finally {
    for (const b of [$('run'), $('submit')]) b.disabled = false;
    document.body.dataset.state = 'done';
  }
}

function el(tag, cls, text) { const e = document.createElement(tag); if (cls) e.className = cls; if (text !== undefined) e.textContent = text; return e; }

// LeetCode's panel, as the judge's report says it (its solutions[0]): the verdict, the tests
// passed of LeetCode's own (within_constraints, 1 <= n <= 9) and the first failure.
async function showReport(report) {
  const results = report.results || [], sol = (report.solutions || [])[0] || {};
  const within = sol.within_constraints || sol;
  const ce = results.find((r) => r.verdict === 'CE');
  const words = Object.values(VERDICTS).find((w) => w[0] === within.verdict) || [within.verdict, within.verdict];
  const panel = $('panel');
  const head = el('div', 'verdict ' + (within.verdict === 'Accepted' ? 'ok' : 'bad'), words[lang === 'zh' ? 1 : 0]);
  head.id = 'verdict';
  panel.append(head);
  if (ce) {
    panel.append(el('pre', 'log', ce.compile_log || ''));
    markLines(lineNumbers(ce.compile_log || ''));
    return;
  }
  const summary = el('div', 'summary', t('passed', within.passed, within.total));
  summary.id = 'passed';
  panel.append(summary);
  const ran = results.filter((r) => r.ran && !r.beyond_constraints);
  panel.append(el('div', 'stats', `${t('runtime')}: ${Math.max(0, ...ran.map((r) => r.cpu_ms))} ms · ${t('memory')}: ${Math.max(0, ...ran.map((r) => r.peak_mib))} MiB`));
  const first = sol.first_failure;
  if (!first) return;
  const bad = results.find((r) => r.test === first.test) || {};
  if (bad.stderr) markLines(lineNumbers(bad.stderr));
  if (!first.input) {  // a full program's report (acm) carries no output: the judge's message
    panel.append(el('pre', 'message', `${first.test}: ${bad.message || ''}`));
    if (bad.stderr) panel.append(el('pre', 'log', bad.stderr));
    return;
  }
  const io = el('div', 'io');
  io.append(el('h4', '', t('input')), el('pre', '', first.input));
  io.append(el('h4', '', t('output')), el('pre', 'output', first.found));
  io.append(el('h4', '', t('expected')), el('pre', '', first.expected));
  if (bad.message) io.append(el('pre', 'message', bad.message));
  if (bad.stderr) io.append(el('pre', 'log', bad.stderr));
  panel.append(io);
  drawBoards(parseInt(first.input.replace(/^n = /, ''), 10), first.found, first.expected, bad.details);
}

// The lines of the solution's file that a compiler or a sanitizer names (solution.cpp:4:19).
function lineNumbers(text) {
  return [...text.matchAll(/solution\.\w+:(\d+)/g)].map((m) => parseInt(m[1], 10));
}

function queensOf(board) {
  const q = [];
  board.forEach((row, r) => [...row].forEach((ch, c) => { if (ch === 'Q') q.push([r, c]); }));
  return q;
}
// A board drawn: n x n squares, the queens, the attacking pair and the squares between them marked.
function boardEl(n, queens, pair) {
  const b = el('div', 'board');
  b.style.setProperty('--n', n);
  const on = (r, c, list) => list && list.some(([x, y]) => x === r && y === c);
  const between = (r, c) => {
    if (!pair) return false;
    const [[r1, c1], [r2, c2]] = pair, dr = Math.sign(r2 - r1), dc = Math.sign(c2 - c1);
    for (let x = r1, y = c1; x !== r2 || y !== c2; x += dr, y += dc) if (x === r && y === c) return true;
    return false;
  };
  for (let r = 0; r < n; ++r)
    for (let c = 0; c < n; ++c) {
      const sq = el('div', 'sq' + ((r + c) % 2 ? ' dark' : '') + (on(r, c, pair) ? ' attack' : between(r, c) ? ' line' : ''));
      if (on(r, c, queens)) sq.dataset.queen = '';
      b.append(sq);
    }
  return b;
}
function boardGroup(title, cls, boards, count) {
  const g = el('div', 'group ' + cls);
  g.append(el('h4', '', `${title} (${count})`));
  const row = el('div', 'row');
  for (const b of boards) row.append(b);
  g.append(row);
  $('boards').append(g);
}

// lc51's boards as the judge's output validator found them (the result's details: missed, not
// solutions with the first two queens that attack, repeated); the page only draws them.
function drawDetails(d) {
  const drawn = (list) => list.map((b) => boardEl(d.n, queensOf(b)));
  const pair = (queens) => (queens.length === 2 ? queens.map((q) => [q.row - 1, q.col - 1]) : null);
  boardGroup(t('missing'), 'missing', drawn(d.missing), d.missing_count);
  boardGroup(t('invalid'), 'invalid', d.not_solutions.map((x) => boardEl(d.n, queensOf(x.board), pair(x.attacking))), d.not_solutions_count);
  boardGroup(t('repeated'), 'repeated', drawn(d.repeated), d.repeated_count);
}

function drawBoards(n, answer, expected, details) {
  const approach = problem === 'lc51' ? 'sets' : 'bitmask';
  if (problem === 'lc51') {
    if (details) drawDetails(details);
  } else {
    $('boards').append(el('p', 'count', t('count', (answer || '').trim(), expected.trim())));
  }
  const link = el('a', 'replay', t('replay'));
  link.href = api(`/replay?n=${Math.min(Math.max(n, 4), 8)}&approach=${approach}`);
  link.target = '_blank';
  $('boards').append(link);
}

start();
