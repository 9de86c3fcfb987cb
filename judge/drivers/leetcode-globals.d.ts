// The names LeetCode's TypeScript has without an import (harness.cjs's GLOBALS, which makes them
// at run time): @datastructures-js' queues, each a value and a generic type, and lodash as `_`,
// with the packages' own declarations (package-lock.json pins them, @types/lodash for lodash). tsc
// reads this file beside a LeetCode file.
declare const PriorityQueue: typeof import("@datastructures-js/priority-queue").PriorityQueue;
type PriorityQueue<T> = import("@datastructures-js/priority-queue").PriorityQueue<T>;
declare const MinPriorityQueue: typeof import("@datastructures-js/priority-queue").MinPriorityQueue;
type MinPriorityQueue<T> = import("@datastructures-js/priority-queue").MinPriorityQueue<T>;
declare const MaxPriorityQueue: typeof import("@datastructures-js/priority-queue").MaxPriorityQueue;
type MaxPriorityQueue<T> = import("@datastructures-js/priority-queue").MaxPriorityQueue<T>;
declare const Queue: typeof import("@datastructures-js/queue").Queue;
type Queue<T> = import("@datastructures-js/queue").Queue<T>;
declare const Deque: typeof import("@datastructures-js/deque").Deque;
type Deque<T> = import("@datastructures-js/deque").Deque<T>;
declare const _: import("lodash").LoDashStatic;
