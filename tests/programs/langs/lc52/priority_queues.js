// Language test program (JavaScript, lc52): MinPriorityQueue, MaxPriorityQueue and PriorityQueue
// as LeetCode's JavaScript has them, globals of @datastructures-js/priority-queue 6.x with no
// require (dequeue() gives the element itself, as 6.x does). The rows are taken from a min queue,
// a max queue and a queue of its own order; each must give 0..n-1 in order. Expected: AC.
var totalNQueens = function (n) {
  const min = new MinPriorityQueue();
  const max = new MaxPriorityQueue();
  const own = new PriorityQueue((a, b) => b - a);
  for (let row = 0; row < n; ++row) {
    min.enqueue(row);
    max.enqueue(-row);
    own.enqueue(n - 1 - row);
  }
  const rows = [];
  while (!min.isEmpty()) {
    const row = min.dequeue();
    if (-max.dequeue() !== row || n - 1 - own.dequeue() !== row) return -1;
    rows.push(row);
  }
  return place(rows, 0, 0, 0, 0);
};

function place(rows, at, columns, left, right) {
  if (at === rows.length) return 1;
  const full = (1 << rows.length) - 1;
  let total = 0;
  for (let free = full & ~(columns | left | right); free; free &= free - 1) {
    const bit = free & -free;
    total += place(rows, at + 1, columns | bit, (left | bit) << 1, (right | bit) >> 1);
  }
  return total;
}
