// expect: RE on 01: exit 3
// JSON test program (acm, C): writes bytes that are not UTF-8 to stderr (a stray 0xff, a sequence
// cut short, then a long run of 3-byte characters so that the report's cut falls inside one),
// and exits 3. tests/judge-json.sh checks that the report is valid JSON and says all this.
#include <stdio.h>

int main(void) {
    fputs("bad bytes: \xff\xfe caf\xc3 | ", stderr);
    for (int i = 0; i < 1000; ++i) fputs("\xe7\x9a\x87", stderr); /* U+7687, 3 bytes */
    fputs("\n", stderr);
    return 3;
}
