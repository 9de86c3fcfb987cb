/* Reverse the words, one word per line: newlines are whitespace like spaces. */
#include <stdio.h>

int main(void) {
    char words[100][21];
    int count = 0;
    while (count < 100 && scanf("%20s", words[count]) == 1) ++count;
    for (int i = count - 1; i >= 0; --i) printf("%s\n", words[i]);
    return 0;
}
