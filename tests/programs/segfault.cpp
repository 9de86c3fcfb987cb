// Runner test program: writes through a null pointer. Expected verdict: RE (SIGSEGV).
int main() {
    // Both volatile: the compiler can neither see that the pointer is null nor drop the store.
    volatile int* volatile pointer = nullptr;
    *pointer = 42;
    return 0;
}
