// The page of make visual APPROACH=halves: the join of the halves engine, unit by unit, as
// study/visual.cpp took it from study/join_adapter.hpp (engine/halves.hpp, the code of nqueens
// count). The page only draws: the half-boards, their keys, the classes, the weights and the
// join's counts all come in the data; the lit cells are the pairs whose keys share no bit.
'use strict';
(function () {
  const D = JSON.parse(document.getElementById('nq-data').textContent);
  const n = D.n, J = D.join, h = J.h, units = J.units, ODD = n % 2 === 1;
  const NO_LONG = 0, ONE_LONG = 1, TWO_LONG = 2, OFF_CENTRE = 3, CENTRE = 4;
  const $ = (id) => document.getElementById(id);
  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };

  // ---- words -----------------------------------------------------------------------------
  const T = {
    en: {
      title: 'The join of the halves engine', other: '中文',
      approachLine: `n = ${n}: meet in the middle, counted by engine/halves.hpp (the code of nqueens count), read through study/join_adapter.hpp.`,
      idea: `The board is cut down the middle: the left half is columns 0..${h - 1}, the right half columns ${h}..${n - 1}. ` +
        'Every row holds one queen, in one half or the other; S is the set of rows whose queen is on the left. ' +
        'For one S, a left half-board (queens on the rows of S, none attacking another) and a right half-board (the other rows) make a solution exactly when they share no diagonal: ' +
        `rows and columns are apart by construction, and only the ${n - 1} diagonals of each direction that cross the cut can be shared. ` +
        `So each half-board is reduced to a key, the ${2 * (n - 1)} crossing diagonals it holds, and two half-boards fit when their keys have no bit in common.`,
      unitsHead: 'The units and their weights',
      unitsNote: (k) => `The engine counts ${k} units, one per S it keeps; the symmetries of the board stand for the other S and for the boards it does not build, through the weights. Click a unit to see its join.`,
      unitCols: ['unit', 'S (rows on the left)', 'left', 'right', 'fitting pairs', 'weighted count'],
      total: 'total', totalNote: (sum) => `Summed over the units, the weighted pairs give ${sum} solutions.`,
      unitHead: (u, rows) => `Unit ${u}: S = {${rows}}`,
      noteEven: (rev, tb, lr, dropped) => `reverse(S) = {${rev}}: the top-bottom mirror maps the solutions of S onto those of reverse(S), so the engine counts only S <= reverse(S), with weight ${tb} here (2 when S < reverse(S), 1 when equal). ` +
        `Left-right factor ${lr} (the first row i with rows i and ${n - 1}-i on the same side decides: 2 if both are in S, 0 if neither, 1 if there is none). ` +
        `${dropped} left half-board${dropped === 1 ? '' : 's'} with a queen on a long diagonal ${dropped === 1 ? 'is' : 'are'} dropped: the long-diagonal weights 2 and 4 count such boards from the right, where their queens are.`,
      noteOdd: (tb, lr) => `The middle row ${h} has its queen on the right, in column c >= ${h}. Off the centre (c > ${h}, the middle column's queen below row c) the 8 symmetries give 8 different boards: weight 8. ` +
        `The centre queen (${h},${h}) is weighted by the two mirrors: top-bottom ${tb} x left-right ${lr} = ${tb * lr}` + (tb * lr ? '.' : ': nothing to count, so the engine does not build those half-boards.'),
      leftHead: `Left half-boards (columns 0..${h - 1}) and their keys`,
      rightHead: `Right half-boards (columns ${h}..${n - 1}) and their keys`,
      cls: ['no queen on a long diagonal (d = 0)', 'one long diagonal held (d = 1)', 'both long diagonals held (d = 2)', 'off the centre', 'the centre queen'],
      clsShort: ['d = 0', 'd = 1', 'd = 2', 'off centre', 'centre'],
      weightOf: (g, u) => [`weight ${u.topBottom} x ${u.leftRight}`, `weight ${u.topBottom} x 2`, `weight ${u.topBottom} x 4`, 'weight 8', `weight ${u.topBottom} x ${u.leftRight}`][g.cls],
      notBuilt: 'weight 0: not built',
      keyAnti: 'r+c', keyMain: 'c-r+n-1',
      none: 'none',
      gridHead: 'The join: left keys against right keys',
      gridNote: 'A cell is lit where the two keys have no bit in common: the two half-boards share no diagonal. Click a lit cell to see the whole board.',
      gridEmpty: 'No left half-board: the engine stops here, and the unit counts 0.',
      wholeHead: 'The whole board',
      wholePick: 'Click a lit cell of the grid.',
      whole: (l, r, cols, w) => `${l} + ${r}: the solution ${cols} (the column of each row), counted ${w} time${w === 1 ? '' : 's'}.`,
      countHead: 'The count of this unit',
      countCols: ['class', 'fitting pairs', 'weight', 'pairs x weight'],
      unitSum: 'this unit', engineSays: (c) => `count(unit) of the engine: ${c}`,
      code: 'The engine\'s code',
    },
    zh: {
      title: '对半引擎的拼接', other: 'English',
      approachLine: `n = ${n}：折半相遇，由 engine/halves.hpp 计数（与 nqueens count 同一份代码），经 study/join_adapter.hpp 读出。`,
      idea: `把棋盘从中间竖着切开：左半边是第 0..${h - 1} 列，右半边是第 ${h}..${n - 1} 列。每一行恰有一个皇后，在左半边或右半边；S 是皇后在左半边的那些行。` +
        '固定 S，一个左半盘（皇后在 S 的各行，互不攻击）和一个右半盘（其余各行）拼成一个解，当且仅当它们不共用斜线：' +
        `行和列天然分开，只有跨过切线的每个方向各 ${n - 1} 条斜线可能共用。` +
        `所以每个半盘只用一个键表示：它占用的 ${2 * (n - 1)} 条跨线斜线；两个半盘能拼上，当且仅当两个键没有公共的位。`,
      unitsHead: '工作单元和它们的权重',
      unitsNote: (k) => `引擎计数 ${k} 个单元，每个保留下来的 S 一个；其余的 S 和引擎不构造的棋盘由棋盘的对称性通过权重代表。点一个单元看它的拼接。`,
      unitCols: ['单元', 'S（皇后在左边的行）', '左', '右', '能拼上的对数', '加权计数'],
      total: '合计', totalNote: (sum) => `所有单元的加权对数加起来是 ${sum} 个解。`,
      unitHead: (u, rows) => `单元 ${u}：S = {${rows}}`,
      noteEven: (rev, tb, lr, dropped) => `reverse(S) = {${rev}}：上下翻转把 S 的解一一映成 reverse(S) 的解，所以引擎只数 S <= reverse(S)，这里权重是 ${tb}（S < reverse(S) 时为 2，相等时为 1）。` +
        `左右翻转的因子是 ${lr}（由第一个使第 i 行和第 ${n - 1}-i 行在同一边的行 i 决定：都在 S 中为 2，都不在为 0，没有这样的行为 1）。` +
        `有 ${dropped} 个左半盘有皇后在长对角线上，被丢掉：长对角线的权重 2 和 4 从右边把这样的棋盘算进来，那里才是它们的皇后所在。`,
      noteOdd: (tb, lr) => `中间一行（第 ${h} 行）的皇后在右边，在第 c >= ${h} 列。不在中心时（c > ${h}，中间一列的皇后在第 c 行以下），8 个对称给出 8 个不同的棋盘：权重 8。` +
        `中心皇后 (${h},${h}) 由两个翻转加权：上下 ${tb} x 左右 ${lr} = ${tb * lr}` + (tb * lr ? '。' : '：没有要数的，所以引擎不构造这些半盘。'),
      leftHead: `左半盘（第 0..${h - 1} 列）和它们的键`,
      rightHead: `右半盘（第 ${h}..${n - 1} 列）和它们的键`,
      cls: ['长对角线上没有皇后（d = 0）', '占用一条长对角线（d = 1）', '占用两条长对角线（d = 2）', '不在中心', '中心皇后'],
      clsShort: ['d = 0', 'd = 1', 'd = 2', '不在中心', '中心'],
      weightOf: (g, u) => [`权重 ${u.topBottom} x ${u.leftRight}`, `权重 ${u.topBottom} x 2`, `权重 ${u.topBottom} x 4`, '权重 8', `权重 ${u.topBottom} x ${u.leftRight}`][g.cls],
      notBuilt: '权重为 0：不构造',
      keyAnti: 'r+c', keyMain: 'c-r+n-1',
      none: '无',
      gridHead: '拼接：左边的键对右边的键',
      gridNote: '两个键没有公共位的格子亮起：这两个半盘不共用斜线。点亮着的格子看整个棋盘。',
      gridEmpty: '没有左半盘：引擎到此为止，这个单元计 0。',
      wholeHead: '整个棋盘',
      wholePick: '点网格里亮着的格子。',
      whole: (l, r, cols, w) => `${l} + ${r}：解 ${cols}（每行皇后的列号），计 ${w} 次。`,
      countHead: '这个单元的计数',
      countCols: ['类别', '能拼上的对数', '权重', '对数 x 权重'],
      unitSum: '这个单元', engineSays: (c) => `引擎的 count(unit)：${c}`,
      code: '引擎的代码',
    },
  };
  let lang = 'en';
  const t = (key) => T[lang][key];

  // ---- what a unit is made of -------------------------------------------------------------
  const rowsOf = (set) => { const r = []; for (let i = 0; i < n; ++i) if ((set >> i) & 1) r.push(i); return r; };
  const reverseOf = (set) => { let r = 0; for (let i = 0; i < n; ++i) if ((set >> i) & 1) r |= 1 << (n - 1 - i); return r; };
  const weighted = (u) => u.groups.reduce((sum, g) => sum + g.weight * g.fits, 0);
  // A key's diagonals: bits 0..n-2 are the anti-diagonals r+c = h..n+h-2, bits n-1..2n-3 the
  // diagonals c-r+n-1 = h..n+h-2.
  const keyParts = (key) => {
    const anti = [], main = [];
    for (let b = 0; b < 2 * (n - 1); ++b) {
      if (Math.floor(key / 2 ** b) % 2 !== 1) continue;
      if (b < n - 1) anti.push(b + h); else main.push(b - (n - 1) + h);
    }
    return [anti, main];
  };
  const fits = (a, b) => {  // keys of up to 18 bits: no bit in common
    for (let v = 0; v < 2 * (n - 1); ++v) if (Math.floor(a / 2 ** v) % 2 && Math.floor(b / 2 ** v) % 2) return false;
    return true;
  };

  // ---- the units table --------------------------------------------------------------------
  const unitRows = [];
  function buildUnits() {
    const table = $('units');
    table.textContent = '';
    const head = table.createTHead().insertRow();
    for (const c of t('unitCols')) head.appendChild(el('th', '', c));
    const body = table.createTBody();
    unitRows.length = 0;
    units.forEach((u, i) => {
      const tr = body.insertRow();
      tr.dataset.unit = i;
      tr.dataset.solutions = weighted(u);
      tr.dataset.placements = u.left.length + u.right.length;
      const lit = u.groups.reduce((s, g) => s + g.fits, 0);
      for (const text of [i, '{' + rowsOf(u.leftRows).join(', ') + '}', u.left.length, u.right.length, lit, weighted(u)]) tr.insertCell().textContent = text;
      tr.title = u.groups.map((g) => `${t('clsShort')[g.cls]}: ${g.fits} x ${g.weight}`).join(', ');
      tr.addEventListener('click', () => select(i));
      unitRows.push(tr);
    });
    const foot = table.createTFoot().insertRow();
    foot.insertCell().textContent = t('total');
    foot.insertCell().colSpan = 4;
    const sum = units.reduce((s, u) => s + weighted(u), 0);
    const cell = foot.insertCell();
    cell.id = 'total';
    cell.textContent = sum;
    $('units-note').textContent = t('unitsNote')(units.length) + ' ' + t('totalNote')(sum);
  }

  // ---- one unit: its half-boards, the grid, the whole board, the count --------------------
  function miniBoard(columnOf, c0, c1, cls) {
    const b = el('div', 'mini ' + cls);
    b.style.setProperty('--w', c1 - c0);
    for (let r = 0; r < n; ++r) {
      for (let c = c0; c < c1; ++c) {
        const sq = el('span', 'msq' + ((r + c) % 2 ? ' dark' : '') + (columnOf[r] < 0 ? ' other' : ''));
        if (columnOf[r] === c) sq.classList.add('q');
        b.appendChild(sq);
      }
    }
    return b;
  }
  function keyText(key) {
    const [anti, main] = keyParts(key);
    const set = (v) => v.length ? '{' + v.join(', ') + '}' : t('none');
    return `${t('keyAnti')} ${set(anti)} · ${t('keyMain')} ${set(main)}`;
  }
  function card(b, side, i, label) {
    const [columnOf, key, group] = b;
    const c = el('div', 'half');
    Object.assign(c.dataset, { side, index: i, columns: columnOf.join(' '), key, group });
    c.appendChild(el('div', 'half-label', label));
    c.appendChild(side === 'left' ? miniBoard(columnOf, 0, h, 'left') : miniBoard(columnOf, h, n, 'right'));
    const k = el('div', 'key', keyText(key));
    k.title = 'key ' + key.toString(2).padStart(2 * (n - 1), '0');
    c.appendChild(k);
    return c;
  }

  let current = -1, picked = null;
  function select(i) {
    current = i;
    picked = null;
    document.body.dataset.unit = i;
    drawUnit();
    writeHash();
  }

  function drawUnit() {
    const u = units[current];
    for (const tr of unitRows) tr.classList.toggle('current', Number(tr.dataset.unit) === current);
    const rows = rowsOf(u.leftRows);
    $('unit-head').textContent = t('unitHead')(current, rows.join(', '));
    $('unit-note').textContent = ODD ? t('noteOdd')(u.topBottom, u.leftRight)
      : t('noteEven')(rowsOf(reverseOf(u.leftRows)).join(', '), u.topBottom, u.leftRight, u.leftDropped);
    const left = $('left-boards'), right = $('right-boards');
    left.textContent = right.textContent = '';
    u.left.forEach((b, i) => left.appendChild(card(b, 'left', i, 'L' + (i + 1))));
    u.groups.forEach((g, gi) => {
      const head = el('div', 'group-head', `${t('cls')[g.cls]}: ${g.weight ? t('weightOf')(g, u) + ' = ' + g.weight : t('notBuilt')}`);
      head.dataset.group = gi;
      right.appendChild(head);
      u.right.forEach((b, i) => { if (b[2] === gi) right.appendChild(card(b, 'right', i, 'R' + (i + 1))); });
    });
    drawGrid(u);
    drawWhole(u);
    drawCount(u);
  }

  function drawGrid(u) {
    const grid = $('grid');
    grid.textContent = '';
    $('grid-note').textContent = u.left.length ? t('gridNote') : t('gridEmpty');
    if (!u.left.length || !u.right.length) return;
    const groupRow = grid.insertRow(), headRow = grid.insertRow();
    groupRow.appendChild(el('th'));
    headRow.appendChild(el('th'));
    u.groups.forEach((g, gi) => {
      const span = u.right.filter((b) => b[2] === gi).length;
      if (!span) return;
      const th = el('th', 'grid-group', t('clsShort')[g.cls] + ' x' + g.weight);
      th.colSpan = span;
      groupRow.appendChild(th);
    });
    u.right.forEach((b, j) => headRow.appendChild(el('th', 'grid-col', 'R' + (j + 1))));
    u.left.forEach((l, i) => {
      const tr = grid.insertRow();
      tr.appendChild(el('th', 'grid-row', 'L' + (i + 1)));
      u.right.forEach((r, j) => {
        const td = tr.insertCell();
        td.className = 'cell';
        Object.assign(td.dataset, { left: i, right: j });
        if (j > 0 && u.right[j - 1][2] !== r[2]) td.classList.add('first');
        if (fits(l[1], r[1])) {
          td.classList.add('lit');
          td.textContent = '✓';
          td.tabIndex = 0;
          td.addEventListener('click', () => { picked = [i, j]; drawGrid(u); drawWhole(u); });
        }
        if (picked && picked[0] === i && picked[1] === j) td.classList.add('picked');
      });
    });
  }

  function drawWhole(u) {
    const whole = $('whole');
    whole.textContent = '';
    whole.style.setProperty('--n', n);
    if (!picked) { $('whole-note').textContent = t('wholePick'); whole.hidden = true; delete whole.dataset.columns; return; }
    whole.hidden = false;
    const [i, j] = picked, l = u.left[i][0], r = u.right[j][0];
    const columns = l.map((c, row) => (c >= 0 ? c : r[row]));
    whole.dataset.columns = columns.join(' ');
    for (let row = 0; row < n; ++row) {
      for (let c = 0; c < n; ++c) {
        const sq = el('div', 'wsq' + ((row + c) % 2 ? ' dark' : '') + (c === h ? ' cut' : ''));
        Object.assign(sq.dataset, { row, col: c });
        if (columns[row] === c) { sq.dataset.queen = ''; sq.classList.add(c < h ? 'ql' : 'qr'); }
        whole.appendChild(sq);
      }
    }
    $('whole-note').textContent = t('whole')('L' + (i + 1), 'R' + (j + 1), columns.join(' '), u.groups[u.right[j][2]].weight);
  }

  function drawCount(u) {
    const table = $('unit-count');
    table.textContent = '';
    const head = table.createTHead().insertRow();
    for (const c of t('countCols')) head.appendChild(el('th', '', c));
    const body = table.createTBody();
    u.groups.forEach((g, gi) => {
      const tr = body.insertRow();
      Object.assign(tr.dataset, { group: gi, fits: g.fits, weight: g.weight });
      for (const text of [t('cls')[g.cls], g.fits, g.weight, g.fits * g.weight]) tr.insertCell().textContent = text;
    });
    const foot = table.createTFoot().insertRow();
    foot.insertCell().textContent = t('unitSum');
    foot.insertCell().colSpan = 2;
    const sum = foot.insertCell();
    sum.id = 'unit-total';
    sum.textContent = weighted(u);
    const note = table.createTFoot().insertRow().insertCell();
    note.colSpan = 4;
    note.className = 'engine-says';
    note.textContent = t('engineSays')(u.solutions);
  }

  // ---- the engine's code, language, address ------------------------------------------------
  $('code-path').textContent = D.sourcePath;
  const code = $('code');
  D.source.replace(/\n$/, '').split('\n').forEach((text, i) => {
    const line = el('div', 'ln', text);
    line.dataset.line = i + 1;
    code.appendChild(line);
  });

  function applyLanguage() {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
    for (const e of document.querySelectorAll('[data-t]')) e.textContent = t(e.dataset.t);
    $('lang').textContent = t('other');
    $('approach-line').textContent = t('approachLine');
    $('idea').textContent = t('idea');
    buildUnits();
    if (current >= 0) drawUnit();
  }
  // The address carries the unit (and the language), rewritten in place: no new history entry.
  const writeHash = () => history.replaceState(null, '', `#unit=${current}` + (lang === 'zh' ? '&lang=zh' : ''));
  function readHash(url) {
    const hash = url.includes('#') ? url.slice(url.indexOf('#') + 1) : '';
    const p = new URLSearchParams(hash);
    lang = p.get('lang') === 'zh' ? 'zh' : 'en';
    const k = parseInt(p.get('unit') || '-1', 10);
    if (Number.isFinite(k) && k >= 0 && k < units.length) return k;
    const lit = units.findIndex((u) => u.groups.some((g) => g.fits > 0));  // the first that counts
    return lit >= 0 ? lit : 0;
  }
  $('lang').addEventListener('click', () => { lang = lang === 'en' ? 'zh' : 'en'; applyLanguage(); writeHash(); });
  window.addEventListener('hashchange', (e) => {
    const k = readHash(e.newURL);
    applyLanguage();
    select(k);
  });

  const first = readHash(location.href);
  applyLanguage();
  select(first);
})();
