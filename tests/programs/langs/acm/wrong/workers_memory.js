// expect: MLE on 01: memory over
// Language test program (JavaScript, acm): starts 100 worker threads, each with a V8 heap of its
// own: the memory of all of them counts, as one process's. Expected: MLE.
const { Worker } = require("worker_threads");

for (let i = 0; i < 100; ++i) new Worker("setTimeout(() => {}, 60000);", { eval: true });
