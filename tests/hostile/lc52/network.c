// Hostile (lc52, C): connects to a listener of tests/hostile.sh on 127.0.0.1:__PORT__; one more
// than the count when it gets through. Blocked (no network in the box): AC, and the listener sees
// no connection.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

static int count(int n, unsigned columns, unsigned left, unsigned right) {
    const unsigned all = (1u << n) - 1;
    if (columns == all) return 1;
    int total = 0;
    for (unsigned free = all & ~(columns | left | right); free; free &= free - 1) {
        unsigned bit = free & -free;
        total += count(n, columns | bit, (left | bit) << 1, (right | bit) >> 1);
    }
    return total;
}

static int connected(void) {
    int s = socket(AF_INET, SOCK_STREAM, 0);
    if (s < 0) return 0;
    struct sockaddr_in to;
    memset(&to, 0, sizeof to);
    to.sin_family = AF_INET;
    to.sin_port = htons(__PORT__);
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    int ok = connect(s, (struct sockaddr*)&to, sizeof to) == 0;
    close(s);
    return ok;
}

int totalNQueens(int n) { return count(n, 0, 0, 0) + connected(); }
