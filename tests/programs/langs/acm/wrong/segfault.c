// expect: RE on 01: SIGSEGV
// Language test program (C, acm): writes through a null pointer. Expected: RE (SIGSEGV).
int main(void) {
    volatile int* volatile pointer = 0;
    *pointer = 42;
    return 0;
}
