// Language test program (TypeScript, lc52): MinPriorityQueue, Queue and Deque as LeetCode's
// TypeScript has them, globals of @datastructures-js with their types and no import; tsc must
// accept the generic types. Expected: AC.
function totalNQueens(n: number): number {
  const rows: MinPriorityQueue<number> = new MinPriorityQueue<number>();
  for (let row = n - 1; row >= 0; --row) rows.enqueue(row);
  const order: Deque<number> = new Deque<number>();
  while (!rows.isEmpty()) order.pushBack(rows.dequeue());
  const full = (1 << n) - 1;
  const boards = new Queue<[number, number, number, number]>([[0, 0, 0, 0]]);
  let total = 0;
  while (!boards.isEmpty()) {
    const [row, columns, left, right] = boards.dequeue();
    if (row === order.size()) {
      ++total;
      continue;
    }
    for (let free = full & ~(columns | left | right); free; free &= free - 1) {
      const bit = free & -free;
      boards.enqueue([row + 1, columns | bit, ((left | bit) << 1) & full, (right | bit) >> 1]);
    }
  }
  return total;
}
