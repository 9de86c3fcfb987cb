// Hostile (lc52, Go): connects to a listener of tests/hostile.sh on 127.0.0.1:__PORT__; one more
// than the count when it gets through. Blocked (no network in the box): AC, and the listener sees
// no connection.
import (
	"net"
	"time"
)

func totalNQueens(n int) int {
	connected := 0
	if conn, err := net.DialTimeout("tcp", "127.0.0.1:__PORT__", time.Second); err == nil {
		conn.Close()
		connected = 1
	}
	return count(n, 0, 0, 0) + connected
}

func count(n, columns, left, right int) int {
	full := 1<<n - 1
	if columns == full {
		return 1
	}
	total := 0
	for free := full &^ (columns | left | right); free != 0; free &= free - 1 {
		bit := free & -free
		total += count(n, columns|bit, (left|bit)<<1, (right|bit)>>1)
	}
	return total
}
