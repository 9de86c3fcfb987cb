// expect: TLE on 01: CPU time over
// Language test program (JavaScript, acm): loops forever. Expected: TLE, at the limit times
// JavaScript's factor.
let x = 0;
for (;;) x = (x + 1) | 0;
