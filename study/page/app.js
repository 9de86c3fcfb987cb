// The page of make visual: replays the steps that study/visual.cpp took from the searches of
// study/searches.hpp (backtracking, bitmask, sets, board, array, mirror).
// Step K here is step K of make trace; step 0 is the empty board before the first step.
// Everything a step shows is worked out from that step and the per-step tables built once at
// load, so a step costs O(n^3) at most (the board's attacks), whatever the number of steps.
'use strict';
(function () {
  const D = JSON.parse(document.getElementById('nq-data').textContent);
  const n = D.n, steps = D.steps, S = steps.length, A = D.approach;
  const BT = A === 'backtracking', BM = A === 'bitmask', SETS = A === 'sets';
  const FLAGS = A === 'board' || A === 'array' || A === 'mirror', MIRROR = A === 'mirror';
  const ARRAY = A === 'array' || MIRROR;  // chessBoard[i] = j, kept after the queen is lifted
  const FITS = 0, REFUSED = 1, SOLUTION = 2, BACK = 3, DEAD = 4, LIMITS = 5, PICK = 6, FIRST = 7;
  const max0 = MIRROR ? Math.floor((n + 1) / 2) : n;  // the columns row 0 tries
  const limit = (1 << n) - 1;
  const $ = (id) => document.getElementById(id);

  // ---- words -----------------------------------------------------------------------------
  const T = {
    en: {
      title: 'N-Queens search', step: 'step', placements: 'placements so far',
      solutionsFound: 'solutions found', nextSolution: 'next solution', nextBack: 'next step back',
      speed: 'speed', code: 'The code', tree: 'The search tree so far',
      startTip: 'back to step 0 (Home)', prevTip: 'step back (←)', playTip: 'play / pause (space)',
      nextTip: 'step forward (→)', other: '中文',
      keys: 'Keys: → step forward, ← step back, space play / pause, Home / End, S next solution, B next step back.',
      approach: {
        backtracking: 'backtracking: num1 / process1 with record + isValid (source 000)',
        bitmask: 'bitmask: num2 / process2 with limit, colLimit, leftDiaLim, rightDiaLim and mostRightOne (sources 000, 001, 003)',
        sets: 'sets: dfs with the hash sets columns, diagonals1 and diagonals2 (LeetCode 51, source 001)',
        board: 'board: backtrace on a 2-D chessBoard with the flag arrays rowFlag, columnFlag, leftToRightFlag, rightToLeftFlag (source 004, stage 1)',
        array: 'array: backtrace on a 1-D chessBoard[i] = j with the same flag arrays (source 004, stage 2)',
        mirror: 'mirror: stage 2 with row 0 searched on its left half only, each solution counted with its mirror image (source 004, stage 3, topIndex)',
      },
      approachLine: (n, what) => `n = ${n}, ${what}. The steps are those of make trace, taken from the kit's searches (study/searches.hpp).`,
      start: 'Start: the board is empty. Press → or ▶ to take the first step.',
      fits: (r, c) => `try (${r},${c}): fits, record[${r}] = ${c}`,
      fitsMore: (r) => `No queen above attacks it: the queen stays, and the search goes on to row ${r + 1}.`,
      refused: (r, c, why, k) => `try (${r},${c}): same ${why ? 'diagonal' : 'column'} as row ${k}`,
      refusedMore: (k, q) => `isValid stops at the queen of row ${k}, on (${k},${q}): this square is refused and the next column is tried.`,
      solutionBT: (k, list) => `solution ${k}: ${list}`,
      solutionBM: (k, list) => `row ${n}: colLimit == limit, solution ${k}: ${list}`,
      solutionMore: 'Every row holds a queen: one more solution is counted, and the search steps back for more.',
      banner: (k, all) => `Solution ${k} of ${all} found`,
      bannerCount: (k, all, sc, total) => `Solution ${k} of ${all} found; solutionCount = ${sc} of ${total}`,
      back: (r, c) => `take back (${r},${c})`,
      backMore: (r) => `process1 returned from row ${r + 1}: the queen of row ${r} is lifted, and row ${r} tries its next column.`,
      backMoreBM: (r) => `process2 returned from row ${r + 1}: the queen of row ${r} is lifted; row ${r} goes on with what pos has left.`,
      dead: (r) => r === 0 ? 'row 0: no square left, the search is over' : `row ${r}: no square left, back to row ${r - 1}`,
      deadMore: (r) => r === 0 ? 'Every column of the top row has been tried: the whole search tree is done.' : `A dead end: every column of row ${r} has been tried. The search returns to row ${r - 1}.`,
      limits: (r) => `row ${r}: the limits from the rows above`,
      limitsMore: (free) => free.length ? `Free columns (1 in pos): ${free.join(', ')}. mostRightOne takes the lowest bit, the free square furthest left.` : 'pos is 0: no free square in this row.',
      pick: (r, m, c, left) => `row ${r}: mostRightOne = ${m} = column ${c}, queen on (${r},${c}); pos - mostRightOne = ${left}`,
      pickMore: (r) => `The shifts below hand row ${r + 1} its limits: << 1 moves a bit to column + 1, >> 1 to column - 1.`,
      legend: ['attacked through its column', 'attacked along a \\ diagonal', 'attacked along a / diagonal', 'the square being tried', 'refused, and the queen that attacks it', 'a queen being taken back'],
      bitsHead: (r) => `row ${r}: bit c under column c (the binary number, written highest bit first, is on the right)`,
      into: (r) => `into row ${r}:`,
      offBoard: 'bits past the right edge (a "+" in make trace); limit & clears them',
      treeFull: 'Every placement is a node (the column in it), the current path in yellow; red strokes are squares that isValid refused, a red ✕ a dead end, green nodes are solutions with their number. Nodes appear as the search reaches them.',
      treeFullBM: 'Every placement is a node (the column in it), the current path in yellow; a red ✕ is a row with no free square (pos = 0), green nodes are solutions with their number. Nodes appear as the search reaches them.',
      treeWindow: 'A window of the tree: the current path, one line a row. In each row: the queen on the path (Q), the branches already searched (grey), the squares cut off because they are attacked (✕), the square being tried (outlined); blank ones are still to come.',
      // sets (source 001)
      fitsSets: (r, c) => `try (${r},${c}): fits, queens[${r}] = ${c}`,
      fitsMoreSets: (r) => `No set holds it: col, row - col and row + col go into the three sets, and dfs goes on to row ${r + 1}.`,
      refusedSets: (r, c, which, v) => `try (${r},${c}): ` + [`col ${v} is in columns`, `row - col = ${v} is in diagonals1`, `row + col = ${v} is in diagonals2`][which],
      refusedMoreSets: (which) => ['A queen above stands in this column', 'A queen above stands on this \\ diagonal', 'A queen above stands on this / diagonal'][which] + ': dfs skips the square (continue) and tries the next column.',
      backMoreSets: (r) => `dfs returned from row ${r + 1}: the three values of row ${r}'s queen are erased from the sets, and row ${r} tries its next column.`,
      setsHead: 'The three sets (their values in increasing order):',
      setNames: ['columns (col)', 'diagonals1 (row - col, the \\ diagonals)', 'diagonals2 (row + col, the / diagonals)'],
      // board, array, mirror (source 004)
      fitsBoard: (r, c) => `try (${r},${c}): fits, chessBoard[${r}][${c}] = 1, updateFlag(${r}, ${c}, 1)`,
      fitsArray: (r, c) => `try (${r},${c}): fits, chessBoard[${r}] = ${c}, updateFlag(${r}, ${c}, 1)`,
      fitsMoreFlags: (r) => `isValid finds none of the four flags set: updateFlag sets them, and backtrace goes on to row ${r + 1}.`,
      refusedFlags: (r, c, list) => `try (${r},${c}): refused by ${list}`,
      refusedMoreFlags: 'isValid reads the four flags of the square (framed below); a set one (red) refuses it, and backtrace tries the next column.',
      backBoard: (r, c) => `take back (${r},${c}): chessBoard[${r}][${c}] = 0, updateFlag(${r}, ${c}, 0)`,
      backArray: (r, c) => `take back (${r},${c}): updateFlag(${r}, ${c}, 0); chessBoard[${r}] keeps ${c} (a later try overwrites it)`,
      backMoreFlags: (r) => `backtrace returned from row ${r + 1}: updateFlag clears the four flags of row ${r}'s queen, and row ${r} tries its next column.`,
      flagsHead: 'The arrays as backtrace keeps them (index under each cell, 1 = set):',
      stale: 'a value a lifted queen left (a later try overwrites it)',
      first: (max) => n === 1 ? `row 0: max = (size + 1) / 2 = 1: only column 0 is tried; it is its own mirror image` : `row 0: max = (size + 1) / 2 = ${max}: only columns 0..${max - 1} are tried; columns ${max}..${n - 1} hold the mirror images (column c <-> ${n - 1} - c)` + (n % 2 ? `, column ${(n - 1) / 2} is its own` : ''),
      firstMore: 'The mirror image of a solution (column c to n - 1 - c) is a solution too, so backtrace never tries the shaded squares of row 0.',
      deadMirror: (max) => `row 0: no square left below max = ${max}, the search is over`,
      deadMoreMirror: 'Row 0 has tried its left half: the right half holds the mirror images, counted already.',
      firstSolution: (what) => `solutionCount = 1; the first solution: ${what}`,
      resultBoard: 'resultChessBoard = a copy of chessBoard',
      queenPosition: (list) => `queenPosition = ${list}, 1-based`,
      solutionCount: 'solutionCount',
      countNow: (sc) => `solutionCount = ${sc}`,
      mirrorTwice: (top, sc, list) => `topIndex = ${top}: solutionCount += 2, now ${sc}; its mirror image ${list} is counted with it`,
      mirrorOnce: (top, sc) => `topIndex = ${top}, the middle column: solutionCount += 1, now ${sc}` + (n === 1 ? '; the board is its own mirror image' : '; its mirror image has its queen there too and is found by the search'),
      mirrorHead: 'Its mirror image, counted with it:',
      mirrorSelf: 'Row 0\'s queen is on the middle column: the mirror image is another solution with its queen there too, which the search finds itself. Counted once.',
      skipped: 'row 0, never tried: the mirror images',
      treeFullFlags: 'Every placement is a node (the column in it), the current path in yellow; red strokes are the squares refused, a red ✕ a dead end, green nodes are solutions with their number. Nodes appear as the search reaches them.',
    },
    zh: {
      title: 'N 皇后搜索', step: '步', placements: '已放皇后', solutionsFound: '已找到的解',
      nextSolution: '下一个解', nextBack: '下一次回退', speed: '速度', code: '代码',
      tree: '到目前为止的搜索树', startTip: '回到第 0 步（Home）', prevTip: '后退一步（←）',
      playTip: '播放 / 暂停（空格）', nextTip: '前进一步（→）', other: 'English',
      keys: '按键：→ 前进一步，← 后退一步，空格 播放 / 暂停，Home / End，S 下一个解，B 下一次回退。',
      approach: {
        backtracking: '回溯：num1 / process1，用 record 和 isValid（文章 000）',
        bitmask: '位运算：num2 / process2，用 limit、colLimit、leftDiaLim、rightDiaLim 和 mostRightOne（文章 000、001、003）',
        sets: '集合：dfs 用三个哈希集合 columns、diagonals1 和 diagonals2（LeetCode 51，文章 001）',
        board: '二维棋盘：backtrace 在二维 chessBoard 上搜索，用标记数组 rowFlag、columnFlag、leftToRightFlag、rightToLeftFlag（文章 004，第一阶段）',
        array: '一维数组：backtrace 在一维 chessBoard[i] = j 上搜索，标记数组同上（文章 004，第二阶段）',
        mirror: '镜像：第二阶段的搜索，但第 0 行只搜左半边，每个解连同它的镜像一起计数（文章 004，第三阶段，topIndex）',
      },
      approachLine: (n, what) => `n = ${n}，${what}。每一步都来自本工具包的搜索（study/searches.hpp），与 make trace 相同。`,
      start: '开始：棋盘是空的。按 → 或 ▶ 走第一步。',
      fits: (r, c) => `尝试 (${r},${c})：可以放，record[${r}] = ${c}`,
      fitsMore: (r) => `上面没有皇后攻击这一格：皇后留下，继续搜索第 ${r + 1} 行。`,
      refused: (r, c, why, k) => `尝试 (${r},${c})：与第 ${k} 行的皇后${why ? '在同一条斜线上' : '同列'}`,
      refusedMore: (k, q) => `isValid 在第 ${k} 行的皇后 (${k},${q}) 处停下：这一格不能放，换下一列。`,
      solutionBT: (k, list) => `第 ${k} 个解：${list}`,
      solutionBM: (k, list) => `第 ${n} 行：colLimit == limit，第 ${k} 个解：${list}`,
      solutionMore: '每一行都有皇后了：解的个数加一，然后回退去找更多的解。',
      banner: (k, all) => `找到第 ${k} 个解（共 ${all} 个）`,
      bannerCount: (k, all, sc, total) => `找到第 ${k} 个解（共 ${all} 个）；solutionCount = ${sc}（共 ${total}）`,
      back: (r, c) => `撤回 (${r},${c}) 的皇后`,
      backMore: (r) => `process1 从第 ${r + 1} 行返回：拿走第 ${r} 行的皇后，第 ${r} 行试下一列。`,
      backMoreBM: (r) => `process2 从第 ${r + 1} 行返回：拿走第 ${r} 行的皇后，第 ${r} 行继续用 pos 剩下的位。`,
      dead: (r) => r === 0 ? '第 0 行：没有可放的格子了，搜索结束' : `第 ${r} 行：没有可放的格子了，回到第 ${r - 1} 行`,
      deadMore: (r) => r === 0 ? '第一行的每一列都试过了：整棵搜索树走完了。' : `死路：第 ${r} 行的每一列都试过了，回到第 ${r - 1} 行。`,
      limits: (r) => `第 ${r} 行：上面各行留下的限制`,
      limitsMore: (free) => free.length ? `空闲的列（pos 中的 1）：${free.join('、')}。mostRightOne 取最低位，即最左边的空格。` : 'pos 为 0：这一行没有空格。',
      pick: (r, m, c, left) => `第 ${r} 行：mostRightOne = ${m} = 第 ${c} 列，皇后放在 (${r},${c})；pos - mostRightOne = ${left}`,
      pickMore: (r) => `下面的移位把限制交给第 ${r + 1} 行：<< 1 把一位移到列号 + 1，>> 1 移到列号 - 1。`,
      legend: ['被同一列攻击', '被 \\ 斜线攻击', '被 / 斜线攻击', '正在尝试的格子', '被拒绝的格子和攻击它的皇后', '正在撤回的皇后'],
      bitsHead: (r) => `第 ${r} 行：第 c 位在第 c 列下面（右边是二进制写法，高位在前）`,
      into: (r) => `交给第 ${r} 行：`,
      offBoard: '移出右边界的位（make trace 中的 "+"）；limit & 会清掉它们',
      treeFull: '每次放皇后是一个结点（里面是列号），黄色是当前路径；红色短线是 isValid 拒绝的格子，红色 ✕ 是死路，绿色结点是解和它的编号。搜索到哪里，结点就出现到哪里。',
      treeFullBM: '每次放皇后是一个结点（里面是列号），黄色是当前路径；红色 ✕ 表示那一行没有空格（pos = 0），绿色结点是解和它的编号。搜索到哪里，结点就出现到哪里。',
      treeWindow: '搜索树的一个窗口：当前路径，每行一排。每排中：路径上的皇后（Q）、已经搜完的分支（灰色）、因被攻击而剪掉的格子（✕）、正在尝试的格子（加框）；空白的还没轮到。',
      fitsSets: (r, c) => `尝试 (${r},${c})：可以放，queens[${r}] = ${c}`,
      fitsMoreSets: (r) => `三个集合都不含它：把 col、row - col、row + col 分别加入三个集合，dfs 继续搜索第 ${r + 1} 行。`,
      refusedSets: (r, c, which, v) => `尝试 (${r},${c})：` + [`col ${v} 在 columns 中`, `row - col = ${v} 在 diagonals1 中`, `row + col = ${v} 在 diagonals2 中`][which],
      refusedMoreSets: (which) => ['上面有皇后在这一列', '上面有皇后在这条 \\ 斜线上', '上面有皇后在这条 / 斜线上'][which] + '：dfs 跳过这一格（continue），换下一列。',
      backMoreSets: (r) => `dfs 从第 ${r + 1} 行返回：把第 ${r} 行皇后的三个值从集合中删掉，第 ${r} 行试下一列。`,
      setsHead: '三个集合（按从小到大列出其中的值）：',
      setNames: ['columns（col）', 'diagonals1（row - col，\\ 斜线）', 'diagonals2（row + col，/ 斜线）'],
      fitsBoard: (r, c) => `尝试 (${r},${c})：可以放，chessBoard[${r}][${c}] = 1，updateFlag(${r}, ${c}, 1)`,
      fitsArray: (r, c) => `尝试 (${r},${c})：可以放，chessBoard[${r}] = ${c}，updateFlag(${r}, ${c}, 1)`,
      fitsMoreFlags: (r) => `isValid 发现四个标记都没有设置：updateFlag 把它们设上，backtrace 继续搜索第 ${r + 1} 行。`,
      refusedFlags: (r, c, list) => `尝试 (${r},${c})：被 ${list} 拒绝`,
      refusedMoreFlags: 'isValid 读取这一格的四个标记（下面加框的）；只要有一个已设置（红色）就不能放，backtrace 换下一列。',
      backBoard: (r, c) => `撤回 (${r},${c}) 的皇后：chessBoard[${r}][${c}] = 0，updateFlag(${r}, ${c}, 0)`,
      backArray: (r, c) => `撤回 (${r},${c}) 的皇后：updateFlag(${r}, ${c}, 0)；chessBoard[${r}] 仍是 ${c}（之后的尝试会覆盖它）`,
      backMoreFlags: (r) => `backtrace 从第 ${r + 1} 行返回：updateFlag 清掉第 ${r} 行皇后的四个标记，第 ${r} 行试下一列。`,
      flagsHead: 'backtrace 保存的数组（每格下面是下标，1 = 已设置）：',
      stale: '被拿走的皇后留下的旧值（之后的尝试会覆盖它）',
      first: (max) => n === 1 ? `第 0 行：max = (size + 1) / 2 = 1：只试第 0 列，它的镜像就是它自己` : `第 0 行：max = (size + 1) / 2 = ${max}：只试第 0..${max - 1} 列；第 ${max}..${n - 1} 列是它们的镜像（第 c 列 <-> 第 ${n - 1} - c 列）` + (n % 2 ? `，第 ${(n - 1) / 2} 列的镜像是它自己` : ''),
      firstMore: '一个解的镜像（第 c 列换到第 n - 1 - c 列）也是解，所以 backtrace 从不尝试第 0 行里加阴影的格子。',
      deadMirror: (max) => `第 0 行：max = ${max} 以内没有可放的格子了，搜索结束`,
      deadMoreMirror: '第 0 行的左半边试完了：右半边是镜像，已经一起算过了。',
      firstSolution: (what) => `solutionCount = 1；第一个解：${what}`,
      resultBoard: 'resultChessBoard = chessBoard 的副本',
      queenPosition: (list) => `queenPosition = ${list}（从 1 开始编号）`,
      solutionCount: 'solutionCount',
      countNow: (sc) => `solutionCount = ${sc}`,
      mirrorTwice: (top, sc, list) => `topIndex = ${top}：solutionCount += 2，现在是 ${sc}；它的镜像 ${list} 一起计数`,
      mirrorOnce: (top, sc) => `topIndex = ${top}，是中间一列：solutionCount += 1，现在是 ${sc}` + (n === 1 ? '；这个棋盘的镜像就是它自己' : '；它的镜像的皇后也在这一列，搜索会自己找到它'),
      mirrorHead: '它的镜像，和它一起计数：',
      mirrorSelf: '第 0 行的皇后在中间一列：镜像是另一个解，皇后也在这一列，搜索自己会找到它。只算一次。',
      skipped: '第 0 行从不尝试的格子：镜像',
      treeFullFlags: '每次放皇后是一个结点（里面是列号），黄色是当前路径；红色短线是被拒绝的格子，红色 ✕ 是死路，绿色结点是解和它的编号。搜索到哪里，结点就出现到哪里。',
    },
  };
  let lang = 'en';
  const t = (key) => T[lang][key];

  // ---- tables built once ------------------------------------------------------------------
  const Q = new Int8Array((S + 1) * n).fill(-1);  // Q[k*n + r]: column of row r's queen at step k
  const depthAt = new Uint8Array(S + 1), placedAt = new Uint32Array(S + 1);
  const solvedAt = new Uint32Array(S + 1), countAt = new Float64Array(S + 1);  // solutionCount
  // chessBoard[] of stages 2 and 3 at step k: a lifted queen's column stays until overwritten
  const CB = ARRAY ? new Int8Array((S + 1) * n) : null;
  const solutionSteps = [], backSteps = [];
  {
    const q = new Int8Array(n).fill(-1), cb = new Int8Array(n);
    let depth = 0, placed = 0, solved = 0, count = 0;
    for (let k = 1; k <= S; ++k) {
      const st = steps[k - 1];
      if (st[0] === FITS || st[0] === PICK) { q[st[1]] = st[2]; cb[st[1]] = st[2]; depth = st[1] + 1; ++placed; }
      else if (st[0] === BACK) { q[st[1]] = -1; depth = st[1]; backSteps.push(k); }
      else if (st[0] === SOLUTION) { ++solved; solutionSteps.push(k); count = FLAGS ? st[3] : solved; }
      Q.set(q, k * n);
      if (CB) CB.set(cb, k * n);
      depthAt[k] = depth; placedAt[k] = placed; solvedAt[k] = solved; countAt[k] = count;
    }
  }
  const queenOf = (k, r) => Q[k * n + r];
  // The list of trace's lines: "(0,1) (1,3)", or with "and" before the last: "a, b and c".
  const listOf = (items) => items.length < 2 ? items.join('')
    : items.slice(0, -1).join(lang === 'zh' ? '、' : ', ') + (lang === 'zh' ? ' 和 ' : ' and ') + items[items.length - 1];
  const firstAfter = (list, k) => {  // the first entry > k, or -1
    let lo = 0, hi = list.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (list[mid] > k) hi = mid; else lo = mid + 1; }
    return lo < list.length ? list[lo] : -1;
  };
  const bin = (m) => {  // as make trace writes it: n digits, highest bit first, '+' past the edge
    let s = '';
    for (let c = n - 1; c >= 0; --c) s += (m >> c) & 1 ? '1' : '0';
    return (m >> n) !== 0 ? s + '+' : s;
  };
  const placementText = (k) => {
    const parts = [];
    for (let r = 0; r < n; ++r) parts.push(`(${r},${queenOf(k, r)})`);
    return parts.join(' ');
  };

  // ---- the board --------------------------------------------------------------------------
  document.documentElement.style.setProperty('--n', n);
  document.documentElement.style.setProperty('--sq', Math.min(56, Math.floor(440 / n)) + 'px');
  const board = $('board'), squares = [];
  for (let r = 0; r < n; ++r) {
    for (let c = 0; c < n; ++c) {
      const el = document.createElement('div');
      el.dataset.row = r; el.dataset.col = c;
      el.setAttribute('role', 'gridcell');
      el.innerHTML = '<i class="a-col"></i><i class="a-d1"></i><i class="a-d2"></i>';
      board.appendChild(el);
      squares.push(el);
    }
  }

  // The rows whose queens refuse the square of a REFUSED step: the one isValid names
  // (backtracking), the one whose value the set holds (sets), those that set a flag (flags).
  function attackers(k, st) {
    const r = st[1], c = st[2], rows = [];
    if (BT) return [st[4]];
    for (let i = 0; i < r; ++i) {
      const q = queenOf(k, i);
      const by = [q === c, i - q === r - c, i + q === r + c];  // column, \ diagonal, / diagonal
      if (SETS ? by[st[3]] && [q, i - q, i + q][st[3]] === st[4] : by.some((hit, f) => hit && (st[3] >> (f + 1)) & 1)) rows.push(i);
    }
    return rows;
  }

  function drawBoard(k, st) {
    const depth = depthAt[k];
    const kind = st ? st[0] : -1;
    for (let r = 0; r < n; ++r) {
      for (let c = 0; c < n; ++c) {
        const el = squares[r * n + c];
        let cls = 'sq' + ((r + c) % 2 ? ' dark' : '') + (r === 0 && c >= max0 ? ' skipped' : '');
        const queen = queenOf(k, r) === c;
        if (queen) el.dataset.queen = ''; else delete el.dataset.queen;
        if (!queen && r >= depth) {
          for (let i = 0; i < depth; ++i) {
            const qc = queenOf(k, i);
            if (qc === c) cls += ' col';
            if (qc - i === c - r) cls += ' d1';
            if (qc + i === c + r) cls += ' d2';
          }
        }
        if (kind === SOLUTION && queen) cls += ' win';
        el.className = cls;
      }
    }
    if (!st) return;
    const at = (r, c) => squares[r * n + c].classList;
    if (kind === FITS) at(st[1], st[2]).add('try');
    else if (kind === REFUSED) {
      at(st[1], st[2]).add('try', 'refused');
      for (const r of attackers(k, st)) at(r, queenOf(k, r)).add('against');
    }
    else if (kind === PICK) at(st[1], st[2]).add('pick');
    else if (kind === BACK) at(st[1], st[2]).add('ghost', 'taken-back');
    else if (kind === DEAD) for (let c = 0; c < (st[1] === 0 ? max0 : n); ++c) at(st[1], c).add('dead-row');
  }

  // ---- the bits (bitmask approach) ----------------------------------------------------------
  const bitRows = {};
  const BIT_ROWS = [
    ['colLimit', 'colLimit'], ['leftDiaLim', 'leftDiaLim'], ['rightDiaLim', 'rightDiaLim'],
    ['OR', 'colLimit | leftDiaLim | rightDiaLim'], ['pos', 'pos = limit & ~(OR)'],
    ['mostRightOne', 'mostRightOne = pos & (~pos + 1)'], ['posLeft', 'pos - mostRightOne'],
    ['into', null],
    ['nextCol', 'colLimit | mostRightOne'], ['nextLeft', '(leftDiaLim | mostRightOne) << 1  →'],
    ['nextRight', '(rightDiaLim | mostRightOne) >> 1  ←'],
  ];
  let bitsHead = null, intoHead = null;
  if (BM) {
    const bits = $('bits');
    bits.hidden = false;
    const table = document.createElement('div');
    table.className = 'bits-table';
    bitsHead = document.createElement('div');
    bitsHead.className = 'bits-sep';
    table.appendChild(bitsHead);
    const cellsOf = (cls, fill) => {
      const cells = document.createElement('div');
      cells.className = 'bits-cells';
      for (let c = 0; c <= n; ++c) {
        const b = document.createElement('span');
        b.className = 'bit' + (c === n ? ' off-board' : '');
        b.textContent = fill(c);
        if (c === n) b.title = 'off-board';
        cells.appendChild(b);
      }
      const row = document.createElement('div');
      row.className = 'bits-row ' + cls;
      row.appendChild(cells);
      return row;
    };
    const head = document.createElement('span');
    head.className = 'label';
    head.textContent = 'col';
    table.appendChild(head);
    const headRow = cellsOf('bits-head', (c) => (c === n ? '+' : String(c)));
    table.appendChild(headRow);
    for (const [name, label] of BIT_ROWS) {
      if (!label) {
        intoHead = document.createElement('div');
        intoHead.className = 'bits-sep';
        table.appendChild(intoHead);
        continue;
      }
      const l = document.createElement('span');
      l.className = 'label';
      l.textContent = label;
      const row = cellsOf(name, () => '');
      row.dataset.name = name;
      const written = document.createElement('span');
      written.className = 'written';
      row.appendChild(written);
      table.appendChild(l);
      table.appendChild(row);
      bitRows[name] = { label: l, row, cells: row.firstChild.children, written };
    }
    bits.appendChild(table);
  }

  function setBits(name, value) {
    const b = bitRows[name];
    const show = value !== null;
    b.label.style.visibility = b.row.style.visibility = show ? '' : 'hidden';
    if (!show) { b.row.dataset.bits = ''; return; }
    for (let c = 0; c <= n; ++c) {
      const on = c === n ? (value >> n) !== 0 : ((value >> c) & 1) === 1;
      b.cells[c].classList.toggle('on', on);
      b.cells[c].textContent = on ? '1' : '0';
    }
    b.row.dataset.bits = bin(value);
    b.written.textContent = '= ' + bin(value);
  }

  function drawBits(k, st) {
    if (!BM) return;
    let row = 0, cl = 0, ld = 0, rd = 0, pos = null, mro = null, left = null, next = null;
    const kind = st ? st[0] : -1;
    if (kind === LIMITS) { [, row, cl, ld, rd, pos] = st; }
    else if (kind === PICK) {
      let col;
      [, row, col, cl, ld, rd, left] = st;
      mro = 1 << col; pos = left | mro; next = [st[7], st[8], st[9]];
    } else if (kind === BACK) { [, row, , cl, ld, rd, pos] = st; }
    else if (kind === DEAD) { [, row, cl, ld, rd] = st; pos = 0; }
    else if (kind === SOLUTION) {  // the step before is row n-1's pick: its shifts made row n
      const p = steps[k - 2];
      row = n; cl = p[7]; ld = p[8]; rd = p[9];
    }
    setBits('colLimit', cl); setBits('leftDiaLim', ld); setBits('rightDiaLim', rd);
    setBits('OR', cl | ld | rd);
    setBits('pos', pos); setBits('mostRightOne', mro); setBits('posLeft', left);
    setBits('nextCol', next && next[0]); setBits('nextLeft', next && next[1]);
    setBits('nextRight', next && next[2]);
    bitsHead.textContent = kind === SOLUTION ? `row ${n}: colLimit == limit` : t('bitsHead')(row);
    intoHead.textContent = next ? t('into')(row + 1) : '';
  }

  // ---- the sets (sets) and the flag arrays (board, array, mirror) ---------------------------
  // Both are what the queens standing at step k make them; chessBoard[] (array, mirror) also keeps
  // the column a lifted queen left. Each row carries data-name and, as trace writes it,
  // data-values ("{-1, 0}") or data-cells ("1 0 0 0").
  const panelRows = {};
  let panelHead = null;
  const panelRow = (parent, name) => {
    const row = document.createElement('div');
    row.className = 'pv-row';
    row.dataset.name = name;
    const label = document.createElement('span');
    label.className = 'pv-label';
    label.textContent = name;
    const cells = document.createElement('div');
    cells.className = 'pv-cells';
    row.append(label, cells);
    parent.appendChild(row);
    panelRows[name] = { row, label, cells };
    return panelRows[name];
  };
  const SET_NAMES = ['columns', 'diagonals1', 'diagonals2'];
  const FLAG_ROWS = [['rowFlag', n], ['columnFlag', n], ['leftToRightFlag', 2 * n - 1], ['rightToLeftFlag', 2 * n - 1]];
  if (SETS || FLAGS) {
    const box = $(SETS ? 'sets' : 'flags');
    box.hidden = false;
    panelHead = document.createElement('div');
    panelHead.className = 'bits-sep';
    box.appendChild(panelHead);
    if (SETS) for (const name of SET_NAMES) panelRow(box, name);
    const rows = (ARRAY ? [['chessBoard', n]] : []).concat(FLAGS ? FLAG_ROWS : []);
    for (const [name, size] of rows) {
      const r = panelRow(box, name);
      for (let i = 0; i < size; ++i) {
        const cell = document.createElement('span');
        cell.className = 'pv-cell';
        cell.dataset.index = i;
        r.cells.appendChild(cell);
      }
    }
  }

  // The values of the three sets at step k, in increasing order.
  function setsAt(k) {
    const v = [[], [], []];
    for (let r = 0; r < depthAt[k]; ++r) {
      const c = queenOf(k, r);
      v[0].push(c); v[1].push(r - c); v[2].push(r + c);
    }
    return v.map((list) => list.sort((a, b) => a - b));
  }

  function drawSets(k, st) {
    if (!SETS) return;
    const kind = st ? st[0] : -1;
    setsAt(k).forEach((values, i) => {
      const r = panelRows[SET_NAMES[i]];
      r.row.dataset.values = '{' + values.join(', ') + '}';
      r.cells.textContent = '';
      for (const v of values) {
        const chip = document.createElement('span');
        chip.className = 'pv-chip';
        chip.textContent = v;
        const placed = kind === FITS && v === [st[2], st[1] - st[2], st[1] + st[2]][i];
        if (placed || (kind === REFUSED && st[3] === i && st[4] === v)) chip.classList.add(placed ? 'new' : 'hit');
        r.cells.appendChild(chip);
      }
    });
  }

  function drawFlags(k, st) {
    if (!FLAGS) return;
    const kind = st ? st[0] : -1;
    const on = FLAG_ROWS.map(([, size]) => new Array(size).fill(0));
    for (let r = 0; r < depthAt[k]; ++r) {
      const c = queenOf(k, r);
      on[0][r] = on[1][c] = on[2][r - c + n - 1] = on[3][r + c] = 1;
    }
    // the four cells isValid reads for the square tried, and which of them refuse it
    const read = kind === FITS || kind === REFUSED ? [st[1], st[2], st[1] - st[2] + n - 1, st[1] + st[2]] : null;
    FLAG_ROWS.forEach(([name], i) => {
      const r = panelRows[name];
      r.row.dataset.cells = on[i].join(' ');
      on[i].forEach((v, j) => {
        const cell = r.cells.children[j];
        cell.textContent = v;
        cell.className = 'pv-cell' + (v ? ' on' : '') + (read && read[i] === j ? ' read' : '') +
          (read && kind === REFUSED && (st[3] >> i) & 1 && read[i] === j ? ' hit' : '');
      });
    });
    if (ARRAY) {
      const r = panelRows.chessBoard, values = [];
      for (let i = 0; i < n; ++i) {
        const v = CB[k * n + i], cell = r.cells.children[i];
        values.push(v);
        cell.textContent = v;
        cell.className = 'pv-cell value' + (i < depthAt[k] ? ' on' : ' stale');
        cell.title = i < depthAt[k] ? '' : t('stale');
      }
      r.row.dataset.cells = values.join(' ');
    }
  }

  // The mirror image of each solution stage 3 counts twice, beside the board.
  const mirrorBoard = $('mirror-board'), mirrorSquares = [];
  if (MIRROR) {
    for (let i = 0; i < n * n; ++i) {
      const el = document.createElement('div');
      el.className = 'msq' + ((Math.floor(i / n) + i % n) % 2 ? ' dark' : '');
      mirrorBoard.appendChild(el);
      mirrorSquares.push(el);
    }
  }
  function drawMirror(k, st) {
    if (!MIRROR) return;
    const panel = $('mirror-panel');
    panel.hidden = !st || st[0] !== SOLUTION;
    if (panel.hidden) return;
    const twice = st[2] === 2;
    const columns = [];
    for (let r = 0; r < n; ++r) columns.push(n - 1 - queenOf(k, r));
    mirrorBoard.hidden = !twice;
    mirrorBoard.dataset.queens = twice ? columns.join(' ') : '';
    mirrorSquares.forEach((el, i) => el.classList.toggle('q', twice && columns[Math.floor(i / n)] === i % n));
    $('mirror-note').textContent = twice ? t('mirrorHead') : t('mirrorSelf');
  }

  // ---- the code ---------------------------------------------------------------------------
  const code = $('code'), codeLines = [];
  $('code-path').textContent = D.sourcePath;
  D.source.replace(/\n$/, '').split('\n').forEach((text, i) => {
    const el = document.createElement('div');
    el.className = 'ln';
    el.dataset.line = i + 1;
    el.textContent = text;
    code.appendChild(el);
    codeLines.push(el);
  });
  const KIND_LINES = !BM
    ? { [FITS]: ['try', 'fits'], [REFUSED]: ['try', 'refused'], [SOLUTION]: ['solution'],
        [BACK]: ['takeBack'], [DEAD]: ['deadEnd'], [FIRST]: ['firstRow'] }
    : { [LIMITS]: ['rowLimits'], [PICK]: ['picked', 'pickedPos'], [SOLUTION]: ['solution'],
        [BACK]: ['takeBack'], [DEAD]: ['deadEnd'] };
  let hot = [];
  function drawCode(st) {
    for (const el of hot) el.classList.remove('hot');
    hot = [];
    if (!st) return;
    for (const name of KIND_LINES[st[0]]) {
      for (const line of D.lines[name]) {
        const el = codeLines[line - 1];
        el.classList.add('hot');
        hot.push(el);
      }
    }
    const first = hot[0];
    if (first) {
      const top = first.offsetTop - code.offsetTop;
      if (top < code.scrollTop || top > code.scrollTop + code.clientHeight - 40) {
        code.scrollTop = Math.max(0, top - code.clientHeight / 3);
      }
    }
  }

  // ---- the search tree --------------------------------------------------------------------
  const SVGNS = 'http://www.w3.org/2000/svg';
  const FULL_TREE = n <= 7;
  const tree = $('tree');
  const events = [];  // [step, element, class] in step order: the tree at step k has those <= k
  let nodeAt = null, nodes = null, applied = 0, pathEls = [];
  const svgEl = (name, attrs, parent) => {
    const el = document.createElementNS(SVGNS, name);
    for (const a in attrs) el.setAttribute(a, attrs[a]);
    parent.appendChild(el);
    return el;
  };
  if (FULL_TREE) {
    // nodes: {parent, depth, col, kids: [index or -1 - refusedIndex]}
    nodes = [{ parent: -1, depth: 0, col: -1, step: 0, kids: [] }];
    const refused = [];
    nodeAt = new Int32Array(S + 1);
    let cur = 0;
    const marks = [];  // [step, node, 'sol' | 'dead', number]
    for (let k = 1; k <= S; ++k) {
      const st = steps[k - 1];
      if (st[0] === FITS || st[0] === PICK) {
        nodes.push({ parent: cur, depth: st[1] + 1, col: st[2], step: k, kids: [] });
        nodes[cur].kids.push(nodes.length - 1);
        cur = nodes.length - 1;
      } else if (st[0] === REFUSED) {
        refused.push({ parent: cur, step: k, col: st[2] });
        nodes[cur].kids.push(-refused.length);
      } else if (st[0] === SOLUTION) marks.push([k, cur, 'sol', st[1]]);
      else if (st[0] === BACK) cur = nodes[cur].parent;
      else if (st[0] === DEAD && !nodes[cur].kids.some((i) => i >= 0)) marks.push([k, cur, 'dead']);
      nodeAt[k] = cur;
    }
    // Layout: the placement leaves side by side in the order the search meets them; a node sits
    // over the middle of its children; the squares refused under a node fan out below it, one
    // short stroke a column, left to right.
    const LEAF = 18, CUT = 0, LEVEL = 44, PAD = 14, FAN = 16 / Math.max(1, n - 1);
    let x = PAD;
    const place = (i) => {
      const nd = nodes[i];
      const start = x;
      for (const kid of nd.kids) {
        if (kid >= 0) place(kid);
        else { refused[-kid - 1].x = x + CUT / 2; x += CUT; }
      }
      if (!nd.kids.some((kid) => kid >= 0)) x = Math.max(x, start + LEAF);
      nd.x = (start + x) / 2;
      nd.y = PAD + nd.depth * LEVEL;
    };
    // an explicit stack would avoid recursion, but the depth is at most n = 7
    place(0);
    const width = x + PAD, height = PAD * 2 + n * LEVEL + 16;
    const svg = svgEl('svg', { width, height, viewBox: `0 0 ${width} ${height}` }, tree);
    const gEdges = svgEl('g', {}, svg), gCuts = svgEl('g', {}, svg), gNodes = svgEl('g', {}, svg);
    const cutAt = [];
    refused.forEach((rf, i) => {
      const p = nodes[rf.parent];
      const x2 = p.x - 8 + rf.col * FAN;
      const el = svgEl('line', { class: 'pr', x1: p.x, y1: p.y + 6, x2, y2: p.y + LEVEL * 0.42 }, gCuts);
      cutAt.push([rf.step, el]);
    });
    let ri = 0;
    for (let i = 0; i < nodes.length; ++i) {
      const nd = nodes[i];
      while (ri < cutAt.length && cutAt[ri][0] < nd.step) { events.push([cutAt[ri][0], cutAt[ri][1], 'on']); ++ri; }
      const g = svgEl('g', { class: 'nd' + (i === 0 ? ' on' : '') }, gNodes);
      nd.el = g;
      svgEl('circle', { cx: nd.x, cy: nd.y, r: i === 0 ? 5 : 7 }, g);
      if (i > 0) {
        svgEl('text', { x: nd.x, y: nd.y + 3 }, g).textContent = nd.col;
        const p = nodes[nd.parent];
        nd.edge = svgEl('line', { class: 'e', x1: p.x, y1: p.y, x2: nd.x, y2: nd.y }, gEdges);
        events.push([nd.step, g, 'on'], [nd.step, nd.edge, 'on']);
      }
    }
    while (ri < cutAt.length) { events.push([cutAt[ri][0], cutAt[ri][1], 'on']); ++ri; }
    for (const [k, i, what, number] of marks) {
      const nd = nodes[i];
      if (what === 'sol') {
        events.push([k, nd.el, 'sol']);
        const label = svgEl('text', { class: 'sl', x: nd.x, y: nd.y + 20 }, gNodes);
        label.textContent = '#' + number;
        label.classList.add('dd');
        events.push([k, label, 'on']);
      } else {
        const label = svgEl('text', { class: 'dd', x: nd.x, y: nd.y + 20 }, gNodes);
        label.textContent = '✕';
        events.push([k, label, 'on']);
      }
    }
    events.sort((a, b) => a[0] - b[0]);
  }

  function drawTree(k) {
    if (!FULL_TREE) return drawWindow(k);
    while (applied < events.length && events[applied][0] <= k) {
      events[applied][1].classList.add(events[applied][2]);
      ++applied;
    }
    while (applied > 0 && events[applied - 1][0] > k) {
      --applied;
      events[applied][1].classList.remove(events[applied][2]);
    }
    for (const el of pathEls) el.classList.remove('path');
    pathEls = [];
    for (let i = nodeAt[k]; i >= 0; i = nodes[i].parent) {
      pathEls.push(nodes[i].el);
      if (nodes[i].edge) pathEls.push(nodes[i].edge);
    }
    for (const el of pathEls) el.classList.add('path');
    const nd = nodes[nodeAt[k]];
    if (nd.x < tree.scrollLeft + 30 || nd.x > tree.scrollLeft + tree.clientWidth - 30) {
      tree.scrollLeft = Math.max(0, nd.x - tree.clientWidth / 2);
    }
  }

  // The window for n >= 8: each row of the current path with the branches beside it.
  let win = null;
  const rowLabel = (r) => (lang === 'zh' ? `第 ${r} 行` : `row ${r}`);
  function drawWindow(k) {
    if (!win) {
      win = document.createElement('table');
      win.className = 'win-table';
      for (let r = 0; r < n; ++r) {
        const tr = win.insertRow();
        const th = document.createElement('th');
        th.textContent = rowLabel(r);
        tr.appendChild(th);
        for (let c = 0; c < n; ++c) tr.insertCell();
      }
      tree.appendChild(win);
    }
    const st = k ? steps[k - 1] : null, kind = st ? st[0] : -1;
    const depth = depthAt[k];
    let activeRow = depth, activeCol = -1;
    if (kind === FITS || kind === PICK || kind === REFUSED || kind === BACK) { activeRow = st[1]; activeCol = st[2]; }
    else if (kind === DEAD) { activeRow = st[1]; activeCol = (st[1] === 0 ? max0 : n) - 1; }
    for (let r = 0; r < n; ++r) {
      const cells = win.rows[r].cells;
      const upTo = r === activeRow ? activeCol : r < depth ? queenOf(k, r) : -1;
      for (let c = 0; c < n; ++c) {
        const cell = cells[c + 1];
        let cls = '', text = '';
        if (r < depth && queenOf(k, r) === c && !(r === activeRow && kind === BACK)) { cls = 'q'; text = 'Q'; }
        else if (c <= upTo && r <= activeRow) {
          let attacked = false;
          for (let i = 0; i < r; ++i) {
            const qc = queenOf(k, i);
            if (qc === c || Math.abs(qc - c) === r - i) attacked = true;
          }
          if (attacked) { cls = 'cut'; text = '✕'; } else cls = 'done';
        }
        if (r === activeRow && c === activeCol && kind !== DEAD) cls += ' now';
        cell.className = cls;
        cell.textContent = text;
      }
    }
  }

  // ---- words on the page -------------------------------------------------------------------
  // The step's line, word for word trace's in English, and a sentence on what it does.
  const FLAG_NAMES = ['rowFlag', 'columnFlag', 'leftToRightFlag', 'rightToLeftFlag'];
  function refusedFlags(st) {
    const r = st[1], c = st[2], index = [r, c, r - c + n - 1, r + c], set = [];
    FLAG_NAMES.forEach((name, i) => { if ((st[3] >> i) & 1) set.push(`${name}[${index[i]}]`); });
    return listOf(set);
  }
  function solutionMore(k, st) {
    if (SETS) {
      const rows = [];
      for (let r = 0; r < n; ++r) rows.push('.'.repeat(queenOf(k, r)) + 'Q' + '.'.repeat(n - 1 - queenOf(k, r)));
      return 'generateBoard: ' + rows.join(' ');
    }
    if (MIRROR) {
      const mirrored = [];
      for (let r = 0; r < n; ++r) mirrored.push(`(${r},${n - 1 - queenOf(k, r)})`);
      return st[2] === 2 ? t('mirrorTwice')(queenOf(k, 0), st[3], mirrored.join(' ')) : t('mirrorOnce')(queenOf(k, 0), st[3]);
    }
    if (FLAGS) {
      if (st[1] !== 1) return t('countNow')(st[3]);
      const oneBased = [];
      for (let r = 0; r < n; ++r) oneBased.push(`(${r + 1},${queenOf(k, r) + 1})`);
      return t('firstSolution')(A === 'board' ? t('resultBoard') : t('queenPosition')(oneBased.join(' ')));
    }
    return t('solutionMore');
  }
  function message(k, st) {
    const kind = st[0], r = st[1], c = st[2];
    if (kind === FITS) {
      if (SETS) return [t('fitsSets')(r, c), t('fitsMoreSets')(r)];
      if (FLAGS) return [t(A === 'board' ? 'fitsBoard' : 'fitsArray')(r, c), t('fitsMoreFlags')(r)];
      return [t('fits')(r, c), t('fitsMore')(r)];
    }
    if (kind === REFUSED) {
      if (SETS) return [t('refusedSets')(r, c, st[3], st[4]), t('refusedMoreSets')(st[3])];
      if (FLAGS) return [t('refusedFlags')(r, c, refusedFlags(st)), t('refusedMoreFlags')];
      return [t('refused')(r, c, st[3], st[4]), t('refusedMore')(st[4], queenOf(k, st[4]))];
    }
    if (kind === SOLUTION) return [t(BM ? 'solutionBM' : 'solutionBT')(st[1], placementText(k)), solutionMore(k, st)];
    if (kind === BACK) {
      if (SETS) return [t('back')(r, c), t('backMoreSets')(r)];
      if (FLAGS) return [t(A === 'board' ? 'backBoard' : 'backArray')(r, c), t('backMoreFlags')(r)];
      return [t('back')(r, c), t(BM ? 'backMoreBM' : 'backMore')(r)];
    }
    if (kind === DEAD) {
      if (MIRROR && r === 0) return [t('deadMirror')(max0), t('deadMoreMirror')];
      return [t('dead')(r), t('deadMore')(r)];
    }
    if (kind === FIRST) return [t('first')(st[1]), t('firstMore')];
    if (kind === LIMITS) {
      const free = [];
      for (let col = 0; col < n; ++col) if ((st[5] >> col) & 1) free.push(col);
      return [t('limits')(r), t('limitsMore')(free)];
    }
    return [t('pick')(r, bin(1 << c), c, bin(st[6])), t('pickMore')(r)];  // PICK
  }

  function drawMessage(k, st) {
    const kind = st ? st[0] : -1;
    const [main, more] = st ? message(k, st) : [t('start'), ''];
    const msg = $('message');
    msg.className = kind === REFUSED || kind === DEAD ? 'refused' : kind === SOLUTION ? 'solution' : '';
    msg.innerHTML = '<span id="msg-main"></span> <span id="msg-more"></span>';
    $('msg-main').textContent = main;
    $('msg-more').textContent = more;
    const banner = $('banner');
    banner.hidden = kind !== SOLUTION;
    if (kind !== SOLUTION) return;
    banner.textContent = MIRROR ? t('bannerCount')(st[1], solutionSteps.length, st[3], D.solutions)
      : t('banner')(st[1], solutionSteps.length);
  }

  function applyLanguage() {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
    for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
    for (const el of document.querySelectorAll('[data-t-title]')) el.title = t(el.dataset.tTitle);
    $('lang').textContent = t('other');
    $('approach-line').textContent = t('approachLine')(n, t('approach')[A]);
    $('title-n').textContent = '';
    const legend = $('legend');
    legend.innerHTML = '';
    const colors = ['--col', '--d1', '--d2', '--try', '--bad', '#999'];
    const texts = t('legend').slice();
    if (MIRROR) { texts.push(t('skipped')); colors.push('--skip'); }
    texts.forEach((text, i) => {
      const s = document.createElement('span');
      s.style.setProperty('--c', colors[i].startsWith('--') ? `var(${colors[i]})` : colors[i]);
      s.textContent = text;
      legend.appendChild(s);
    });
    $('tree-note').textContent = !FULL_TREE ? t('treeWindow') : t(BT ? 'treeFull' : BM ? 'treeFullBM' : 'treeFullFlags');
    if (panelHead) panelHead.textContent = t(SETS ? 'setsHead' : 'flagsHead');
    if (SETS) SET_NAMES.forEach((name, i) => { panelRows[name].label.title = t('setNames')[i]; });
    if (win) for (let r = 0; r < n; ++r) win.rows[r].cells[0].textContent = rowLabel(r);
    if (bitRows.pos) bitRows.pos.cells[n].parentNode.lastChild.title = t('offBoard');
  }

  // ---- moving through the steps -------------------------------------------------------------
  let cur = 0;
  function render() {
    const st = cur ? steps[cur - 1] : null;
    drawBoard(cur, st);
    drawBits(cur, st);
    drawSets(cur, st);
    drawFlags(cur, st);
    drawMirror(cur, st);
    drawCode(st);
    drawTree(cur);
    drawMessage(cur, st);
    $('step-count').textContent = cur;
    $('placements').textContent = placedAt[cur];
    $('solutions-found').textContent = solvedAt[cur];
    if (MIRROR) $('solution-count').textContent = countAt[cur];
    const scrub = $('scrubber');
    if (Number(scrub.value) !== cur) scrub.value = cur;
    $('next-solution').disabled = firstAfter(solutionSteps, cur) < 0;
    $('next-back').disabled = firstAfter(backSteps, cur) < 0;
    document.body.dataset.step = cur;
  }

  // The address carries the step (and the language). It is written at most every 150 ms, a
  // moment after a move, so that playing does not flood the browser's history API.
  let hashTimer = 0;
  const hashText = () => `#step=${cur}` + (lang === 'zh' ? '&lang=zh' : '');
  function writeHash() {
    if (hashTimer) return;
    hashTimer = setTimeout(() => {
      hashTimer = 0;
      if (location.hash !== hashText()) history.replaceState(null, '', hashText());
    }, 150);
  }
  function readHash(url) {
    const hash = url.includes('#') ? url.slice(url.indexOf('#') + 1) : '';
    const h = new URLSearchParams(hash);
    const k = parseInt(h.get('step') || '0', 10);
    lang = h.get('lang') === 'zh' ? 'zh' : 'en';
    return Number.isFinite(k) ? Math.max(0, Math.min(S, k)) : 0;
  }

  function goTo(k) {
    k = Math.max(0, Math.min(S, k));
    if (k === cur && document.body.dataset.step === String(k)) return;
    cur = k;
    render();
    writeHash();
  }

  // play: a speed in steps per second; several steps a frame when fast.
  const SPEEDS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 4096];
  let playing = false, last = 0, carry = 0;
  const speed = () => SPEEDS[Number($('speed').value)];
  function frame(now) {
    if (!playing) return;
    carry += ((now - last) / 1000) * speed();
    last = now;
    const whole = Math.floor(carry);
    if (whole > 0) { carry -= whole; goTo(cur + whole); }
    if (cur >= S) setPlaying(false);
    else requestAnimationFrame(frame);
  }
  function setPlaying(on) {
    if (on && cur >= S) goTo(0);
    playing = on;
    $('play').textContent = on ? '❚❚' : '▶';
    $('play').setAttribute('aria-pressed', on ? 'true' : 'false');
    if (on) { last = performance.now(); carry = 1; requestAnimationFrame(frame); }
  }
  const step = (d) => { setPlaying(false); goTo(cur + d); };
  const jump = (list) => { setPlaying(false); const k = firstAfter(list, cur); if (k >= 0) goTo(k); };

  const click = (id, fn) => $(id).addEventListener('click', (e) => { fn(); e.currentTarget.blur(); });
  click('start', () => { setPlaying(false); goTo(0); });
  click('prev', () => step(-1));
  click('next', () => step(1));
  click('play', () => setPlaying(!playing));
  click('next-solution', () => jump(solutionSteps));
  click('next-back', () => jump(backSteps));
  click('lang', () => { lang = lang === 'en' ? 'zh' : 'en'; applyLanguage(); render(); writeHash(); });
  $('speed').addEventListener('input', () => { $('speed-value').textContent = speed() + '/s'; });
  $('scrubber').max = S;
  $('scrubber').addEventListener('input', (e) => { setPlaying(false); goTo(Number(e.target.value)); });
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const onRange = e.target instanceof HTMLInputElement;
    if (onRange && e.key.startsWith('Arrow')) return;  // the slider moves itself
    if (e.key === 'ArrowRight') step(1);
    else if (e.key === 'ArrowLeft') step(-1);
    else if (e.key === ' ') setPlaying(!playing);
    else if (e.key === 'Home') { setPlaying(false); goTo(0); }
    else if (e.key === 'End') { setPlaying(false); goTo(S); }
    else if (e.key === 's' || e.key === 'S') jump(solutionSteps);
    else if (e.key === 'b' || e.key === 'B') jump(backSteps);
    else return;
    e.preventDefault();
  });
  document.addEventListener('keyup', (e) => { if (e.key === ' ') e.preventDefault(); });
  // The event's own URL, not location: a rewrite of the address that was already due may have
  // replaced location.hash before this event is handled.
  window.addEventListener('hashchange', (e) => {
    const before = lang;
    const k = readHash(e.newURL);
    if (lang !== before) applyLanguage();
    setPlaying(false);
    cur = -1;
    goTo(k);
  });

  $('step-total').textContent = S;
  $('solutions-total').textContent = solutionSteps.length;
  if (MIRROR) {
    $('count-wrap').hidden = false;
    $('solution-count-total').textContent = D.solutions;
  }
  $('speed-value').textContent = speed() + '/s';
  cur = readHash(location.href);
  applyLanguage();
  render();
})();
