// expect: CE on -: SyntaxError
// Language test program (JavaScript, acm): a syntax error, found by the compile step (a syntax
// check). Expected: CE.
const n = ;
