// Language test program (Go, acm): counts placements with bitmasks, keeping the first placement
// found. Expected: AC.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	var n int
	fmt.Scan(&n)
	placed, first := make([]int, n), []int(nil)
	count := 0
	full := 1<<n - 1
	var place func(row, cols, d1, d2 int)
	place = func(row, cols, d1, d2 int) {
		if row == n {
			if count == 0 {
				first = append([]int(nil), placed...)
			}
			count++
			return
		}
		for c := 0; c < n; c++ {
			bit := 1 << c
			if (cols|d1|d2)&bit != 0 {
				continue
			}
			placed[row] = c
			place(row+1, cols|bit, (d1|bit)<<1&full, (d2|bit)>>1)
		}
	}
	place(0, 0, 0, 0)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintln(out, count)
	for r, c := range first {
		fmt.Fprintln(out, r+1, c+1)
	}
}
