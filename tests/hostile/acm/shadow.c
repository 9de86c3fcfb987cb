// expect: CE on -: /etc/shadow: No such file or directory
// Hostile (acm, C, at compile time): includes /etc/shadow, hoping its lines show in the compile
// error. Blocked: the compiler's box has no such file.
#include "/etc/shadow"
int main(void) { return 0; }
