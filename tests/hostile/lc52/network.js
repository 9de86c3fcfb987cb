// Hostile (lc52, JavaScript): connects to a listener of tests/hostile.sh on 127.0.0.1:__PORT__
// (Node's sockets are asynchronous: the connection is tried while the testcases run, and
// tests/hostile.sh's listener is what sees it). Blocked (no network in the box): AC, and the
// listener sees no connection.
const net = require("net");

var totalNQueens = function (n) {
  const socket = net.connect(__PORT__, "127.0.0.1");
  socket.on("error", () => {});
  socket.on("connect", () => socket.end());
  return count(n, 0, 0, 0);
};

function count(n, columns, left, right) {
  const full = (1 << n) - 1;
  if (columns === full) return 1;
  let total = 0;
  for (let free = full & ~(columns | left | right); free; free &= free - 1) {
    const bit = free & -free;
    total += count(n, columns | bit, (left | bit) << 1, (right | bit) >> 1);
  }
  return total;
}
