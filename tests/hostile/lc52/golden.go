// Hostile (lc52, Go): opens the golden answers by a relative path, the kit's absolute path and
// the judge's folders through /proc; one more than the count when any opens. Blocked: AC.
import (
	"fmt"
	"os"
)

func totalNQueens(n int) int {
	return count(n, 0, 0, 0) + leaked()
}

func leaked() int {
	golden := "testdata/lc52/01.out"
	routes := []string{golden, "../" + golden, "__KIT__/" + golden,
		fmt.Sprintf("/proc/%d/cwd/%s", os.Getppid(), golden), "/proc/1/cwd/" + golden,
		"/proc/1/root__KIT__/" + golden}
	for _, route := range routes {
		if f, err := os.Open(route); err == nil {
			f.Close()
			return 1
		}
	}
	return 0
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
