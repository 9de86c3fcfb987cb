// expect: CE on -: undeclared_name
// Language test program (C, acm): an undeclared name. Expected: CE.
int main(void) { return undeclared_name; }
