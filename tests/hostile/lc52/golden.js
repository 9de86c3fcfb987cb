// Hostile (lc52, JavaScript): opens the golden answers by a relative path, the kit's absolute
// path and the judge's folders through /proc; one more than the count when any opens. Blocked: AC.
const fs = require("fs");

var totalNQueens = function (n) {
  return count(n, 0, 0, 0) + leaked();
};

function leaked() {
  const golden = "testdata/lc52/01.out";
  const routes = [golden, "../" + golden, "__KIT__/" + golden, `/proc/${process.ppid}/cwd/${golden}`,
    "/proc/1/cwd/" + golden, "/proc/1/root__KIT__/" + golden];
  for (const route of routes) {
    try {
      fs.closeSync(fs.openSync(route, "r"));
      return 1;
    } catch {}
  }
  return 0;
}

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
