// The Node harness of the judge, for JavaScript and TypeScript (tsc's output):
//   node harness.cjs check FILE                         a syntax check (the JavaScript "compile")
//   node --harmony harness.cjs MODE SOLUTION ORIGIN MODULES
// MODE acm: runs SOLUTION as a CommonJS module, the main program. MODE lc51 or lc52: LeetCode's
// way, every testcase in this one process, in order, calling the solution's global
// solveNQueens(n) or totalNQueens(n) (a global keeps its value from one testcase to the next, as
// there), with LeetCode's globals (GLOBALS: lodash as `_`, @datastructures-js' queues) and
// require() of npm's libraries in MODULES, as LeetCode has them. Testcases come on stdin (a line holding n
// each); answers go to fd 3 as LeetCode's compact JSON, apart from what the solution prints, each
// followed by "#judge CPU_US PEAK_KIB WALL_US". The code runs under the name ORIGIN, the user's
// file, so that a stack trace shows the user's file and lines. An uncaught exception is its
// first line, the solution's frame and the rest of the stack on stderr, and exit status 1.
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");
const Module = require("module");

const METHODS = { lc51: "solveNQueens", lc52: "totalNQueens" };

// The names a LeetCode file uses without require(), as LeetCode's JavaScript and TypeScript have
// them: each global's npm module and export ("" for the module itself). Each is loaded when first
// used; a solution's own declaration of the name replaces it.
const GLOBALS = {
  _: ["lodash", ""],
  PriorityQueue: ["@datastructures-js/priority-queue", "PriorityQueue"],
  MinPriorityQueue: ["@datastructures-js/priority-queue", "MinPriorityQueue"],
  MaxPriorityQueue: ["@datastructures-js/priority-queue", "MaxPriorityQueue"],
  Queue: ["@datastructures-js/queue", "Queue"],
  Deque: ["@datastructures-js/deque", "Deque"],
};

// TypeScript's output: tsc's source map, so that a stack trace names the .ts file's own lines.
let sourceMap = null;
let origin = "";

// The places in ORIGIN that a stack trace names, as lines of the source the map came from.
function mapped(stack) {
  if (!sourceMap) return stack;
  return stack.split(`${origin}:`).reduce((text, part) => {
    const place = /^(\d+):(\d+)/.exec(part);
    const entry = place && sourceMap.findEntry(place[1] - 1, place[2] - 1);
    if (!entry || entry.originalLine === undefined) return `${text}${origin}:${part}`;
    const where = `${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    return `${text}${origin}:${where}${part.slice(place[0].length)}`;
  });
}

function fail(error) {
  const text =
    error instanceof Error
      ? mapped(error.stack || `${error.name}: ${error.message}`)
      : `Uncaught: ${String(error)}`;
  process.stderr.write(`${text}\n`);
  process.exit(1);
}

// A syntax error as Node shows it: the file and line, the line, the caret, the error.
function check(file) {
  try {
    new vm.Script(fs.readFileSync(file, "utf8"), { filename: file });
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const stack = String(error.stack).split("\n");
    const end = stack.findIndex((line) => line.startsWith("SyntaxError"));
    process.stderr.write(`${stack.slice(0, end + 1).join("\n")}\n`);
    process.exit(1);
  }
}

// require() for the solution: its own folder first (a program of several files), then npm's.
function requireFor(solution, modules) {
  const own = Module.createRequire(solution);
  const npm = modules
    ? Module.createRequire(path.join(path.dirname(modules), "package.json"))
    : own;
  return (id) => (id.startsWith(".") || id.startsWith("/") ? own(id) : npm(id));
}

function peakKib() {
  const line = fs
    .readFileSync("/proc/self/status", "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmHWM:"));
  return line ? parseInt(line.split(/\s+/)[1], 10) : 0;
}

function acm(source, solution, origin, require) {
  const wrapped = vm.runInThisContext(Module.wrap(source), {
    filename: origin,
  });
  const module = { exports: {}, filename: origin, id: "." };
  wrapped.call(module.exports, module.exports, require, module, origin, path.dirname(origin));
}

function defineGlobals(require) {
  globalThis.require = require;
  for (const [name, [id, key]] of Object.entries(GLOBALS)) {
    const own = (value) =>
      Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
    Object.defineProperty(globalThis, name, {
      get: () => {
        const module = require(id);
        return key ? module[key] : module;
      },
      set: own, // `var Queue = ...` in the solution: its own
      configurable: true,
    });
  }
}

function leetcode(source, origin, method, require) {
  defineGlobals(require);
  vm.runInThisContext(source, { filename: origin });
  const solve = vm.runInThisContext(`typeof ${method} === "function" ? ${method} : undefined`);
  if (!solve) {
    process.stderr.write(
      `error: ${origin} defines no function ${method} (LeetCode calls ${method}(n))\n`,
    );
    process.exit(1);
  }
  let judged = false;
  try {
    judged = fs.fstatSync(3).isFile(); // the judge's answer file
  } catch {}
  const start = process.cpuUsage();
  const wallStart = process.hrtime.bigint();
  const lines = fs.readFileSync(0, "utf8").split("\n");
  for (const line of lines) {
    if (!line.trim()) continue;
    let text = `${JSON.stringify(solve(parseInt(line, 10)))}\n`;
    if (judged) {
      const used = process.cpuUsage(start);
      const wall = (process.hrtime.bigint() - wallStart) / 1000n;
      text += `#judge ${used.user + used.system} ${peakKib()} ${wall}\n`;
    }
    fs.writeSync(judged ? 3 : 1, text);
  }
}

function main() {
  const [mode, solution, user, modules] = process.argv.slice(2);
  if (mode === "check") return check(solution);
  origin = user;
  if (fs.existsSync(`${solution}.map`))
    sourceMap = new Module.SourceMap(JSON.parse(fs.readFileSync(`${solution}.map`, "utf8")));
  process.on("uncaughtException", fail);
  const source = fs.readFileSync(solution, "utf8");
  process.argv = [process.argv[0], origin];
  const require = requireFor(solution, modules);
  try {
    if (mode === "acm") acm(source, solution, origin, require);
    else leetcode(source, origin, METHODS[mode], require);
  } catch (error) {
    fail(error);
  }
}

main();
