// expect: TLE on 01: CPU time over
// Language test program (JavaScript, acm): a worker thread spins while the main thread waits for
// it: the worker's CPU time counts. Expected: TLE.
const { Worker } = require("worker_threads");

new Worker("let x = 0; for (;;) x = (x + 1) | 0;", { eval: true });
